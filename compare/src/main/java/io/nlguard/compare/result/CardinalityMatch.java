package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code cardinality_match}: the row counts, with the design's absolute delta and relative ratio.
 *
 * @param match         same number of rows
 * @param delta         actual − expected rows: positive for too many (fan-out), negative for too few
 * @param absoluteDelta {@code absolute_delta}: |delta|
 * @param ratio         actual / expected rows; 1 when both are empty, null when only the expected result is
 */
public record CardinalityMatch(
        @JsonProperty("match") boolean match,
        @JsonProperty("actual_rows") int actualRows,
        @JsonProperty("expected_rows") int expectedRows,
        @JsonProperty("delta") int delta,
        @JsonProperty("absolute_delta") int absoluteDelta,
        @JsonProperty("ratio") Double ratio) {

    static CardinalityMatch of(int actualRows, int expectedRows) {
        Double ratio = null;
        if (expectedRows > 0) {
            ratio = (double) actualRows / expectedRows;
        } else if (actualRows == 0) {
            ratio = 1.0;
        }
        return new CardinalityMatch(actualRows == expectedRows, actualRows, expectedRows, actualRows - expectedRows,
                Math.abs(actualRows - expectedRows), ratio);
    }
}
