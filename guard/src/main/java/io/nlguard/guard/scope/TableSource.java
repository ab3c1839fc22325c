package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.sql.SqlNode;

/**
 * A table or view of the catalog. {@code table} is null when the catalog does not know the name:
 * either a system relation ({@code pg_class}, {@code information_schema.columns}), which the guard
 * does not model, or an unknown table, which the lint rules report.
 */
public record TableSource(String alias, SqlNode node, Table table, boolean system) implements Source {

    public boolean isKnown() {
        return table != null;
    }

    @Override
    public List<String> columnNames() {
        if (table == null) {
            return null;
        }
        List<String> names = new ArrayList<>(table.columns().size());
        for (Column column : table.columns()) {
            names.add(column.name());
        }
        return names;
    }

    @Override
    public Boolean hasColumn(String name, boolean quoted) {
        return table == null ? null : table.column(name, quoted).isPresent();
    }

    public Column column(String name, boolean quoted) {
        return table == null ? null : table.column(name, quoted).orElse(null);
    }

    @Override
    public String describe() {
        String tableName = node.name();
        return alias.equalsIgnoreCase(tableName) ? "table " + tableName : "table " + tableName + " AS " + alias;
    }
}
