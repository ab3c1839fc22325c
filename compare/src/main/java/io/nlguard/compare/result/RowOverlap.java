package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The details behind {@code row_overlap}: the bag matching of rows on the aligned columns.
 *
 * @param matchedRows            {@code matched_rows}: rows paired one to one with an equal row (duplicates count)
 * @param matchedWithinTolerance {@code matched_within_tolerance}: of those, pairs equal only thanks to the tolerance
 * @param precision              matched / actual rows (1 when the actual result is empty)
 * @param recall                 matched / expected rows (1 when the expected result is empty)
 * @param f1                     2 · matched / (actual rows + expected rows); 1 when both are empty. This is {@code row_overlap}.
 * @param jaccard                matched / (actual rows + expected rows − matched); 1 when both are empty
 */
public record RowOverlap(
        @JsonProperty("matched_rows") int matchedRows,
        @JsonProperty("matched_within_tolerance") int matchedWithinTolerance,
        @JsonProperty("precision") double precision,
        @JsonProperty("recall") double recall,
        @JsonProperty("f1") double f1,
        @JsonProperty("jaccard") double jaccard) {

    static RowOverlap of(int matched, int withinTolerance, int actualRows, int expectedRows) {
        return new RowOverlap(matched, withinTolerance, Ratios.share(matched, actualRows), Ratios.share(matched, expectedRows),
                Ratios.f1(matched, actualRows, expectedRows), Ratios.jaccard(matched, actualRows, expectedRows));
    }
}
