package io.nlguard.guard.features;

import java.util.Set;

/**
 * What the text of a literal looks like: number, date, year, LIKE wildcards, case. Plain character
 * scans, no regular expressions: these run on every literal of every statement.
 */
final class LiteralText {

    private static final Set<String> BOOLEAN_WORDS = Set.of("true", "false", "t", "f", "yes", "no", "y", "n",
            "on", "off", "1", "0");
    private static final Set<String> DATE_WORDS = Set.of("now", "today", "tomorrow", "yesterday", "epoch",
            "infinity", "-infinity", "allballs");

    private LiteralText() {
    }

    /** {@code 12}, {@code -3.5}, {@code .5}, {@code 1e3}, with surrounding blanks. */
    static boolean isNumber(String text) {
        if (text == null) {
            return false;
        }
        int i = skipBlanks(text, 0);
        int end = trimEnd(text);
        if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < end && isDigit(text.charAt(i))) {
            i++;
            digits++;
        }
        if (i < end && text.charAt(i) == '.') {
            i++;
            while (i < end && isDigit(text.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < end && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            int exponent = i;
            while (i < end && isDigit(text.charAt(i))) {
                i++;
            }
            if (i == exponent) {
                return false;
            }
        }
        return i == end;
    }

    /** An optionally signed whole number. */
    static boolean isInteger(String text) {
        if (text == null) {
            return false;
        }
        int i = skipBlanks(text, 0);
        int end = trimEnd(text);
        if (i < end && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            i++;
        }
        int start = i;
        while (i < end && isDigit(text.charAt(i))) {
            i++;
        }
        return i > start && i == end;
    }

    /** A small positive integer ({@code GROUP BY 2}), or -1. */
    static int position(String text) {
        if (text == null || !isInteger(text) || text.trim().length() > 6) {
            return -1;
        }
        int value = Integer.parseInt(text.trim());
        return value > 0 ? value : -1;
    }

    /**
     * A whole calendar date as PostgreSQL reads one, possibly followed by a time: {@code 2020-01-31},
     * {@code 2020/1/31}, {@code 31/01/2020}, {@code 2020-01-31 10:00}. Not {@code 2020-01} nor
     * {@code 2020}: PostgreSQL rejects those as dates.
     */
    static boolean looksLikeDate(String text) {
        if (text == null) {
            return false;
        }
        int i = skipBlanks(text, 0);
        int first = digitRun(text, i);
        if (first == 0 || (first > 2 && first != 4)) {
            return false;
        }
        i += first;
        int second = i < text.length() && isDateSeparator(text.charAt(i)) ? digitRun(text, i + 1) : 0;
        if (second < 1 || second > 2) {
            return false;
        }
        i += 1 + second;
        int third = i < text.length() && isDateSeparator(text.charAt(i)) ? digitRun(text, i + 1) : 0;
        // year first: a one- or two-digit day; day or month first: a two- or four-digit year. A time may follow.
        return first == 4 ? third >= 1 && third <= 2 : third == 4 || third == 2;
    }

    /** Four digits starting with 1 or 2: a year, as text-to-SQL compares date columns with. */
    static boolean looksLikeYear(String text) {
        if (text == null) {
            return false;
        }
        String trimmed = text.strip();
        return trimmed.length() == 4 && digitRun(trimmed, 0) == 4 && (trimmed.charAt(0) == '1' || trimmed.charAt(0) == '2');
    }

    /** PostgreSQL's spellings of a boolean ({@code lower} in lower case). */
    static boolean isBooleanWord(String lower) {
        return BOOLEAN_WORDS.contains(lower.strip());
    }

    /** PostgreSQL's special date values ({@code lower} in lower case). */
    static boolean isDateWord(String lower) {
        return DATE_WORDS.contains(lower.strip());
    }

    static int count(String text, char wanted) {
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == wanted) {
                count++;
            }
        }
        return count;
    }

    static boolean hasUpperCase(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isUpperCase(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Letters, all of them upper case: {@code USA}, {@code NY-2}. */
    static boolean isAllUpperCase(String text) {
        boolean letter = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLowerCase(c)) {
                return false;
            }
            letter |= Character.isLetter(c);
        }
        return letter;
    }

    /** Blank space at either end: {@code ' Paris'} rarely equals a stored value. */
    static boolean hasEdgeSpace(String text) {
        return !text.isEmpty() && (Character.isWhitespace(text.charAt(0))
                || Character.isWhitespace(text.charAt(text.length() - 1)));
    }

    /** Runs of non-blank characters. */
    static int words(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            boolean blank = Character.isWhitespace(text.charAt(i));
            if (!blank && !inWord) {
                words++;
            }
            inWord = !blank;
        }
        return words;
    }

    private static boolean isDateSeparator(char c) {
        return c == '-' || c == '/' || c == '.';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int digitRun(String text, int from) {
        int i = from;
        while (i < text.length() && isDigit(text.charAt(i))) {
            i++;
        }
        return i - from;
    }

    private static int skipBlanks(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int trimEnd(String text) {
        int end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return end;
    }
}
