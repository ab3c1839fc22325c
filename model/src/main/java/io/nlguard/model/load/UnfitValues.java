package io.nlguard.model.load;

import java.util.List;

/**
 * The values of one column that PostgreSQL would not take as the column's type (an empty string in a
 * {@code numeric} column, {@code '2009'} in a {@code timestamp} one), loaded as NULL.
 *
 * @param table        the table as the SQLite file names it
 * @param column       the column as the SQLite file names it
 * @param postgresType the column's PostgreSQL type (from tables.json)
 * @param declaredType the type the SQLite {@code CREATE TABLE} declares, empty when none
 * @param count        how many values did not fit
 * @param examples     up to two of them, as SQLite renders them as text
 */
public record UnfitValues(String table, String column, String postgresType, String declaredType, long count,
        List<String> examples) {

    public UnfitValues {
        examples = List.copyOf(examples);
    }
}
