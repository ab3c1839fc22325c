package io.nlguard.compare.diagnose;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The supporting evidence the design names for every diagnosis; a field is null when the layer it
 * comes from is blocked.
 *
 * @param cardinalityDelta       {@code cardinality_delta}: actual − expected rows
 * @param cardinalityRatio       {@code cardinality_ratio}: actual / expected rows (null when only the expected is empty)
 * @param sharedAttributeOverlap {@code shared_attribute_overlap}: aligned columns / columns of the wider result
 * @param predicateDiffSummary   {@code predicate_diff_summary}: the WHERE and HAVING conjuncts on one side only
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SupportingEvidence(
        @JsonProperty("cardinality_delta") Integer cardinalityDelta,
        @JsonProperty("cardinality_ratio") Double cardinalityRatio,
        @JsonProperty("shared_attribute_overlap") Double sharedAttributeOverlap,
        @JsonProperty("predicate_diff_summary") String predicateDiffSummary) {
}
