package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.nlguard.guard.sql.SqlToken.Kind;

/**
 * Cuts SQL text into {@link SqlToken}s with PostgreSQL's lexical rules: nested block comments,
 * {@code E'...'} escape strings, dollar quoting, {@code U&} literals, {@code $n} parameters. It never
 * throws and runs in one pass: an unterminated string, identifier or comment becomes one token that
 * runs to the end of the text. Unlike the parser, it works on any text, so rules that must also judge
 * strings the parser rejects ({@code COPY ... PROGRAM}, {@code DO $$...$$}) read tokens.
 */
public final class SqlLexer {

    /** Characters PostgreSQL allows in operator names (less the backtick, taken as a quote: see {@link #lex}). */
    private static final String OPERATOR_CHARS = "+-*/<>=~!@#%^&|?";
    /** A multi-character operator may end in + or - only if it also holds one of these. */
    private static final String OPERATOR_SPECIALS = "~!@#%^&|`?";

    private final String sql;
    private final int length;
    private final List<SqlToken> tokens = new ArrayList<>();
    private int pos;
    private int line = 1;
    private int lineStart;

    private SqlLexer(String sql) {
        this.sql = sql;
        this.length = sql.length();
    }

    /**
     * The tokens of {@code sql}, comments included, whitespace left out; empty for null or blank text.
     * Backticks quote identifiers as in MySQL and SQLite, whose SQL the parser also accepts: a
     * {@code `name -- with dashes`} must not read as a comment.
     */
    public static List<SqlToken> lex(String sql) {
        if (sql == null || sql.isEmpty()) {
            return List.of();
        }
        SqlLexer lexer = new SqlLexer(sql);
        lexer.run();
        return Collections.unmodifiableList(lexer.tokens);
    }

    /**
     * Where the text's first token that is no comment starts, past whitespace and comments (block comments
     * nested as PostgreSQL nests them); the text's length when there is none. Reads only that far: the
     * driver asks it of every statement, to see whether it is an {@code NL:} question.
     */
    public static int firstCodeOffset(String sql) {
        SqlLexer lexer = new SqlLexer(sql);
        while (lexer.pos < lexer.length) {
            char c = sql.charAt(lexer.pos);
            char next = lexer.peek(1);
            if (Character.isWhitespace(c)) {
                lexer.pos++;
            } else if (c == '-' && next == '-') {
                lexer.pos = Math.min(lexer.length, lexer.endOfLine(lexer.pos) + 1);
            } else if (c == '/' && next == '*') {
                lexer.pos = lexer.endOfBlockComment(lexer.pos);
            } else {
                return lexer.pos;
            }
        }
        return lexer.length;
    }

    private void run() {
        while (pos < length) {
            char c = sql.charAt(pos);
            if (Character.isWhitespace(c)) {
                advanceTo(pos + 1);
                continue;
            }
            int start = pos;
            char next = peek(1);
            if (c == '-' && next == '-') {
                emit(Kind.LINE_COMMENT, start, endOfLine(start));
            } else if (c == '/' && next == '*') {
                emit(Kind.BLOCK_COMMENT, start, endOfBlockComment(start));
            } else if (c == '\'') {
                emit(Kind.STRING, start, endOfQuoted(start + 1, '\'', false));
            } else if ((c == 'e' || c == 'E') && next == '\'') {
                emit(Kind.STRING, start, endOfQuoted(start + 2, '\'', true));
            } else if ("nNbBxX".indexOf(c) >= 0 && next == '\'') {
                emit(Kind.STRING, start, endOfQuoted(start + 2, '\'', false));
            } else if ((c == 'u' || c == 'U') && next == '&' && (peek(2) == '\'' || peek(2) == '"')) {
                char quote = peek(2);
                emit(quote == '\'' ? Kind.STRING : Kind.QUOTED_IDENTIFIER, start, endOfQuoted(start + 3, quote, false));
            } else if (c == '"' || c == '`') {
                emit(Kind.QUOTED_IDENTIFIER, start, endOfQuoted(start + 1, c, false));
            } else if (c == '$') {
                dollar(start);
            } else if (isIdentifierStart(c)) {
                emit(Kind.WORD, start, endOfWord(start + 1));
            } else if (isDigit(c) || (c == '.' && isDigit(next))) {
                emit(Kind.NUMBER, start, endOfNumber(start));
            } else if (c == ';') {
                emit(Kind.SEMICOLON, start, start + 1);
            } else if (c == ':' && next == ':') {
                emit(Kind.OPERATOR, start, start + 2);
            } else if ("()[],.:{}".indexOf(c) >= 0) {
                emit(Kind.PUNCTUATION, start, start + 1);
            } else if (c == '?' && next != '|' && next != '&' && next != '-' && next != '#') {
                // JDBC's placeholder; ?| ?& ?- ?# are jsonb and geometric operators
                emit(Kind.PARAMETER, start, start + 1);
            } else if (OPERATOR_CHARS.indexOf(c) >= 0) {
                emit(Kind.OPERATOR, start, endOfOperator(start));
            } else {
                // a character SQL has no use for (a backslash, a stray control character): keep it visible
                emit(Kind.OPERATOR, start, start + 1);
            }
        }
    }

    private void dollar(int start) {
        char next = peek(1);
        if (isDigit(next)) {
            int end = start + 1;
            while (end < length && isDigit(sql.charAt(end))) {
                end++;
            }
            emit(Kind.PARAMETER, start, end);
            return;
        }
        // $tag$ opens a dollar-quoted string when the tag is empty or an identifier without $
        int tagEnd = start + 1;
        if (tagEnd < length && isIdentifierStart(sql.charAt(tagEnd))) {
            tagEnd++;
            while (tagEnd < length && isIdentifierPart(sql.charAt(tagEnd)) && sql.charAt(tagEnd) != '$') {
                tagEnd++;
            }
        }
        if (tagEnd < length && sql.charAt(tagEnd) == '$') {
            String tag = sql.substring(start, tagEnd + 1);
            int close = sql.indexOf(tag, tagEnd + 1);
            emit(Kind.STRING, start, close < 0 ? length : close + tag.length());
            return;
        }
        emit(Kind.OPERATOR, start, start + 1);
    }

    private int endOfLine(int start) {
        int end = sql.indexOf('\n', start);
        return end < 0 ? length : end;
    }

    /** Block comments nest in PostgreSQL: {@code /* a /* b *}{@code / c *}{@code /} is one comment. */
    private int endOfBlockComment(int start) {
        int depth = 0;
        int i = start;
        while (i < length - 1) {
            char c = sql.charAt(i);
            char d = sql.charAt(i + 1);
            if (c == '/' && d == '*') {
                depth++;
                i += 2;
            } else if (c == '*' && d == '/') {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return length;
    }

    /** Index just past the closing quote; a doubled quote is an escaped one, and so is {@code \'} in E-strings. */
    private int endOfQuoted(int from, char quote, boolean backslashEscapes) {
        int i = from;
        while (i < length) {
            char c = sql.charAt(i);
            if (backslashEscapes && c == '\\') {
                i += 2;
            } else if (c == quote) {
                if (i + 1 < length && sql.charAt(i + 1) == quote) {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return length;
    }

    private int endOfWord(int from) {
        int i = from;
        while (i < length && isIdentifierPart(sql.charAt(i))) {
            i++;
        }
        return i;
    }

    private int endOfNumber(int start) {
        int i = start;
        if (sql.charAt(i) == '0' && i + 1 < length && "xXoObB".indexOf(sql.charAt(i + 1)) >= 0
                && i + 2 < length && Character.isLetterOrDigit(sql.charAt(i + 2))) {
            // 0x1F, 0o17, 0b101 (PostgreSQL 16)
            i += 2;
            while (i < length && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_')) {
                i++;
            }
            return i;
        }
        i = digits(i);
        if (i < length && sql.charAt(i) == '.' && !(i + 1 < length && sql.charAt(i + 1) == '.')) {
            i = digits(i + 1);
        }
        if (i < length && (sql.charAt(i) == 'e' || sql.charAt(i) == 'E')) {
            int exponent = i + 1;
            if (exponent < length && (sql.charAt(exponent) == '+' || sql.charAt(exponent) == '-')) {
                exponent++;
            }
            if (exponent < length && isDigit(sql.charAt(exponent))) {
                i = digits(exponent);
            }
        }
        return i;
    }

    private int digits(int from) {
        int i = from;
        while (i < length && (isDigit(sql.charAt(i)) || (sql.charAt(i) == '_' && i + 1 < length && isDigit(sql.charAt(i + 1))))) {
            i++;
        }
        return i;
    }

    /** A run of operator characters, cut before a comment start and trimmed as PostgreSQL does. */
    private int endOfOperator(int start) {
        int i = start;
        while (i < length && OPERATOR_CHARS.indexOf(sql.charAt(i)) >= 0) {
            if (i > start && ((sql.charAt(i) == '-' && peekAt(i + 1) == '-') || (sql.charAt(i) == '/' && peekAt(i + 1) == '*'))) {
                break;
            }
            i++;
        }
        boolean special = false;
        for (int k = start; k < i; k++) {
            special |= OPERATOR_SPECIALS.indexOf(sql.charAt(k)) >= 0;
        }
        // "=-1" is "=" then "-1": a multi-character operator cannot end in + or - without a special character
        while (!special && i - start > 1 && (sql.charAt(i - 1) == '+' || sql.charAt(i - 1) == '-')) {
            i--;
        }
        return i;
    }

    private void emit(Kind kind, int start, int end) {
        tokens.add(new SqlToken(kind, sql.substring(start, end), start, line, start - lineStart + 1));
        advanceTo(end);
    }

    /** Moves to {@code end}, counting the line breaks passed. */
    private void advanceTo(int end) {
        for (int i = pos; i < end; i++) {
            if (sql.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        pos = end;
    }

    private char peek(int ahead) {
        return peekAt(pos + ahead);
    }

    private char peekAt(int index) {
        return index < length ? sql.charAt(index) : '\0';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isIdentifierStart(char c) {
        // PostgreSQL takes any non-ASCII character as an identifier letter
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (c >= 0x80 && !Character.isWhitespace(c));
    }

    private static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || isDigit(c) || c == '$';
    }
}
