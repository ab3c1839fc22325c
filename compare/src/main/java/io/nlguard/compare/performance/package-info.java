/**
 * The optional performance metrics: {@link io.nlguard.compare.performance.PerformanceMetrics} derives
 * {@code execution_time_ratio}, {@code resource_cost_score} and {@code plan_complexity_score} from
 * Layer 1's timings and EXPLAIN plans, with a noise warning when the timings cannot tell the queries
 * apart, and blocks them (null) when a query failed to run.
 */
package io.nlguard.compare.performance;
