package io.nlguard.compare.score;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The weights of the Scoring Strategy's blends. The design asks for explicit defaults and gives
 * none; {@link #DEFAULT} is:
 * <ul>
 *   <li>{@code structure_score} = 0.3 · normalized_sql_match + 0.3 · clause_match (share of the clauses
 *       either query has that match) + 0.4 · clause_weighted_similarity (1 − clause_weighted_distance);</li>
 *   <li>{@code result_score} = 0.20 · schema + 0.30 · row_overlap + 0.20 · cell_overlap + 0.15 · cardinality
 *       (smaller row count / larger) + 0.10 · numeric tolerance (share of number pairs within tolerance)
 *       + 0.05 · null_handling_match; {@code mode_pass} is the gate, not an input;</li>
 *   <li>{@code overall_score} = 0.3 · structure_score + 0.7 · result_score: what a query returns counts
 *       more than how it is written.</li>
 * </ul>
 * Each blend divides by the sum of its own weights, so they need not sum to 1.
 */
public record ScoringWeights(
        @JsonProperty("normalized_sql_match") double normalizedSqlMatch,
        @JsonProperty("clause_match") double clauseMatch,
        @JsonProperty("clause_weighted_similarity") double clauseWeightedSimilarity,
        @JsonProperty("schema_match") double schemaMatch,
        @JsonProperty("row_overlap") double rowOverlap,
        @JsonProperty("cell_overlap") double cellOverlap,
        @JsonProperty("cardinality_match") double cardinalityMatch,
        @JsonProperty("numeric_tolerance_match") double numericToleranceMatch,
        @JsonProperty("null_handling_match") double nullHandlingMatch,
        @JsonProperty("structure_score") double structureScore,
        @JsonProperty("result_score") double resultScore) {

    public static final ScoringWeights DEFAULT = new ScoringWeights(0.3, 0.3, 0.4, 0.20, 0.30, 0.20, 0.15, 0.10, 0.05,
            0.3, 0.7);

    /** @throws IllegalArgumentException for a negative or non-finite weight, or a blend whose weights are all 0 */
    public ScoringWeights {
        double[] all = {normalizedSqlMatch, clauseMatch, clauseWeightedSimilarity, schemaMatch, rowOverlap, cellOverlap,
                cardinalityMatch, numericToleranceMatch, nullHandlingMatch, structureScore, resultScore};
        for (double w : all) {
            if (!Double.isFinite(w) || w < 0) {
                throw new IllegalArgumentException("a scoring weight must be a finite number >= 0, not " + w);
            }
        }
        if (normalizedSqlMatch + clauseMatch + clauseWeightedSimilarity == 0
                || schemaMatch + rowOverlap + cellOverlap + cardinalityMatch + numericToleranceMatch + nullHandlingMatch == 0
                || structureScore + resultScore == 0) {
            throw new IllegalArgumentException("each blend needs a positive weight");
        }
    }
}
