package io.nlguard.guard.sql;

/** What {@link SqlParser#parse(String)} returns: the statements' trees, or why there are none. */
public sealed interface ParseResult permits ParsedSql, ParseFailure {

    String sql();
}
