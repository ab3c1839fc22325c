package io.nlguard.nl.gloss;

/**
 * The English word endings that stand between a question's words and a schema's names: the plural
 * ("cities" for {@code city}) and the verb forms ("enrolled" for {@code enrollment}).
 */
public final class WordForms {

    private WordForms() {
    }

    /** The word without its plural ending: cities → city, boxes → box, orders → order, ids → id, status → status. */
    public static String singular(String word) {
        if (word.length() > 4 && word.endsWith("ies")) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.length() > 4 && (word.endsWith("ses") || word.endsWith("xes") || word.endsWith("ches")
                || word.endsWith("shes"))) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 2 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }

    /**
     * A verb form without its ending, for prefix matching: enrolled → enroll, playing → play; a word of
     * this form too short to be a root of four letters or more stays as it is.
     */
    public static String root(String word) {
        for (String ending : new String[] {"ing", "ed"}) {
            if (word.endsWith(ending) && word.length() - ending.length() >= 4) {
                return word.substring(0, word.length() - ending.length());
            }
        }
        return word;
    }

    /** Whether the word has a verb or adverb ending: such a word is rarely a concept the schema lacks. */
    public static boolean verbal(String word) {
        return !root(word).equals(word) || word.length() > 4 && word.endsWith("ly");
    }
}
