package io.nlguard.compare.performance;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * {@code performance_scores}: the design's optional performance metrics and what they rest on. Each
 * metric is null when it cannot be had; all are null when an execution failed (precedence rule 6),
 * and then {@code blocked_reason} says so.
 *
 * @param executionTimeRatio     {@code execution_time_ratio}: execution_time_actual_ms / execution_time_expected_ms
 * @param resourceCostScore      {@code resource_cost_score}: the planner's total cost of actual_sql / that of
 *                               expected_sql (EXPLAIN); above 1 the actual query is estimated costlier
 * @param planComplexityScore    {@code plan_complexity_score}: the weighted count of expensive operators in the
 *                               actual plan ({@link PlanComplexity})
 * @param planComplexityExpected {@code plan_complexity_expected}: the same count for the expected plan
 * @param totalCostActual        {@code total_cost_actual}: EXPLAIN's total cost of actual_sql
 * @param totalCostExpected      {@code total_cost_expected}
 * @param timingComparable       {@code timing_comparable}: false when the timings are too small or too close to tell
 *                               apart from run-to-run noise ({@link PerformanceMetrics})
 * @param blockedReason          {@code blocked_reason}: {@code execution_failure} when blocked by rule 6
 * @param warnings               why a figure is missing or not to be trusted
 */
@JsonPropertyOrder({"execution_time_ratio", "resource_cost_score", "plan_complexity_score", "plan_complexity_expected",
        "total_cost_actual", "total_cost_expected", "timing_comparable", "blocked_reason", "warnings"})
public record PerformanceScores(
        @JsonProperty("execution_time_ratio") Double executionTimeRatio,
        @JsonProperty("resource_cost_score") Double resourceCostScore,
        @JsonProperty("plan_complexity_score") Double planComplexityScore,
        @JsonProperty("plan_complexity_expected") Double planComplexityExpected,
        @JsonProperty("total_cost_actual") Double totalCostActual,
        @JsonProperty("total_cost_expected") Double totalCostExpected,
        @JsonProperty("timing_comparable") Boolean timingComparable,
        @JsonProperty("blocked_reason") String blockedReason,
        @JsonProperty("warnings") List<String> warnings) {

    public PerformanceScores {
        warnings = List.copyOf(warnings);
    }

    /** Every metric null: an execution failed (rule 6). */
    static PerformanceScores blocked(String reason) {
        return new PerformanceScores(null, null, null, null, null, null, null, reason,
                List.of("performance metrics are blocked: a query did not run"));
    }
}
