package io.nlguard.compare.judge;

/**
 * Layer 5, the optional AI judge: gives an advisory {@link AiJudgment} on deterministic evidence.
 * Implementations never throw for failures of the model or the network; they return a judgment whose
 * status says what happened. The judgment annotates the deterministic verdict and never replaces it.
 * {@code SqlComparator.withAdvisoryJudge} takes one (e.g. {@link OllamaJudge}) and asks it, for requests with
 * {@code enable_ai_judge}, about the finished deterministic report.
 */
@FunctionalInterface
public interface AdvisoryJudge {

    /** Judges the evidence; never null. */
    AiJudgment judge(JudgeEvidence evidence);

    /** A judge switched off by configuration or policy: every judgment is {@code disabled} with this reason. */
    static AdvisoryJudge disabled(String reason) {
        AiJudgment judgment = AiJudgment.disabled(reason);
        return evidence -> judgment;
    }
}
