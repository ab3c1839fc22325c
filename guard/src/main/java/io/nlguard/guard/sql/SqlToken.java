package io.nlguard.guard.sql;

import java.util.Locale;

/**
 * One lexical token of SQL text, as {@link SqlLexer} cuts it. Whitespace is not a token: two tokens
 * are adjacent in the source when {@code first.end() == second.offset()}.
 *
 * @param text   the token exactly as written, delimiters included ({@code 'it''s'}, {@code -- note})
 * @param offset 0-based offset of the first character in the lexed string
 * @param line   1-based line of the first character
 * @param column 1-based column of the first character (a tab counts as one column, as in the parser)
 */
public record SqlToken(Kind kind, String text, int offset, int line, int column) {

    /** What a token is. */
    public enum Kind {
        /** A keyword or unquoted identifier: {@code SELECT}, {@code pg_sleep}, {@code t1}. */
        WORD,
        /** {@code "Name"}, {@code U&"..."}, or MySQL's {@code `name`}. */
        QUOTED_IDENTIFIER,
        /** {@code '...'}, {@code E'...'}, {@code B'...'}, {@code X'...'}, {@code N'...'}, {@code U&'...'}, {@code $tag$...$tag$}. */
        STRING,
        NUMBER,
        /** {@code -- ...} up to (not including) the end of the line. */
        LINE_COMMENT,
        /** {@code /* ... *}{@code /}, nested comments included. */
        BLOCK_COMMENT,
        /** Operator characters: {@code =}, {@code <>}, {@code ||}, {@code ->>}, {@code ::}... */
        OPERATOR,
        /** {@code ( ) [ ] , .} */
        PUNCTUATION,
        SEMICOLON,
        /** {@code $1} or a JDBC {@code ?}. */
        PARAMETER
    }

    /** Offset just past the last character. */
    public int end() {
        return offset + text.length();
    }

    public boolean isComment() {
        return kind == Kind.LINE_COMMENT || kind == Kind.BLOCK_COMMENT;
    }

    /** Whether this is the word {@code keyword}, in any case. */
    public boolean isWord(String keyword) {
        return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
    }

    /** Whether this is the operator or punctuation {@code symbol} exactly. */
    public boolean is(String symbol) {
        return (kind == Kind.OPERATOR || kind == Kind.PUNCTUATION || kind == Kind.SEMICOLON) && text.equals(symbol);
    }

    /** A word upper-cased, or "" for any other token: handy for keyword switches. */
    public String keyword() {
        return kind == Kind.WORD ? text.toUpperCase(Locale.ROOT) : "";
    }

    /**
     * The name a word or quoted identifier denotes, as PostgreSQL folds it: unquoted words lower-cased,
     * quoted identifiers unquoted as written; null for other tokens.
     */
    public String name() {
        if (kind == Kind.WORD) {
            return text.toLowerCase(Locale.ROOT);
        }
        if (kind == Kind.QUOTED_IDENTIFIER) {
            char quote = text.startsWith("`") ? '`' : '"';
            int open = text.indexOf(quote);
            String closing = String.valueOf(quote);
            String inner = text.length() > open + 1 && text.endsWith(closing)
                    ? text.substring(open + 1, text.length() - 1) : text.substring(open + 1);
            return inner.replace(closing + closing, closing);
        }
        return null;
    }

    /**
     * The value of a plain string literal {@code '...'} (a doubled quote read as one); null for other
     * tokens and for prefixed ({@code E'...'}) or dollar-quoted strings, whose reading needs escapes.
     */
    public String plainStringValue() {
        if (kind != Kind.STRING || text.length() < 2 || !text.startsWith("'") || !text.endsWith("'")) {
            return null;
        }
        return text.substring(1, text.length() - 1).replace("''", "'");
    }

    /** {@code line:column}, the way messages cite a position. */
    public String position() {
        return line + ":" + column;
    }
}
