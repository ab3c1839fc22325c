package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The details behind {@code cell_overlap}: cells (attribute × tuple) equal in paired rows and paired
 * columns, over all cells of each result, so extra or missing rows and columns lower it.
 *
 * @param matchedCells     {@code matched_cells}: equal cells over every row pair and column pair
 * @param cellsActual      {@code cells_actual}: rows × columns of the actual result
 * @param cellsExpected    {@code cells_expected}: rows × columns of the expected result
 * @param f1               2 · matched / (cells_actual + cells_expected); 1 when both have no cells. This is {@code cell_overlap}.
 * @param rowPairs         {@code row_pairs}: row pairs compared: the bag-matched ones plus the aligned leftovers
 * @param alignedRowPairs  {@code aligned_row_pairs}: of those, pairs of unequal rows found by the alignment
 * @param alignmentBounded {@code alignment_bounded}: more unmatched rows than {@code max_rows_for_cell_alignment}
 *                         were left, so some were paired by a key column or by order rather than by best match
 */
public record CellOverlap(
        @JsonProperty("matched_cells") long matchedCells,
        @JsonProperty("cells_actual") long cellsActual,
        @JsonProperty("cells_expected") long cellsExpected,
        @JsonProperty("precision") double precision,
        @JsonProperty("recall") double recall,
        @JsonProperty("f1") double f1,
        @JsonProperty("row_pairs") int rowPairs,
        @JsonProperty("aligned_row_pairs") int alignedRowPairs,
        @JsonProperty("alignment_bounded") boolean alignmentBounded) {
}
