package io.nlguard.driver.nl;

import io.nlguard.guard.sql.SqlLexer;

/**
 * Recognises a question: the prefix ({@code nlguard.nl.prefix}, {@code NL:} by default), in any case,
 * after leading whitespace and SQL comments ({@code -- ...} lines, {@code /* ... *}{@code /} blocks, nested
 * as PostgreSQL nests them, read as the guard's lexer reads them). Every statement passes here, so it
 * looks only at the text's start.
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
        int at = startsWithCode(sql) ? 0 : SqlLexer.firstCodeOffset(sql);
        if (!sql.regionMatches(true, at, prefix, 0, prefix.length())) {
            return null;
        }
        return sql.substring(at + prefix.length()).strip();
    }

    /** Most text starts with its first word: no whitespace or comment to skip, and no lexer to make for it. */
    private static boolean startsWithCode(String sql) {
        if (sql.isEmpty()) {
            return false;
        }
        char first = sql.charAt(0);
        return first != '-' && first != '/' && !Character.isWhitespace(first);
    }
}
