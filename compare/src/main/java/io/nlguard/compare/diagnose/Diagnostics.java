package io.nlguard.compare.diagnose;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The output of Layer 4, Diagnostic attribution.
 *
 * @param scores               {@code diagnostic_scores}
 * @param perColumnMismatchMap {@code per_column_mismatch_map}: null when the results were not compared
 * @param attributions         {@code attributions}: every plausible cause, most likely first (empty when the
 *                             results match or nothing could be attributed)
 * @param supportingEvidence   {@code supporting_evidence}
 * @param explanations         {@code explanations}: deterministic plain-language sentences
 * @param blockedReason        {@code blocked_reason}: {@code parse_failure} when there was nothing to diagnose, else null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Diagnostics(
        @JsonProperty("diagnostic_scores") DiagnosticScores scores,
        @JsonProperty("per_column_mismatch_map") Map<String, ColumnMismatch> perColumnMismatchMap,
        @JsonProperty("attributions") List<ClauseAttribution> attributions,
        @JsonProperty("supporting_evidence") SupportingEvidence supportingEvidence,
        @JsonProperty("explanations") List<String> explanations,
        @JsonProperty("blocked_reason") String blockedReason) {

    public Diagnostics {
        perColumnMismatchMap = perColumnMismatchMap == null ? null
                : Collections.unmodifiableMap(new LinkedHashMap<>(perColumnMismatchMap));
        attributions = List.copyOf(attributions);
        explanations = List.copyOf(explanations);
    }

    /** The most likely cause, or null. */
    public ClauseAttribution primary() {
        return attributions.isEmpty() ? null : attributions.get(0);
    }
}
