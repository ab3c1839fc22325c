package io.nlguard.compare.instances;

import java.util.List;

import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.TableName;

/**
 * A table to recreate and fill in every instance.
 *
 * @param name        the real table (the source of {@code CREATE TABLE ... (LIKE ...)})
 * @param columns     its columns in ordinal order
 * @param uniqueSets  the column sets of its primary key and its unique indexes (whole-column, not partial)
 * @param foreignKeys its foreign keys to other copied tables (or itself)
 */
record TableSpec(TableName name, List<ColumnSpec> columns, List<List<String>> uniqueSets, List<ForeignKey> foreignKeys) {

    TableSpec {
        columns = List.copyOf(columns);
        uniqueSets = uniqueSets.stream().map(List::copyOf).toList();
        foreignKeys = List.copyOf(foreignKeys);
    }

    ColumnSpec column(String columnName) {
        for (ColumnSpec column : columns) {
            if (column.name().equals(columnName)) {
                return column;
            }
        }
        throw new IllegalArgumentException(name + " has no column " + columnName);
    }
}
