package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The output of Layer 2, Structural comparison, for one pair of queries. Field names follow the
 * design's glossary ({@code normalized_sql_match}, {@code clause_match}, {@code clause_weighted_distance});
 * the rest is evidence for them.
 *
 * <p>When either query cannot be parsed, the comparison is blocked: {@code normalized_sql_match} is
 * false, {@code match_gate} is {@code none}, {@code blocked_reason} is {@code parse_failure}, the
 * {@code blocked_detail_*} fields say why, and {@code clause_match} and the scores are null. The
 * glossary's three fields are always written, null where blocked; the evidence beside them only when
 * it applies.
 *
 * @param normalizedSqlMatch    the boolean gate: the canonical texts are equal, or (when they are not)
 *                              Calcite's rewritten plans are
 * @param matchGate             which comparison decided the gate
 * @param planComparison        the plan gate's outcome, with the reason when it could not run
 * @param normalizedSqlActual   canonical text of actual_sql: Layer 1's {@code normalized_sql_actual}, the
 *                              token-level spelling when it is not a query
 * @param normalizedSqlExpected canonical text of expected_sql, likewise
 * @param clauseMatch           per-clause comparison (null when blocked)
 * @param clauseWeightedDistance 0 = structurally identical, 1 = nothing in common; the weighted mean of
 *                              {@code 1 - similarity} over the clauses either query has (null when blocked)
 * @param astFlattenedF1        BAR-SQL's order-independent AST-flattened F1, a second structural score
 *                              (null when blocked)
 * @param blockedReason         {@code parse_failure} when a query did not parse, {@code comparison_error}
 *                              when the comparator failed on queries that did; null otherwise
 * @param blockedDetailActual   {@code blocked_detail_actual}: why actual_sql could not be compared (it is not a
 *                              single query that parses, or the comparator failed on it), or null. Layer 1's
 *                              {@code parse_error_actual} is the parser's structured error; this is Layer 2's word
 * @param blockedDetailExpected {@code blocked_detail_expected}: the same for expected_sql
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StructuralComparison(
        @JsonProperty("normalized_sql_match") boolean normalizedSqlMatch,
        @JsonProperty("match_gate") MatchGate matchGate,
        @JsonProperty("plan_comparison") PlanComparison planComparison,
        @JsonProperty("normalized_sql_actual") String normalizedSqlActual,
        @JsonProperty("normalized_sql_expected") String normalizedSqlExpected,
        @JsonProperty("clause_match") @JsonInclude(JsonInclude.Include.ALWAYS) ClauseMatch clauseMatch,
        @JsonProperty("clause_weighted_distance") @JsonInclude(JsonInclude.Include.ALWAYS) Double clauseWeightedDistance,
        @JsonProperty("ast_flattened_f1") AstFlattenedF1 astFlattenedF1,
        @JsonProperty("blocked_reason") String blockedReason,
        @JsonProperty("blocked_detail_actual") String blockedDetailActual,
        @JsonProperty("blocked_detail_expected") String blockedDetailExpected) {

    /** The {@code blocked_reason} of a pair with a query that did not parse. */
    public static final String PARSE_FAILURE = "parse_failure";

    /** Whether the comparison ran (both queries parsed). */
    public boolean compared() {
        return blockedReason == null;
    }

    /** The {@code blocked_reason} when the comparator itself failed on a pair that parsed. */
    public static final String COMPARISON_ERROR = "comparison_error";

    static StructuralComparison blocked(String reason, AnalyzedQuery actual, AnalyzedQuery expected,
                                        String detailActual, String detailExpected) {
        return new StructuralComparison(false, MatchGate.NONE, PlanComparison.unavailable("the structural comparison is blocked: " + reason),
                actual.canonicalSql(), expected.canonicalSql(), null, null, null, reason, detailActual, detailExpected);
    }
}
