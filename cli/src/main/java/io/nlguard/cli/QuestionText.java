package io.nlguard.cli;

import java.util.Locale;

/** A question as the driver recognises it: behind the {@code nlguard.nl.prefix} ({@code NL:} by default). */
public final class QuestionText {

    private QuestionText() {
    }

    /** True when {@code line} starts with the prefix (any case, after leading white space). */
    public static boolean isQuestion(String prefix, String line) {
        return line.stripLeading().toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT));
    }

    /** {@code question} behind the prefix, unless it already starts with it. */
    public static String withPrefix(String prefix, String question) {
        String q = question.strip();
        return isQuestion(prefix, q) ? q : prefix + " " + q;
    }
}
