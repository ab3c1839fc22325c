package io.nlguard.nl.contract;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** A quoted value of the question and a column of a compatible type that may hold it. */
public record ValueHint(String value, Table table, Column column, double score) {

    /** {@code 'Oslo' → customers.city}. */
    public String describe() {
        return "'" + value.replace("'", "''") + "' → " + table.name().name() + "." + column.name();
    }
}
