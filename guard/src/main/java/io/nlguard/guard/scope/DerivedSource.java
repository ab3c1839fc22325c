package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.sql.SqlNode;

/** A derived table {@code (SELECT ...) AS x} or a CTE: its columns are the inner query's output columns. */
public record DerivedSource(String alias, SqlNode node, Scope inner, List<String> columnNames, boolean cte)
        implements Source {

    @Override
    public Boolean hasColumn(String name, boolean quoted) {
        if (columnNames == null) {
            return null;
        }
        for (String column : columnNames) {
            if (quoted ? column.equals(name) : column.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** How many output columns carry this name (a star over a join can produce the same name twice). */
    public int countColumn(String name) {
        int count = 0;
        if (columnNames != null) {
            for (String column : columnNames) {
                count += column.equalsIgnoreCase(name) ? 1 : 0;
            }
        }
        return count;
    }

    @Override
    public String describe() {
        return (cte ? "CTE " : "derived table ") + alias;
    }
}
