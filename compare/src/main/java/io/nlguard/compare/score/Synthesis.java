package io.nlguard.compare.score;

import java.util.List;

/**
 * The deterministic outcome of a comparison after the Failure-State Precedence Rules.
 *
 * @param verdict        {@code deterministic_verdict}
 * @param severity       {@code severity}
 * @param overallScore   {@code overall_score}: 0.0 on a parse or execution failure (the validity gate)
 * @param structureScore {@code structure_score}, null when Layer 2 is blocked
 * @param resultScore    {@code result_score}, null when Layer 3 is blocked
 * @param blockedReason  {@code blocked_reason}: {@code parse_failure} (rule 1), {@code execution_failure} (rule 2), or null
 * @param decidingRule   which precedence rule decided the verdict: 1 (parse), 2 (execution) or 3 (result family)
 * @param explanations   why, in plain words
 * @param warnings       what weakens the verdict (another instance differs, a layer failed)
 */
public record Synthesis(Verdict verdict, Severity severity, double overallScore, Double structureScore,
                        Double resultScore, String blockedReason, int decidingRule, List<String> explanations,
                        List<String> warnings) {

    public Synthesis {
        explanations = List.copyOf(explanations);
        warnings = List.copyOf(warnings);
    }
}
