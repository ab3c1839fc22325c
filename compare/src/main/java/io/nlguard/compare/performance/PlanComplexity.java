package io.nlguard.compare.performance;

import java.util.Map;

import io.nlguard.compare.validate.PlanMetadata;

/**
 * {@code plan_complexity_score}: the weighted count of the expensive operators of a PostgreSQL plan.
 * Full scans, hash joins and sorts weigh 1, a nested loop 1.5 (quadratic when its inner side is not
 * indexed), a merge join and a hash or sorted aggregate 0.5, a materialize 0.5; every other node
 * (index scans, limits, results) weighs 0.
 */
final class PlanComplexity {

    static final Map<String, Double> WEIGHTS = Map.of(
            "Seq Scan", 1.0,
            "Hash Join", 1.0,
            "Sort", 1.0,
            "Incremental Sort", 1.0,
            "Nested Loop", 1.5,
            "Merge Join", 0.5,
            "Aggregate", 0.5,
            "HashAggregate", 0.5,
            "Materialize", 0.5);

    private PlanComplexity() {
    }

    static double score(PlanMetadata plan) {
        double score = 0;
        for (Map.Entry<String, Integer> node : plan.nodeTypes().entrySet()) {
            score += WEIGHTS.getOrDefault(node.getKey(), 0.0) * node.getValue();
        }
        return score;
    }
}
