package io.nlguard.compare.performance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.nlguard.compare.structure.AnalyzedQuery;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.compare.validate.ErrorCause;
import io.nlguard.compare.validate.ExecutionError;
import io.nlguard.compare.validate.ExecutionResult;
import io.nlguard.compare.validate.PlanMetadata;
import io.nlguard.compare.validate.QueryValidation;
import io.nlguard.compare.validate.ValidationResult;

/** The derived performance metrics and the noise rule, on Layer 1 outputs built by hand. */
class PerformanceMetricsTest {

    private static final ResultTable ONE_ROW = ResultTable.builder("x").row(1).build();

    private static QueryValidation ran(double millis, PlanMetadata plan) {
        return new QueryValidation(null, AnalyzedQuery.parse("select 1", null), List.of(), ExecutionResult.succeeded(ONE_ROW, millis),
                plan);
    }

    private static PlanMetadata plan(double cost, Map<String, Integer> nodes) {
        return new PlanMetadata(0, cost, 10, 4, nodes, "[]");
    }

    @Test
    void theRatiosAndTheComplexityAreDerived() {
        PerformanceScores scores = PerformanceMetrics.of(new ValidationResult(
                ran(40, plan(300, Map.of("Hash Join", 1, "Seq Scan", 2, "Sort", 1))),
                ran(10, plan(100, Map.of("Index Scan", 1, "Nested Loop", 1)))));

        assertEquals(4.0, scores.executionTimeRatio());
        assertEquals(3.0, scores.resourceCostScore());
        assertEquals(4.0, scores.planComplexityScore(), "hash join 1 + two full scans 2 + sort 1");
        assertEquals(1.5, scores.planComplexityExpected(), "an index scan is free, a nested loop weighs 1.5");
        assertEquals(Boolean.TRUE, scores.timingComparable());
        assertTrue(scores.warnings().isEmpty(), scores.warnings().toString());
    }

    @Test
    void tinyTimingsAreNotComparable() {
        PerformanceScores scores = PerformanceMetrics.of(new ValidationResult(ran(2, plan(1, Map.of())), ran(0.5, plan(1, Map.of()))));

        assertEquals(4.0, scores.executionTimeRatio(), "still reported");
        assertFalse(scores.timingComparable());
        assertTrue(scores.warnings().get(0).contains("under 5 ms"), scores.warnings().toString());
    }

    @Test
    void closeTimingsAreWithinNoise() {
        PerformanceScores scores = PerformanceMetrics.of(new ValidationResult(ran(110, plan(1, Map.of())), ran(100, plan(1, Map.of()))));

        assertFalse(scores.timingComparable());
        assertTrue(scores.warnings().get(0).contains("within run-to-run noise"), scores.warnings().toString());
    }

    @Test
    void aMissingPlanLeavesThePlanMetricsOutWithAWarning() {
        PerformanceScores scores = PerformanceMetrics.of(new ValidationResult(ran(50, null), ran(10, plan(5, Map.of()))));

        assertNull(scores.resourceCostScore());
        assertNull(scores.planComplexityScore());
        assertTrue(scores.warnings().stream().anyMatch(w -> w.contains("no EXPLAIN plan for the actual query")));
    }

    @Test
    void aFailedExecutionBlocksEveryMetric() {
        QueryValidation failed = new QueryValidation(null, AnalyzedQuery.parse("select x", null), List.of(),
                ExecutionResult.failed(new ExecutionError(ErrorCategory.MISSING_COLUMN, "no x", "42703",
                        ErrorCause.DATABASE_ERROR), 1.0), null);
        PerformanceScores scores = PerformanceMetrics.of(new ValidationResult(ran(10, plan(1, Map.of())), failed));

        assertNull(scores.executionTimeRatio());
        assertNull(scores.resourceCostScore());
        assertNull(scores.planComplexityScore());
        assertEquals("execution_failure", scores.blockedReason());
    }
}
