package io.nlguard.compare.instances;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import io.nlguard.compare.validate.ExecutionError;

/**
 * What happened on one instance.
 *
 * @param index            0-based position of the instance in the run
 * @param profile          the shape it was generated with: {@code empty}, {@code few_rows}, {@code nulls},
 *                         {@code duplicates}, {@code boundaries}, {@code mixed}
 * @param status           agree / differ / inconclusive / skipped
 * @param description      a short sentence: the row counts of the results and the first differing row, an
 *                         error, or why the instance was skipped
 * @param rowCounts        {@code row_counts}: rows per table of the instance (absent when skipped)
 * @param dataDigest       {@code data_digest}: fingerprint of the generated data; equal digests mean equal data
 * @param actualRows       {@code actual_rows}: rows the actual query returned, when it ran
 * @param expectedRows     {@code expected_rows}: rows the expected query returned, when it ran
 * @param firstDifference  {@code first_differing_row}, when the results differ
 * @param orderOnly        {@code order_only}: when they differ, whether only the row order does (the rows are
 *                         equal as a bag)
 * @param actualError      {@code execution_error_actual}: the actual query's error on this instance
 * @param expectedError    {@code execution_error_expected}: the expected query's error on this instance
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"index", "profile", "status", "description", "row_counts", "data_digest", "actual_rows",
        "expected_rows", "first_differing_row", "order_only", "execution_error_actual", "execution_error_expected"})
public record InstanceOutcome(
        @JsonProperty("index") int index,
        @JsonProperty("profile") String profile,
        @JsonProperty("status") OutcomeStatus status,
        @JsonProperty("description") String description,
        @JsonProperty("row_counts") Map<String, Integer> rowCounts,
        @JsonProperty("data_digest") String dataDigest,
        @JsonProperty("actual_rows") Integer actualRows,
        @JsonProperty("expected_rows") Integer expectedRows,
        @JsonProperty("first_differing_row") RowDifference firstDifference,
        @JsonProperty("order_only") Boolean orderOnly,
        @JsonProperty("execution_error_actual") ExecutionError actualError,
        @JsonProperty("execution_error_expected") ExecutionError expectedError) {

    public InstanceOutcome {
        rowCounts = rowCounts == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(rowCounts));
    }

    static InstanceOutcome skipped(int index, InstanceProfile profile, String reason) {
        return new InstanceOutcome(index, profile.name(), OutcomeStatus.SKIPPED, reason, null, null, null, null, null,
                null, null, null);
    }

    /** Whether the instance differs in more than row order. */
    boolean differsInContent() {
        return status == OutcomeStatus.DIFFER && !Boolean.TRUE.equals(orderOnly);
    }
}
