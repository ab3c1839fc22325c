package io.nlguard.compare.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code schema_match}: the two output relations' attributes compared through the column alignment.
 *
 * @param match               whether the schemas agree as far as the configuration asks: same column count, names
 *                            equal if required, in order if required; in {@code exact} mode all four of count,
 *                            names, order and types
 * @param countMatch          {@code count_match}: same number of columns
 * @param namesMatch          {@code names_match}: same count and every aligned pair has the same name (case-insensitive)
 * @param orderMatch          {@code order_match}: same count, and aligning the columns by name and values (whatever
 *                            the configuration) pairs each with the one at its own position
 * @param typesMatch          {@code types_match}: same count and every aligned pair has the same PostgreSQL type
 * @param columnAlignment     {@code column_alignment}: the pairs, in expected column order
 * @param unalignedActual     {@code unaligned_actual}: actual columns without a partner (extra columns)
 * @param unalignedExpected   {@code unaligned_expected}: expected columns without a partner (missing columns)
 */
public record SchemaMatch(
        @JsonProperty("match") boolean match,
        @JsonProperty("column_count_actual") int columnCountActual,
        @JsonProperty("column_count_expected") int columnCountExpected,
        @JsonProperty("count_match") boolean countMatch,
        @JsonProperty("names_match") boolean namesMatch,
        @JsonProperty("order_match") boolean orderMatch,
        @JsonProperty("types_match") boolean typesMatch,
        @JsonProperty("column_alignment") List<ColumnPair> columnAlignment,
        @JsonProperty("unaligned_actual") List<String> unalignedActual,
        @JsonProperty("unaligned_expected") List<String> unalignedExpected) {

    public SchemaMatch {
        columnAlignment = List.copyOf(columnAlignment);
        unalignedActual = List.copyOf(unalignedActual);
        unalignedExpected = List.copyOf(unalignedExpected);
    }
}
