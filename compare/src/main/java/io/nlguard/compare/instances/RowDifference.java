package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The first row that tells two results apart.
 *
 * @param side     {@code actual} or {@code expected}: the result the row is in
 * @param rowIndex its 0-based position in that result
 * @param row      its cells: numbers, strings, booleans, null; dates and times as ISO text
 * @param reason   {@code missing}: the row is in this result only (as often as it appears); {@code order}:
 *                 both results hold the same rows and this one is where their order parts
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RowDifference(
        @JsonProperty("side") String side,
        @JsonProperty("row_index") int rowIndex,
        @JsonProperty("row") List<Object> row,
        @JsonProperty("reason") String reason) {

    public RowDifference {
        row = Collections.unmodifiableList(new ArrayList<>(row)); // cells may be null
    }
}
