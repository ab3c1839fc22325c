package io.nlguard.nl.retrieve;

import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * A table of the schema context and the columns kept of it, in the table's order.
 *
 * @param expanded reached by foreign-key expansion rather than ranked in
 */
public record ChosenTable(Table table, List<Column> columns, boolean expanded) {

    public ChosenTable {
        columns = List.copyOf(columns);
    }
}
