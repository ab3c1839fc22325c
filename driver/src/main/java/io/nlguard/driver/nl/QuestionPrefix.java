package io.nlguard.driver.nl;

/**
 * Recognises a question: the prefix ({@code nlguard.nl.prefix}, {@code NL:} by default), in any case,
 * after leading whitespace and SQL comments ({@code -- ...} lines, {@code /* ... *}{@code /} blocks, nested
 * as PostgreSQL nests them). Every statement passes here, so it looks only at the text's start: a
 * statement that starts with neither a comment nor the prefix's first letter costs one character.
 */
public final class QuestionPrefix {

    private final String prefix;

    public QuestionPrefix(String prefix) {
        if (prefix == null || prefix.isBlank()) {
            throw new IllegalArgumentException("a question prefix must not be empty");
        }
        this.prefix = prefix.strip();
    }

    public String prefix() {
        return prefix;
    }

    /** The question the text asks, stripped, or null when the text is not a question ("" for a prefix alone). */
    public String questionIn(String sql) {
        if (sql == null) {
            return null;
        }
        int at = skipWhitespaceAndComments(sql);
        if (at < 0 || !sql.regionMatches(true, at, prefix, 0, prefix.length())) {
            return null;
        }
        return sql.substring(at + prefix.length()).strip();
    }

    /** Where the text's first token starts, or -1 when a comment never ends. */
    private static int skipWhitespaceAndComments(String sql) {
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                i = endOfBlockComment(sql, i);
                if (i < 0) {
                    return -1;
                }
            } else {
                return i;
            }
        }
        return i;
    }

    /** Past the comment opening at {@code start}; PostgreSQL nests block comments. */
    private static int endOfBlockComment(String sql, int start) {
        int depth = 0;
        int i = start;
        while (i + 1 < sql.length()) {
            if (sql.charAt(i) == '/' && sql.charAt(i + 1) == '*') {
                depth++;
                i += 2;
            } else if (sql.charAt(i) == '*' && sql.charAt(i + 1) == '/') {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return -1;
    }
}
