package io.nlguard.nl.values;

import java.util.List;

/**
 * The values read of one catalog's text columns.
 *
 * @param columns the columns read, with their values
 * @param skipped text columns not read: their statement failed or timed out, or the budget ran out
 */
public record CatalogValues(List<ColumnValues> columns, int skipped) {

    public static final CatalogValues NONE = new CatalogValues(List.of(), 0);

    public CatalogValues {
        columns = List.copyOf(columns);
    }

    public int values() {
        return columns.stream().mapToInt(c -> c.values().size()).sum();
    }
}
