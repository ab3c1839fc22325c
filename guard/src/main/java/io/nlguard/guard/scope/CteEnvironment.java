package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.sql.SqlNode;

/**
 * The CTE names visible at a point of the statement: an immutable chain, innermost first, so a CTE
 * of a nested WITH shadows an outer one of the same name.
 */
final class CteEnvironment {

    static final CteEnvironment EMPTY = new CteEnvironment(null, null, null, null, null);

    /** The name as PostgreSQL compares it: folded to lower case unless quoted. */
    private final String name;
    private final SqlNode cteNode;
    private final Scope inner;
    private final List<String> columns;
    private final CteEnvironment next;

    private CteEnvironment(String name, SqlNode cteNode, Scope inner, List<String> columns, CteEnvironment next) {
        this.name = name;
        this.cteNode = cteNode;
        this.inner = inner;
        this.columns = columns;
        this.next = next;
    }

    /** {@code cte} (a CTE node) made visible, with its body's scope (null while the body is being resolved). */
    CteEnvironment with(SqlNode cte, Scope body, List<String> columnNames) {
        return new CteEnvironment(folded(cte), cte, body, columnNames, this);
    }

    /** The CTE node an unqualified Table node names, or null when it names a stored relation. */
    SqlNode cteFor(SqlNode table) {
        CteEnvironment e = find(table);
        return e == null ? null : e.cteNode;
    }

    /** The source a FROM reference makes when it names a CTE, or null. */
    DerivedSource sourceFor(SqlNode table, String alias) {
        CteEnvironment e = find(table);
        return e == null ? null : new DerivedSource(alias, table, e.inner, e.columns, true);
    }

    private CteEnvironment find(SqlNode table) {
        String wanted = folded(table);
        for (CteEnvironment e = this; e != null && e.name != null; e = e.next) {
            if (e.name.equals(wanted)) {
                return e;
            }
        }
        return null;
    }

    /** {@code WITH "Salaries" AS (...)} is not what {@code FROM salaries} names: PostgreSQL folds unquoted names only. */
    private static String folded(SqlNode named) {
        return named.quoted() ? named.name() : named.name().toLowerCase(java.util.Locale.ROOT);
    }
}
