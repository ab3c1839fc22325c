package io.nlguard.nl.values;

import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** The distinct values read of one text column, as the database stores them. */
public record ColumnValues(Table table, Column column, List<String> values) {

    public ColumnValues {
        values = List.copyOf(values);
    }
}
