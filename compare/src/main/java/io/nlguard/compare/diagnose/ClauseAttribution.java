package io.nlguard.compare.diagnose;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One diagnostic output of Layer 4: a plausible root cause of the result mismatch, with what the
 * design asks every diagnostic to include.
 *
 * @param category         which error score this is
 * @param sourceClause     {@code likely_source_clause}: projection, selection predicate, join, aggregation grain,
 *                         ordering or top-k
 * @param errorScore       {@code error_score}: the estimated impact in [0, 1]; the mean of the structural signal
 *                         (how far the clause differs) and the result signal (how much the results show the
 *                         clause's pattern)
 * @param confidence       {@code confidence}: in [0, 1], the score weighed by its share of all scores
 * @param evidenceStrength {@code evidence_strength}: by the count of corroborating signals
 * @param evidenceCount    {@code evidence_count}: the signals present
 * @param whatDiffered     {@code what_differed}: the clause-level and attribute-level differences
 * @param signals          {@code signals}: every signal weighed, present or not (the report's
 *                         {@code evidence.supporting_evidence} holds the design's supporting evidence)
 */
public record ClauseAttribution(
        @JsonProperty("category") DiagnosticCategory category,
        @JsonProperty("likely_source_clause") String sourceClause,
        @JsonProperty("error_score") double errorScore,
        @JsonProperty("confidence") double confidence,
        @JsonProperty("evidence_strength") EvidenceStrength evidenceStrength,
        @JsonProperty("evidence_count") int evidenceCount,
        @JsonProperty("what_differed") List<String> whatDiffered,
        @JsonProperty("signals") List<Signal> signals) {

    public ClauseAttribution {
        whatDiffered = List.copyOf(whatDiffered);
        signals = List.copyOf(signals);
    }

    /**
     * How a person names the cause: {@code selection predicate clause}, {@code join clause}, or
     * {@code projection clause (aggregate function)} where the category says more than the clause.
     */
    @JsonIgnore
    public String label() {
        String kind = category.label().replace('_', ' ');
        boolean sameWords = kind.equals(sourceClause) || category == DiagnosticCategory.FILTER
                || category == DiagnosticCategory.LIMIT_TOPK || category == DiagnosticCategory.GROUPING;
        return sourceClause + " clause" + (sameWords ? "" : " (" + kind + ")");
    }
}
