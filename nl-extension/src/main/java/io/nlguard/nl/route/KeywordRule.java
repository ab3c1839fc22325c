package io.nlguard.nl.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a question contains a module's keywords: whole words (a phrase as consecutive words), case
 * and a trailing plural {@code s} ignored, so "invoices" finds {@code invoice} and "the hr team" finds
 * {@code hr}, but "chrome" does not.
 */
final class KeywordRule {

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private KeywordRule() {
    }

    /** The keywords the question contains, in the module's order. */
    static List<String> hits(String question, List<String> keywords) {
        List<String> words = words(question);
        List<String> hits = new ArrayList<>(1);
        for (String keyword : keywords) {
            List<String> phrase = words(keyword);
            if (!phrase.isEmpty() && containsPhrase(words, phrase)) {
                hits.add(keyword);
            }
        }
        return hits;
    }

    private static boolean containsPhrase(List<String> words, List<String> phrase) {
        for (int i = 0; i + phrase.size() <= words.size(); i++) {
            if (words.subList(i, i + phrase.size()).equals(phrase)) {
                return true;
            }
        }
        return false;
    }

    /** Lower-cased words, an English plural ending dropped from words longer than three letters. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            words.add(singular(m.group()));
        }
        return words;
    }

    private static String singular(String word) {
        if (word.length() <= 3 || !word.endsWith("s") || word.endsWith("ss")) {
            return word;
        }
        boolean es = word.endsWith("sses") || word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes");
        return word.substring(0, word.length() - (es ? 2 : 1));
    }
}
