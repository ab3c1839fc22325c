package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The NULLs of one aligned column pair.
 *
 * @param positionsMatch {@code positions_match}: in the ordered modes, whether the NULLs stand in the same rows
 *                       (rows beyond the shorter result not counted); null in the order-insensitive mode
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ColumnNulls(
        @JsonProperty("actual_column") String actualColumn,
        @JsonProperty("expected_column") String expectedColumn,
        @JsonProperty("nulls_actual") int nullsActual,
        @JsonProperty("nulls_expected") int nullsExpected,
        @JsonProperty("positions_match") Boolean positionsMatch) {

    boolean consistent() {
        return nullsActual == nullsExpected && !Boolean.FALSE.equals(positionsMatch);
    }
}
