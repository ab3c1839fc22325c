package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.sql.SqlNode;

/** A source whose columns cannot be known here: a set-returning function, VALUES without column names. */
public record OpaqueSource(String alias, SqlNode node, List<String> columnNames) implements Source {

    @Override
    public Boolean hasColumn(String name, boolean quoted) {
        if (columnNames == null || columnNames.isEmpty()) {
            return null;
        }
        for (String column : columnNames) {
            if (column.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String describe() {
        return node.type().label().toLowerCase(java.util.Locale.ROOT) + " " + alias;
    }
}
