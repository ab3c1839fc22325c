package io.nlguard.compare.judge;

import java.util.Objects;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import io.nlguard.compare.score.Verdict;

/**
 * The outcome of asking the AI judge (Layer 5), always advisory. In JSON the assessment's fields and
 * the run's fields sit at the top level beside {@code status}:
 * <pre>{"status": "ok", "ai_advisory_verdict": "fail", ..., "decision_summary": "...",
 *  "model_id": "...", "prompt_version": "...", "prompt_tokens": 812, "completion_tokens": 95, "duration_ms": 2140}</pre>
 * A judgment never changes the deterministic verdict; compare them with {@link #verdictConsistency}.
 *
 * @param status       {@code status}: whether {@code assessment} is present, and if not why
 * @param statusReason {@code status_reason}: what went wrong, for {@code invalid_response}, {@code unavailable}
 *                     and {@code disabled}; null for {@code ok}
 * @param assessment   the validated answer, present exactly when the status is {@code ok}
 * @param run          model id, prompt version, token use and duration
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AiJudgment(
        @JsonProperty("status") JudgmentStatus status,
        @JsonProperty("status_reason") String statusReason,
        @JsonUnwrapped AdvisoryAssessment assessment,
        @JsonUnwrapped JudgeRun run) {

    /** @throws IllegalArgumentException when the assessment's presence does not match the status */
    public AiJudgment {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(run, "run");
        if ((assessment != null) != (status == JudgmentStatus.OK)) {
            throw new IllegalArgumentException("An assessment goes with status ok, and only with it, not " + status);
        }
        if ((statusReason == null) != (status == JudgmentStatus.OK)) {
            throw new IllegalArgumentException("A status other than ok needs a reason, and ok has none");
        }
    }

    /** A validated answer. */
    public static AiJudgment answered(AdvisoryAssessment assessment, JudgeRun run) {
        return new AiJudgment(JudgmentStatus.OK, null, Objects.requireNonNull(assessment, "assessment"), run);
    }

    /** The model answered outside the schema; the answer is rejected, not repaired. */
    public static AiJudgment invalidResponse(String reason, JudgeRun run) {
        return new AiJudgment(JudgmentStatus.INVALID_RESPONSE, reason, null, run);
    }

    /** No answer came (server error, unreachable, timeout). */
    public static AiJudgment unavailable(String reason, JudgeRun run) {
        return new AiJudgment(JudgmentStatus.UNAVAILABLE, reason, null, run);
    }

    /** The judge is switched off; nothing was asked. */
    public static AiJudgment disabled(String reason) {
        return new AiJudgment(JudgmentStatus.DISABLED, reason, null, JudgeRun.NONE);
    }

    /** The assessment, when the status is {@code ok}. */
    public Optional<AdvisoryAssessment> advisory() {
        return Optional.ofNullable(assessment);
    }

    /** {@code ai_advisory_verdict}, when there is an assessment. */
    public Optional<Verdict> aiAdvisoryVerdict() {
        return advisory().map(AdvisoryAssessment::aiAdvisoryVerdict);
    }

    /**
     * This judgment's advisory verdict against the deterministic one. The result's
     * {@link VerdictConsistency#finalVerdict()} is {@code deterministicVerdict} in every case: the AI
     * can only annotate.
     */
    public VerdictConsistency verdictConsistency(Verdict deterministicVerdict) {
        return VerdictConsistency.of(deterministicVerdict, aiAdvisoryVerdict().orElse(null));
    }
}
