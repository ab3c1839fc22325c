package io.nlguard.guard.sql;

import java.util.List;

/**
 * A string that parsed: one tree per statement, in order (a script of several statements has several), and
 * the string's tokens as {@link SqlLexer} gave them to the parser (null when the string was not lexed
 * here), so that the rules read the same tokens without lexing the text again.
 */
public record ParsedSql(String sql, List<SqlTree> statements, List<SqlToken> tokens) implements ParseResult {

    public ParsedSql {
        statements = List.copyOf(statements);
    }

    public ParsedSql(String sql, List<SqlTree> statements) {
        this(sql, statements, null);
    }

    /** The first statement; callers check {@link #statements()} for scripts. */
    public SqlTree first() {
        return statements.get(0);
    }
}
