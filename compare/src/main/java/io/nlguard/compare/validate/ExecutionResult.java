package io.nlguard.compare.validate;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;

/**
 * What executing one statement gave: the rows, or the error.
 *
 * @param success         whether the statement ran without error
 * @param error           the error when it did not, else null
 * @param executionTimeMs {@code execution_time_ms}: wall-clock time from sending the statement to reading its
 *                        last row, in milliseconds; null when it was not sent
 * @param table           the materialized result when it ran (an internal intermediate: not serialized)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExecutionResult(
        @JsonProperty("success") boolean success,
        @JsonProperty("error") ExecutionError error,
        @JsonProperty("execution_time_ms") Double executionTimeMs,
        @JsonIgnore ResultTable table) {

    public static ExecutionResult succeeded(ResultTable table, double millis) {
        return new ExecutionResult(true, null, millis, table);
    }

    public static ExecutionResult failed(ExecutionError error, Double millis) {
        return new ExecutionResult(false, error, millis, null);
    }

    /** The output relation's schema (names and PostgreSQL types), or null when the statement failed. */
    @JsonProperty("schema")
    public List<ResultColumn> schema() {
        return table == null ? null : table.columns();
    }
}
