package io.nlguard.compare.diagnose;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.label.Label;

/**
 * One attribute's entry in {@code per_column_mismatch_map}: how often its cells differ over the
 * paired rows, and how bad that is.
 *
 * @param actualColumn     the actual result's column, null when the expected column has no partner
 * @param expectedColumn   the expected result's column, null for an extra actual column
 * @param status           {@code match}, {@code mismatch}, {@code missing} (expected column without partner)
 *                         or {@code extra} (actual column without partner)
 * @param mismatchRate     {@code mismatch_rate}: differing cells / compared cells; 1 for missing and extra columns
 * @param comparedCells    {@code compared_cells}: paired rows compared in this column
 * @param mismatchedCells  {@code mismatched_cells}
 * @param nullsActual      {@code nulls_actual}: NULLs in the actual column (null when unaligned)
 * @param nullsExpected    {@code nulls_expected}: NULLs in the expected column (null when unaligned)
 * @param severity         {@code severity}: none (rate 0), low (up to 10%), medium (up to 50%), high (above 50%,
 *                         or a missing or extra column)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ColumnMismatch(
        @JsonProperty("actual_column") String actualColumn,
        @JsonProperty("expected_column") String expectedColumn,
        @JsonProperty("status") Status status,
        @JsonProperty("mismatch_rate") double mismatchRate,
        @JsonProperty("compared_cells") int comparedCells,
        @JsonProperty("mismatched_cells") int mismatchedCells,
        @JsonProperty("nulls_actual") Integer nullsActual,
        @JsonProperty("nulls_expected") Integer nullsExpected,
        @JsonProperty("severity") Severity severity) {

    /** Whether the column lines up and how. */
    public enum Status implements Label {
        MATCH, MISMATCH, MISSING, EXTRA;
    }

    /** How much a column's mismatch weighs. */
    public enum Severity implements Label {
        NONE, LOW, MEDIUM, HIGH;

        static Severity of(double mismatchRate) {
            return mismatchRate == 0 ? NONE : mismatchRate <= 0.1 ? LOW : mismatchRate <= 0.5 ? MEDIUM : HIGH;
        }
    }

    /** Whether the column contributes to the mismatch. */
    public boolean differs() {
        return status != Status.MATCH;
    }
}
