package io.nlguard.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.score.Verdict;

/**
 * What an {@link AdvisoryJudge} answers: the design's AI output format, no reasoning trace.
 *
 * @param verdict         the advisory pass/fail ({@code ai_advisory_verdict})
 * @param shortRationale  {@code short_rationale}: one or two sentences
 * @param evidenceBullets {@code evidence_bullets}: the deterministic signals the judgment used, in order
 * @param decisionSummary {@code decision_summary}: the label and its justification
 * @param confidence      {@code confidence}: in [0, 1], or null
 * @param details         the judge's other fields, written into the same JSON object under their own names
 *                        ({@code intent_adequacy_judgment}, {@code database_scoped_equivalence_judgment},
 *                        {@code acceptable_deviation_judgment}, {@code severity_classification},
 *                        {@code evidence_strength}, {@code ambiguous_case}, {@code model_identifier},
 *                        {@code prompt_version}...)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AdvisoryJudgment(
        @JsonProperty("verdict") Verdict verdict,
        @JsonProperty("short_rationale") String shortRationale,
        @JsonProperty("evidence_bullets") List<String> evidenceBullets,
        @JsonProperty("decision_summary") String decisionSummary,
        @JsonProperty("confidence") Double confidence,
        @JsonIgnore Map<String, Object> details) {

    /** @throws IllegalArgumentException without a verdict, or with a confidence outside [0, 1] */
    public AdvisoryJudgment {
        if (verdict == null) {
            throw new IllegalArgumentException("an advisory judgment needs a verdict");
        }
        if (confidence != null && !(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence must be in [0, 1], not " + confidence);
        }
        evidenceBullets = evidenceBullets == null ? List.of() : List.copyOf(evidenceBullets);
        details = details == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    /** A judgment with a verdict and a rationale only. */
    public static AdvisoryJudgment of(Verdict verdict, String shortRationale) {
        return new AdvisoryJudgment(verdict, shortRationale, List.of(), null, null, Map.of());
    }

    @JsonAnyGetter
    Map<String, Object> jsonDetails() {
        return details;
    }
}
