package io.nlguard.guard.sql;

import java.util.List;

/**
 * Why a string did not parse, in plain words, with the position of the offending token (1-based;
 * 0 when there is none) and what the parser expected there.
 */
public record ParseFailure(String sql, Kind kind, String message, int line, int column, List<String> expected)
        implements ParseResult {

    public enum Kind {
        /** Not valid SQL as far as the parser knows. */
        SYNTAX,
        /** Longer than {@code nlguard.parse.max-length}: not parsed at all. */
        TOO_LONG,
        /** The parse took longer than {@code nlguard.parse.timeout} and was stopped. */
        TIMEOUT,
        /** Nested deeper than {@code nlguard.parse.max-depth}, or too deeply for the parser's stack. */
        TOO_DEEP,
        /** Parsed, but holds a construct nlguard's statement tree cannot represent: the message names it. */
        UNSUPPORTED
    }

    public ParseFailure {
        expected = List.copyOf(expected);
    }

    /**
     * Whether the text exceeded a parse bound (length, nesting, time) rather than using syntax the parser
     * does not know: a shape an attacker chooses, refused whatever {@code nlguard.on-error} says.
     */
    public boolean overBound() {
        return kind == Kind.TOO_LONG || kind == Kind.TOO_DEEP || kind == Kind.TIMEOUT;
    }

    public String position() {
        return line + ":" + column;
    }
}
