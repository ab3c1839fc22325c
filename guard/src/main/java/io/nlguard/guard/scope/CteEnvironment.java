package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.sql.SqlNode;

/**
 * The CTE names visible at a point of the statement: an immutable chain, innermost first, so a CTE
 * of a nested WITH shadows an outer one of the same name.
 */
final class CteEnvironment {

    static final CteEnvironment EMPTY = new CteEnvironment(null, null, null, null, null);

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

    CteEnvironment with(String cteName, SqlNode node, Scope body, List<String> columnNames) {
        return new CteEnvironment(cteName, node, body, columnNames, this);
    }

    /** The source a FROM reference to {@code tableName} makes when it names a CTE, or null. */
    DerivedSource sourceFor(String tableName, String alias, SqlNode tableNode) {
        for (CteEnvironment e = this; e != null && e.name != null; e = e.next) {
            if (e.name.equalsIgnoreCase(tableName)) {
                return new DerivedSource(alias, tableNode, e.inner, e.columns, true);
            }
        }
        return null;
    }
}
