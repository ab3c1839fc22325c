package io.nlguard.cli.execution;

import java.util.Locale;

/**
 * Whether a statement's rows come out in a stated order: an {@code ORDER BY} outside every
 * parenthesis (so not one of a subquery's), outside quotes and comments. This decides whether row
 * order counts when a prediction's result is compared with the gold's; Spider's test-suite
 * evaluation looks for the words anywhere in the gold SQL, which also counts a subquery's
 * {@code ORDER BY ... LIMIT 1}, whose order does not reach the result.
 */
public final class TopLevelOrderBy {

    private TopLevelOrderBy() {
    }

    public static boolean in(String sql) {
        String text = sql.toLowerCase(Locale.ROOT);
        int depth = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\'' || c == '"' || c == '`') {
                i = closing(text, i, c);
            } else if (c == '-' && text.startsWith("--", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end;
            } else if (c == '/' && text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? text.length() : end + 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && text.startsWith("order", i) && wordStart(text, i) && orderBy(text, i + 5)) {
                return true;
            }
            i++;
        }
        return false;
    }

    /** The index of the quote that closes the one at {@code start} (a doubled quote stays inside). */
    private static int closing(String text, int start, char quote) {
        int i = start + 1;
        while (i < text.length()) {
            if (text.charAt(i) == quote) {
                if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i;
            }
            i++;
        }
        return text.length();
    }

    private static boolean wordStart(String text, int i) {
        return i == 0 || !isWordChar(text.charAt(i - 1));
    }

    /** Whitespace, then "by" as a word, right after "order". */
    private static boolean orderBy(String text, int i) {
        int j = i;
        while (j < text.length() && Character.isWhitespace(text.charAt(j))) {
            j++;
        }
        return j > i && text.startsWith("by", j) && (j + 2 == text.length() || !isWordChar(text.charAt(j + 2)));
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
