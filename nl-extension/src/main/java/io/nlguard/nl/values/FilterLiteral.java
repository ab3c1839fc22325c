package io.nlguard.nl.values;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** A string literal a query's filter compares a text column with ({@code city = 'Oslo'}, {@code city IN ('Oslo')}). */
public record FilterLiteral(Table table, Column column, String literal) {

    public String describe() {
        return "'" + literal + "' for " + table.name().name() + "." + column.name();
    }
}
