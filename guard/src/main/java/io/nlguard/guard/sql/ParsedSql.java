package io.nlguard.guard.sql;

import java.util.List;

/** A string that parsed: one tree per statement, in order (a script of several statements has several). */
public record ParsedSql(String sql, List<SqlTree> statements) implements ParseResult {

    public ParsedSql {
        statements = List.copyOf(statements);
    }

    /** The first statement; callers check {@link #statements()} for scripts. */
    public SqlTree first() {
        return statements.get(0);
    }
}
