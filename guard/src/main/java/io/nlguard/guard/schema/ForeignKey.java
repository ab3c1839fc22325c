package io.nlguard.guard.schema;

import java.util.List;

/**
 * A declared foreign key: {@code fromTable(fromColumns)} references {@code toTable(toColumns)},
 * columns paired by position.
 */
public record ForeignKey(TableName fromTable, List<String> fromColumns, TableName toTable, List<String> toColumns) {

    public ForeignKey {
        fromColumns = List.copyOf(fromColumns);
        toColumns = List.copyOf(toColumns);
        if (fromColumns.size() != toColumns.size()) {
            throw new IllegalArgumentException("foreign key column lists differ in length: " + fromColumns + " -> " + toColumns);
        }
    }
}
