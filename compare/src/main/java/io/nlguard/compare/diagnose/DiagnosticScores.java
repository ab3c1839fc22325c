package io.nlguard.compare.diagnose;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * {@code diagnostic_scores}: the glossary's Diagnostic Attribution Metrics, with the confidence and
 * evidence count of the primary attribution (the design asks for more than penalties). A score is
 * in [0, 1], 0 when the category is not a plausible cause. Everything is null when Layer 4 is
 * blocked (a query did not parse); the two flags are null when the results were not compared. The
 * primary fields are null when there is nothing to attribute (the results match).
 *
 * @param likelySourceClause {@code likely_source_clause} of the primary attribution
 * @param primaryCategory    {@code primary_category}: which score the primary attribution is
 * @param evidenceCount      {@code evidence_count}: signals corroborating the primary attribution
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"projection_error_score", "filter_error_score", "join_error_score", "grouping_error_score",
        "aggregate_function_error_score", "ordering_error_flag", "limit_topk_error_score", "cardinality_explosion_flag",
        "likely_source_clause", "primary_category", "confidence", "evidence_strength", "evidence_count", "ambiguous_case"})
public record DiagnosticScores(
        @JsonProperty("projection_error_score") Double projectionErrorScore,
        @JsonProperty("filter_error_score") Double filterErrorScore,
        @JsonProperty("join_error_score") Double joinErrorScore,
        @JsonProperty("grouping_error_score") Double groupingErrorScore,
        @JsonProperty("aggregate_function_error_score") Double aggregateFunctionErrorScore,
        @JsonProperty("ordering_error_flag") Boolean orderingErrorFlag,
        @JsonProperty("limit_topk_error_score") Double limitTopkErrorScore,
        @JsonProperty("cardinality_explosion_flag") Boolean cardinalityExplosionFlag,
        @JsonProperty("likely_source_clause") String likelySourceClause,
        @JsonProperty("primary_category") DiagnosticCategory primaryCategory,
        @JsonProperty("confidence") Double confidence,
        @JsonProperty("evidence_strength") EvidenceStrength evidenceStrength,
        @JsonProperty("evidence_count") Integer evidenceCount,
        @JsonProperty("ambiguous_case") Boolean ambiguousCase) {

    static DiagnosticScores blocked() {
        return new DiagnosticScores(null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    /** The score of one category, or null when blocked; ordering, a flag, scores 1 when set and 0 when not. */
    public Double score(DiagnosticCategory category) {
        return switch (category) {
            case PROJECTION -> projectionErrorScore;
            case FILTER -> filterErrorScore;
            case JOIN -> joinErrorScore;
            case GROUPING -> groupingErrorScore;
            case AGGREGATE_FUNCTION -> aggregateFunctionErrorScore;
            case ORDERING -> Boolean.TRUE.equals(orderingErrorFlag) ? 1.0 : orderingErrorFlag == null ? null : 0.0;
            case LIMIT_TOPK -> limitTopkErrorScore;
        };
    }
}
