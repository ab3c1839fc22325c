package io.nlguard.nl.values;

import java.time.Duration;

/**
 * What reading values may cost. A column's values come from a prefix of its table (at most
 * {@code scanRows} non-null rows, the first ones a sequential scan meets), so a table of a billion rows costs
 * what one of {@code scanRows} does; each statement is bounded by a query timeout, and the whole read by a
 * budget after which the remaining columns are skipped.
 *
 * @param perColumn        the most distinct values kept per column ({@code nlguard.nl.values-per-column})
 * @param maxLength        longer texts are no values a question names (descriptions, comments, bodies)
 * @param scanRows         the rows of the table read per column before DISTINCT
 * @param statementTimeout the bound on one column's statement
 * @param budget           the bound on reading the whole catalog
 * @param maxColumns       the most text columns read
 * @param maxValues        the most values read in all: the index keeps about 190 bytes of heap a value, so
 *                         this bounds a snapshot's value index (200,000 values: about 38 MB)
 */
public record ValueBounds(int perColumn, int maxLength, int scanRows, Duration statementTimeout, Duration budget,
                          int maxColumns, int maxValues) {

    /** The most values of a snapshot's index. */
    public static final int MAX_VALUES = 200_000;

    /** Rows scanned per distinct value wanted: enough for a column that repeats its values. */
    private static final int SCAN_FACTOR = 20;

    public ValueBounds {
        if (perColumn < 0 || maxLength < 1 || scanRows < 1 || maxColumns < 0 || maxValues < 0) {
            throw new IllegalArgumentException(
                    "perColumn >= 0, maxLength >= 1, scanRows >= 1, maxColumns >= 0, maxValues >= 0");
        }
    }

    /**
     * The bounds of the pipeline: 100 characters, 20 rows scanned per value kept, 2 s per column, 10 s, 2,000
     * columns and {@value #MAX_VALUES} values in all.
     */
    public static ValueBounds of(int perColumn) {
        return new ValueBounds(perColumn, 100, Math.max(1, perColumn * SCAN_FACTOR), Duration.ofSeconds(2),
                Duration.ofSeconds(10), 2000, MAX_VALUES);
    }
}
