package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.names.NameWords;
import io.nlguard.nl.retrieve.QuestionQuery;

/**
 * The keyphrases of a question: its quoted values, its numbers, its content words (the guard's
 * {@link NameWords} splitting, stop words out) and every two content words in a row within a stretch
 * between punctuation and quotes.
 */
public final class Keyphrases {

    private static final Pattern STRETCHES = Pattern.compile("[,.;:!?()\\[\\]\"'`“”‘’]+");

    private Keyphrases() {
    }

    public static List<Keyphrase> of(String question) {
        List<Keyphrase> phrases = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String value : QuestionQuery.quoted(question)) {
            if (!value.isBlank() && seen.add("q:" + value)) {
                phrases.add(new Keyphrase(value.strip(), NameWords.of(value), Keyphrase.Kind.QUOTED, false));
            }
        }
        for (String stretch : STRETCHES.split(question)) {
            addWords(phrases, seen, NameWords.of(stretch));
        }
        return phrases;
    }

    /** Words, numbers and bigrams of one stretch of the question (no bigram crosses punctuation or quotes). */
    private static void addWords(List<Keyphrase> phrases, Set<String> seen, List<String> words) {
        String previous = null;
        for (String word : words) {
            if (isNumber(word)) {
                if (seen.add("n:" + word)) {
                    phrases.add(new Keyphrase(word, List.of(word), Keyphrase.Kind.NUMBER, false));
                }
                previous = null;
                continue;
            }
            if (!QuestionWords.content(word)) {
                previous = null;
                continue;
            }
            if (seen.add("w:" + word)) {
                phrases.add(new Keyphrase(word, List.of(word), Keyphrase.Kind.WORD, QuestionWords.METRIC.contains(word)));
            }
            if (previous != null && seen.add("b:" + previous + " " + word)) {
                phrases.add(new Keyphrase(previous + " " + word, List.of(previous, word), Keyphrase.Kind.BIGRAM, false));
            }
            previous = word;
        }
    }

    private static boolean isNumber(String word) {
        return !word.isEmpty() && word.chars().allMatch(Character::isDigit);
    }

    /**
     * The content word just before a quoted value, in its stretch of the question: what the value is
     * ({@code code} in {@code for code 'X-1'}); null when there is none.
     */
    public static Keyphrase head(String question, String value) {
        int at = question.indexOf(value);
        if (at <= 0) {
            return null;
        }
        String before = question.substring(0, at).replaceAll("[\\s\"'`“”‘’]+$", "");
        String[] stretches = STRETCHES.split(before, -1);
        List<String> words = NameWords.of(stretches[stretches.length - 1]);
        for (int i = words.size() - 1; i >= 0; i--) {
            String word = words.get(i);
            if (QuestionWords.content(word) && !isNumber(word)) {
                return new Keyphrase(word, List.of(word), Keyphrase.Kind.WORD, QuestionWords.METRIC.contains(word));
            }
        }
        return null;
    }

    /**
     * The words the question writes with a capital but not at the start of a sentence, in lower case:
     * names and values (Oslo, USA), not concepts.
     */
    public static Set<String> capitalized(String question) {
        Set<String> words = new HashSet<>();
        boolean sentenceStart = true;
        for (String token : question.split("\\s+")) {
            String word = token.replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
            if (!word.isEmpty() && !sentenceStart && Character.isUpperCase(word.charAt(0))) {
                NameWords.of(word).forEach(words::add);
            }
            if (!word.isEmpty()) {
                sentenceStart = token.matches(".*[.?!;:]$");
            }
        }
        return words;
    }

    /** The question's words in lower case, in order (for triggers and concepts). */
    public static List<String> words(String question) {
        return NameWords.of(question.toLowerCase(Locale.ROOT));
    }
}
