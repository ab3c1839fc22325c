package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How the cells of one aligned column pair compared over the paired rows: the raw material of a
 * per-column mismatch map.
 *
 * @param comparedCells {@code compared_cells}: paired rows, each giving one cell pair in this column
 * @param matchedCells  {@code matched_cells}: of those, equal cells
 */
public record ColumnCellMatch(
        @JsonProperty("actual_column") String actualColumn,
        @JsonProperty("expected_column") String expectedColumn,
        @JsonProperty("compared_cells") int comparedCells,
        @JsonProperty("matched_cells") int matchedCells) {

    /** Share of compared cells that differ; 0 when none were compared. */
    @JsonProperty("mismatch_rate")
    public double mismatchRate() {
        return comparedCells == 0 ? 0.0 : (double) (comparedCells - matchedCells) / comparedCells;
    }
}
