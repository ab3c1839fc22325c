package io.nlguard.nl.gloss;

/**
 * A word without its plural ending, so that a question's "cities" meets a name's {@code city}: the
 * English endings {@code -ies}, {@code -es} after a sibilant, and {@code -s} (not {@code -ss}).
 */
public final class Plurals {

    private Plurals() {
    }

    /** cities → city, boxes → box, orders → order, status → status, class → class. */
    public static String singular(String word) {
        if (word.length() > 4 && word.endsWith("ies")) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.length() > 4 && (word.endsWith("ses") || word.endsWith("xes") || word.endsWith("ches")
                || word.endsWith("shes"))) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }
}
