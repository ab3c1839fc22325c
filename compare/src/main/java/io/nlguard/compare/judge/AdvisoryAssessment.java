package io.nlguard.compare.judge;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/**
 * The AI judge's validated answer: the glossary's AI Judge Metrics plus {@code ai_advisory_verdict}.
 * Only the summary fields {@code short_rationale}, {@code evidence_bullets} and
 * {@code decision_summary} carry the model's words; no reasoning trace is kept. Every instance is
 * valid: every label set, {@code confidence} in [0, 1], texts not blank, at least one bullet.
 *
 * @param aiAdvisoryVerdict                 {@code ai_advisory_verdict}: advisory only, see {@link VerdictConsistency}
 * @param intentAdequacyJudgment            {@code intent_adequacy_judgment}
 * @param databaseScopedEquivalenceJudgment {@code database_scoped_equivalence_judgment}
 * @param acceptableDeviationJudgment       {@code acceptable_deviation_judgment}
 * @param severityClassification            {@code severity_classification}
 * @param confidence                        {@code confidence}, in [0, 1]
 * @param evidenceStrength                  {@code evidence_strength}
 * @param ambiguousCase                     {@code ambiguous_case}
 * @param shortRationale                    {@code short_rationale}: one or two sentences
 * @param evidenceBullets                   {@code evidence_bullets}: the deterministic signals used, in order
 * @param decisionSummary                   {@code decision_summary}: final label and justification
 */
public record AdvisoryAssessment(
        @JsonProperty("ai_advisory_verdict") Verdict aiAdvisoryVerdict,
        @JsonProperty("intent_adequacy_judgment") IntentAdequacy intentAdequacyJudgment,
        @JsonProperty("database_scoped_equivalence_judgment") DatabaseScopedEquivalence databaseScopedEquivalenceJudgment,
        @JsonProperty("acceptable_deviation_judgment") AcceptableDeviation acceptableDeviationJudgment,
        @JsonProperty("severity_classification") Severity severityClassification,
        @JsonProperty("confidence") double confidence,
        @JsonProperty("evidence_strength") EvidenceStrength evidenceStrength,
        @JsonProperty("ambiguous_case") boolean ambiguousCase,
        @JsonProperty("short_rationale") String shortRationale,
        @JsonProperty("evidence_bullets") List<String> evidenceBullets,
        @JsonProperty("decision_summary") String decisionSummary) {

    /** @throws IllegalArgumentException or NullPointerException naming the field that is not valid */
    public AdvisoryAssessment {
        Objects.requireNonNull(aiAdvisoryVerdict, "ai_advisory_verdict");
        Objects.requireNonNull(intentAdequacyJudgment, "intent_adequacy_judgment");
        Objects.requireNonNull(databaseScopedEquivalenceJudgment, "database_scoped_equivalence_judgment");
        Objects.requireNonNull(acceptableDeviationJudgment, "acceptable_deviation_judgment");
        Objects.requireNonNull(severityClassification, "severity_classification");
        Objects.requireNonNull(evidenceStrength, "evidence_strength");
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence must be in [0, 1], not " + confidence);
        }
        requireText(shortRationale, "short_rationale");
        requireText(decisionSummary, "decision_summary");
        evidenceBullets = List.copyOf(Objects.requireNonNull(evidenceBullets, "evidence_bullets"));
        if (evidenceBullets.isEmpty()) {
            throw new IllegalArgumentException("evidence_bullets must name at least one signal");
        }
        evidenceBullets.forEach(bullet -> requireText(bullet, "evidence_bullets"));
    }

    private static void requireText(String text, String field) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(field + " must not be blank");
        }
    }
}
