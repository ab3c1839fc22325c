package io.nlguard.guard.features;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The natural-language request a statement answers, when the caller knows it: the question and any
 * hint that came with it (BIRD's "evidence"), kept in lower case for matching. The NL pipeline knows
 * it; an application that writes SQL with its own model passes it as the client-info property
 * {@code nlguard.question}. Most statements have none ({@link #NONE}), and then every question feature
 * keeps its neutral default, so a model scores them as if it had never heard of questions.
 */
public final class Question {

    /** No question: what plain JDBC traffic carries. */
    public static final Question NONE = new Question("", "");

    /** As the caller gave it, for reading it back. */
    private final String asked;
    private final String text;
    /** The question's words, each {@link #stem stemmed}. */
    private final Set<String> words = new HashSet<>();

    private Question(String asked, String text) {
        this.asked = asked;
        this.text = text;
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean wordChar = i < text.length() && isWordChar(text.charAt(i));
            if (wordChar && start < 0) {
                start = i;
            } else if (!wordChar && start >= 0) {
                words.add(stem(text.substring(start, i)));
                start = -1;
            }
        }
    }

    /** The question of this text; {@link #NONE} for null or blank text. */
    public static Question of(String text) {
        return text == null || text.isBlank() ? NONE : new Question(text, text.strip().toLowerCase(Locale.ROOT));
    }

    /** The text as given to {@link #of}; empty for {@link #NONE}. */
    public String asked() {
        return asked;
    }

    public boolean isKnown() {
        return !text.isEmpty();
    }

    /** The question in lower case; empty for {@link #NONE}. */
    public String text() {
        return text;
    }

    /**
     * Whether a literal's value appears in the question as whole words, ignoring case, the quotes and
     * LIKE's {@code %}: {@code 'Fremont'} in "schools in fremont", {@code '%ALCO%'} in "alco". A value
     * the question never states is one the model wrote from elsewhere, and such literals are wrong about
     * four times as often in BIRD's predictions (docs/model-selection.md, ninth round). A value that is
     * empty once stripped is not in the question.
     */
    boolean mentions(String literal) {
        String value = stripped(literal);
        if (value.isEmpty()) {
            return false;
        }
        for (int at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
            int end = at + value.length();
            boolean startsWord = at == 0 || !isWordChar(text.charAt(at - 1));
            if (startsWord && (end == text.length() || !isWordChar(text.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the question has this word, compared {@link #stem stemmed}. */
    boolean hasWord(String word) {
        return words.contains(stem(word));
    }

    /** A plural's {@code s} dropped, so "schools" finds a column {@code school}. */
    static String stem(String word) {
        return word.length() > 3 && word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }

    private static String stripped(String literal) {
        StringBuilder value = new StringBuilder(literal.length());
        for (int i = 0; i < literal.length(); i++) {
            char c = literal.charAt(i);
            if (c != '\'' && c != '%') {
                value.append(c);
            }
        }
        return value.toString().strip().toLowerCase(Locale.ROOT);
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Question question && question.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return isKnown() ? "question \"" + text + "\"" : "no question";
    }
}
