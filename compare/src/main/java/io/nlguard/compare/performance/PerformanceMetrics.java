package io.nlguard.compare.performance;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.compare.validate.PlanMetadata;
import io.nlguard.compare.validate.ValidationResult;

/**
 * The optional performance metrics ({@code enable_performance_metrics}), from Layer 1's timings and
 * EXPLAIN plans. Blocked (every metric null) when either query failed to run: precedence rule 6.
 *
 * <p><b>Noise rule.</b> Each query runs once, so a timing carries cache state, JIT and network
 * jitter. The timings are reported as not comparable ({@code timing_comparable = false}, with a
 * warning) when both are under {@link #MIN_MEANINGFUL_MS} ms (fixed overheads dominate) or when
 * their ratio lies within {@link #NOISE_BAND} of 1 either way ([0.8, 1.25]: single runs of the same
 * work differ that much). The ratio is still given. The planner's costs do not vary between runs but
 * rest on the table statistics; a missing plan is warned about too.
 */
public final class PerformanceMetrics {

    /** Below this many milliseconds, both timings are mostly overhead. */
    public static final double MIN_MEANINGFUL_MS = 5.0;
    /** A ratio within 1 ± this share (and its inverse) is within run-to-run noise. */
    public static final double NOISE_BAND = 0.25;

    private PerformanceMetrics() {
    }

    public static PerformanceScores of(ValidationResult validity) {
        if (!validity.executionSuccessActual() || !validity.executionSuccessExpected()) {
            return PerformanceScores.blocked("execution_failure");
        }
        List<String> warnings = new ArrayList<>();
        Double ratio = timeRatio(validity.executionTimeActualMs(), validity.executionTimeExpectedMs(), warnings);
        boolean comparable = comparable(validity.executionTimeActualMs(), validity.executionTimeExpectedMs(), ratio, warnings);
        PlanMetadata actual = validity.planActual();
        PlanMetadata expected = validity.planExpected();
        if (actual == null || expected == null) {
            warnings.add("no EXPLAIN plan for the " + (actual == null ? expected == null ? "actual and expected queries"
                    : "actual query" : "expected query") + ": resource_cost_score and plan_complexity_score are missing");
        }
        Double cost = actual == null || expected == null || expected.totalCost() <= 0 ? null
                : actual.totalCost() / expected.totalCost();
        return new PerformanceScores(ratio, cost, actual == null ? null : PlanComplexity.score(actual),
                expected == null ? null : PlanComplexity.score(expected), actual == null ? null : actual.totalCost(),
                expected == null ? null : expected.totalCost(), comparable, null, warnings);
    }

    private static Double timeRatio(Double actualMs, Double expectedMs, List<String> warnings) {
        if (actualMs == null || expectedMs == null || expectedMs <= 0) {
            warnings.add("no execution_time_ratio: a timing is missing or zero");
            return null;
        }
        return actualMs / expectedMs;
    }

    private static boolean comparable(Double actualMs, Double expectedMs, Double ratio, List<String> warnings) {
        if (ratio == null) {
            return false;
        }
        if (actualMs < MIN_MEANINGFUL_MS && expectedMs < MIN_MEANINGFUL_MS) {
            warnings.add(String.format("both queries ran in under %.0f ms: execution_time_ratio is dominated by"
                    + " overhead and noise (single runs, cache state)", MIN_MEANINGFUL_MS));
            return false;
        }
        if (ratio >= 1 / (1 + NOISE_BAND) && ratio <= 1 + NOISE_BAND) {
            warnings.add(String.format("execution_time_ratio %.2f is within run-to-run noise (%.2f to %.2f)", ratio,
                    1 / (1 + NOISE_BAND), 1 + NOISE_BAND));
            return false;
        }
        return true;
    }
}
