package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.lucene.analysis.en.EnglishAnalyzer;

/**
 * The parts of a question that may be values: its quoted strings, and its word n-grams (one to four
 * words) that neither start nor end with a stop word or a question word, and are not only digits; longest
 * first, each with the word positions it covers.
 */
final class QuestionPhrases {

    static final int LONGEST = 4;

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:['’.&-][\\p{L}\\p{N}]+)*");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"|'([^']+)'|`([^`]+)`|“([^”]+)”");
    private static final Pattern DIGITS = Pattern.compile("[\\d\\s.,-]+");
    /** Words of how questions are asked, not of what they are about. */
    private static final Set<String> ASKING = Set.of("what", "which", "who", "whom", "whose", "when", "where", "why",
            "how", "many", "much", "list", "show", "find", "give", "return", "tell", "count", "number", "all", "each",
            "every", "any", "average", "total", "sum", "maximum", "minimum", "max", "min", "different", "distinct",
            "than", "more", "less", "most", "least", "do", "does", "did", "have", "has", "had", "is", "are", "was",
            "were", "been", "being", "also", "both", "either", "neither", "name", "names", "their", "its", "his",
            "her", "our", "your", "from", "with", "those", "these", "that", "this", "order", "sorted",
            "descending", "ascending", "along", "greater", "larger", "smaller", "fewer", "highest", "lowest",
            "id", "ids", "me", "please", "can", "could", "would", "should", "there", "including", "without");

    /** A phrase of the question: its text as asked, its words' positions, whether it was quoted. */
    record Phrase(String text, int from, int to, boolean quoted, boolean nameLike) {

        int words() {
            return to - from;
        }
    }

    private QuestionPhrases() {
    }

    static List<Phrase> of(String question) {
        List<Phrase> phrases = new ArrayList<>();
        Matcher quoted = QUOTED.matcher(question);
        while (quoted.find()) {
            for (int g = 1; g <= quoted.groupCount(); g++) {
                if (quoted.group(g) != null && !quoted.group(g).isBlank()) {
                    phrases.add(new Phrase(quoted.group(g).strip(), -1, -1, true, true));
                }
            }
        }
        List<int[]> words = new ArrayList<>();
        Matcher word = WORD.matcher(question);
        while (word.find()) {
            words.add(new int[] {word.start(), word.end()});
        }
        for (int n = Math.min(LONGEST, words.size()); n >= 1; n--) {
            for (int from = 0; from + n <= words.size(); from++) {
                String first = question.substring(words.get(from)[0], words.get(from)[1]);
                String last = question.substring(words.get(from + n - 1)[0], words.get(from + n - 1)[1]);
                String text = question.substring(words.get(from)[0], words.get(from + n - 1)[1]);
                if (ignored(first) || ignored(last) || DIGITS.matcher(text).matches()) {
                    continue;
                }
                phrases.add(new Phrase(text, from, from + n, false, nameLike(question, words, from, n)));
            }
        }
        phrases.sort(Comparator.comparing(Phrase::quoted).reversed().thenComparing(Phrase::words, Comparator.reverseOrder()));
        return phrases;
    }

    private static boolean ignored(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return lower.length() < 2 || EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.contains(lower) || ASKING.contains(lower);
    }

    /** A word written with a capital (not the question's first) or a digit, as names and codes are. */
    private static boolean nameLike(String question, List<int[]> words, int from, int n) {
        for (int w = from; w < from + n; w++) {
            String text = question.substring(words.get(w)[0], words.get(w)[1]);
            boolean capital = Character.isUpperCase(text.codePointAt(0)) && w > 0;
            boolean allCaps = text.length() > 1 && text.equals(text.toUpperCase(Locale.ROOT)) && w == 0;
            if (capital || allCaps || text.chars().anyMatch(Character::isDigit)) {
                return true;
            }
        }
        return false;
    }
}
