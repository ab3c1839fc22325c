package io.nlguard.compare.judge;

import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.score.Verdict;

/**
 * The deterministic verdict next to the AI judge's advisory one. The design's guardrail made explicit:
 * {@link #finalVerdict()} is always the deterministic verdict, whatever the AI said; a disagreement
 * only clears {@code verdict_consistency_flag} and adds a consistency warning.
 *
 * @param deterministicVerdict   {@code deterministic_verdict}: authoritative
 * @param aiAdvisoryVerdict      {@code ai_advisory_verdict}: null when the judge gave none (disabled,
 *                               unavailable, invalid answer)
 * @param verdictConsistencyFlag {@code verdict_consistency_flag}: false exactly when an advisory verdict exists
 *                               and differs; true when there is nothing to disagree
 * @param consistencyWarning     {@code consistency_warning}: present exactly when the flag is false
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record VerdictConsistency(
        @JsonProperty("deterministic_verdict") Verdict deterministicVerdict,
        @JsonProperty("ai_advisory_verdict") Verdict aiAdvisoryVerdict,
        @JsonProperty("verdict_consistency_flag") boolean verdictConsistencyFlag,
        @JsonProperty("consistency_warning") String consistencyWarning) {

    /** @throws IllegalArgumentException when the flag or the warning does not follow from the two verdicts */
    public VerdictConsistency {
        Objects.requireNonNull(deterministicVerdict, "deterministic_verdict");
        boolean agree = aiAdvisoryVerdict == null || aiAdvisoryVerdict == deterministicVerdict;
        if (verdictConsistencyFlag != agree) {
            throw new IllegalArgumentException("verdict_consistency_flag must be " + agree + " for deterministic "
                    + deterministicVerdict.label() + " and advisory " + aiAdvisoryVerdict);
        }
        if ((consistencyWarning == null) != agree) {
            throw new IllegalArgumentException("A consistency warning goes with a disagreement, and only with one");
        }
    }

    /** Compares an advisory verdict (null for none) with the deterministic one. */
    public static VerdictConsistency of(Verdict deterministicVerdict, Verdict aiAdvisoryVerdict) {
        Objects.requireNonNull(deterministicVerdict, "deterministic_verdict");
        boolean agree = aiAdvisoryVerdict == null || aiAdvisoryVerdict == deterministicVerdict;
        String warning = agree ? null
                : "The AI judge's advisory verdict (" + aiAdvisoryVerdict.label()
                        + ") disagrees with the deterministic verdict (" + deterministicVerdict.label()
                        + "); the deterministic verdict stands.";
        return new VerdictConsistency(deterministicVerdict, aiAdvisoryVerdict, agree, warning);
    }

    /** The verdict of the comparison: always the deterministic one, never the AI's. */
    @JsonIgnore
    public Verdict finalVerdict() {
        return deterministicVerdict;
    }
}
