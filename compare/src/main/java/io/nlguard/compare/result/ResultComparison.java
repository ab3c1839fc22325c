package io.nlguard.compare.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import io.nlguard.compare.request.NullEqualityMode;

/**
 * Layer 3's outputs under the glossary's names, with the details behind each graded value.
 *
 * @param resultEqualityFamily {@code result_equality_family}: the configured mode's pass/fail
 * @param schemaMatch          {@code schema_match}
 * @param rowOverlap           {@code row_overlap}: F1 of the bag matching of rows on the aligned columns
 * @param rowOverlapDetails    {@code row_overlap_details}
 * @param cellOverlap          {@code cell_overlap}: F1 of equal cells after row and column alignment
 * @param cellOverlapDetails   {@code cell_overlap_details}
 * @param cardinalityMatch     {@code cardinality_match}
 * @param numericToleranceMatch {@code numeric_tolerance_match}
 * @param nullHandlingMatch    {@code null_handling_match}: every aligned column pair has consistent NULLs
 * @param nullEqualityMode     {@code null_equality_mode}: the NULL rule the comparison used
 * @param nullHandlingDetails  {@code null_handling_details}: the NULLs per aligned column pair
 * @param columnCellMatches    {@code column_cell_matches}: equal cells per aligned column pair
 * @param warnings             what makes the figures less than the whole truth (truncated results, a bounded alignment)
 */
@JsonPropertyOrder({"result_equality_family", "schema_match", "row_overlap", "row_overlap_details", "cell_overlap",
        "cell_overlap_details", "cardinality_match", "numeric_tolerance_match", "null_handling_match",
        "null_equality_mode", "null_handling_details", "column_cell_matches", "warnings"})
public record ResultComparison(
        @JsonProperty("result_equality_family") ResultEqualityFamily resultEqualityFamily,
        @JsonProperty("schema_match") SchemaMatch schemaMatch,
        @JsonProperty("row_overlap") double rowOverlap,
        @JsonProperty("row_overlap_details") RowOverlap rowOverlapDetails,
        @JsonProperty("cell_overlap") double cellOverlap,
        @JsonProperty("cell_overlap_details") CellOverlap cellOverlapDetails,
        @JsonProperty("cardinality_match") CardinalityMatch cardinalityMatch,
        @JsonProperty("numeric_tolerance_match") NumericToleranceMatch numericToleranceMatch,
        @JsonProperty("null_handling_match") boolean nullHandlingMatch,
        @JsonProperty("null_equality_mode") NullEqualityMode nullEqualityMode,
        @JsonProperty("null_handling_details") List<ColumnNulls> nullHandlingDetails,
        @JsonProperty("column_cell_matches") List<ColumnCellMatch> columnCellMatches,
        @JsonProperty("warnings") List<String> warnings) {

    public ResultComparison {
        nullHandlingDetails = List.copyOf(nullHandlingDetails);
        columnCellMatches = List.copyOf(columnCellMatches);
        warnings = List.copyOf(warnings);
    }

    /** {@code result_equality_family.mode_pass}. */
    public boolean modePass() {
        return resultEqualityFamily.modePass();
    }
}
