package io.nlguard.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import io.nlguard.compare.diagnose.ColumnMismatch;
import io.nlguard.compare.diagnose.DiagnosticScores;
import io.nlguard.compare.judge.AiJudgment;
import io.nlguard.compare.judge.VerdictConsistency;
import io.nlguard.compare.performance.PerformanceScores;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.compare.validate.ValidationResult;

/**
 * The library's answer for one comparison: the design's output contract with the glossary's field
 * names. Every field is always present in JSON, null where a precedence rule blocked it, so that
 * consumers can rely on the shape. {@link TextReport} renders it for people.
 *
 * @param deterministicVerdict   {@code deterministic_verdict}: the authoritative pass/fail of Layers 1 to 4: fail when a
 *                               query does not parse or run, else {@code result_equality_family.mode_pass}; with
 *                               {@code instance_check} on, equal results whose queries differ on a generated instance
 *                               of the schema are a fail too (see {@link SqlComparator})
 * @param aiAdvisoryVerdict      {@code ai_advisory_verdict}: the AI judge's advisory pass/fail; null when it gave none
 *                               ({@code enable_ai_judge} off, no judge configured, no valid answer)
 * @param verdictConsistencyFlag {@code verdict_consistency_flag}: whether the two verdicts agree; null without an
 *                               advisory verdict
 * @param overallScore           {@code overall_score}: 0.0 on a parse or execution failure, else the weighted blend
 * @param structureScore         {@code structure_score}: null when the structural comparison is blocked
 * @param resultScore            {@code result_score}: null when the result comparison is blocked
 * @param diagnosticScores       {@code diagnostic_scores}
 * @param performanceScores      {@code performance_scores}: null unless {@code enable_performance_metrics}
 * @param severity               {@code severity}
 * @param explanations           {@code explanations}: deterministic plain-language sentences
 * @param mismatchMap            {@code mismatch_map}: the per-column mismatch map; null when the results were not compared
 * @param errorTypes             {@code error_types}: the Error Taxonomy categories execution raised
 * @param blockedReason          {@code blocked_reason}: {@code parse_failure} or {@code execution_failure}, else null
 * @param warnings               {@code warnings}
 * @param validity               {@code validity}: Layer 1's parse and execution outcomes
 * @param evidence               {@code evidence}: clause-level and attribute-level details
 * @param runMetadata            {@code run_metadata}
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"deterministic_verdict", "ai_advisory_verdict", "verdict_consistency_flag", "overall_score",
        "structure_score", "result_score", "diagnostic_scores", "performance_scores", "severity", "explanations",
        "mismatch_map", "error_types", "blocked_reason", "warnings", "validity", "evidence", "run_metadata"})
public record ComparisonReport(
        @JsonProperty("deterministic_verdict") Verdict deterministicVerdict,
        @JsonProperty("ai_advisory_verdict") Verdict aiAdvisoryVerdict,
        @JsonProperty("verdict_consistency_flag") Boolean verdictConsistencyFlag,
        @JsonProperty("overall_score") double overallScore,
        @JsonProperty("structure_score") Double structureScore,
        @JsonProperty("result_score") Double resultScore,
        @JsonProperty("diagnostic_scores") DiagnosticScores diagnosticScores,
        @JsonProperty("performance_scores") PerformanceScores performanceScores,
        @JsonProperty("severity") Severity severity,
        @JsonProperty("explanations") List<String> explanations,
        @JsonProperty("mismatch_map") Map<String, ColumnMismatch> mismatchMap,
        @JsonProperty("error_types") List<ErrorCategory> errorTypes,
        @JsonProperty("blocked_reason") String blockedReason,
        @JsonProperty("warnings") List<String> warnings,
        @JsonProperty("validity") ValidationResult validity,
        @JsonProperty("evidence") ReportEvidence evidence,
        @JsonProperty("run_metadata") RunMetadata runMetadata) {

    /** The version of this output contract, in {@code run_metadata.contract_version}. */
    public static final String CONTRACT_VERSION = "1";

    public ComparisonReport {
        explanations = List.copyOf(explanations);
        errorTypes = List.copyOf(errorTypes);
        warnings = List.copyOf(warnings);
    }

    /** Whether the deterministic verdict is pass. */
    public boolean passed() {
        return deterministicVerdict == Verdict.PASS;
    }

    /**
     * This report annotated with the AI judge's answer: {@code ai_advisory_verdict}, {@code verdict_consistency_flag}
     * (both null when the judge gave no verdict, with a warning saying why), the design's consistency warning when
     * the verdicts disagree, and the whole judgment under {@code evidence.ai_judgment}. The deterministic verdict
     * and severity stay as they are (precedence rule 5).
     */
    ComparisonReport withAiJudgment(AiJudgment judgment) {
        Verdict advisory = judgment.aiAdvisoryVerdict().orElse(null);
        VerdictConsistency consistency = judgment.verdictConsistency(deterministicVerdict);
        List<String> allWarnings = new ArrayList<>(warnings);
        if (advisory == null) {
            allWarnings.add("the AI judge gave no advisory verdict (" + judgment.status().label() + ": "
                    + judgment.statusReason() + ")");
        } else if (consistency.consistencyWarning() != null) {
            allWarnings.add(consistency.consistencyWarning());
        }
        return copy(advisory, advisory == null ? null : consistency.verdictConsistencyFlag(), allWarnings,
                evidence.withAiJudgment(judgment), runMetadata);
    }

    /** This report with one more warning (a judge that failed, say). */
    ComparisonReport withWarning(String warning) {
        List<String> allWarnings = new ArrayList<>(warnings);
        allWarnings.add(warning);
        return copy(aiAdvisoryVerdict, verdictConsistencyFlag, allWarnings, evidence, runMetadata);
    }

    ComparisonReport withRunMetadata(RunMetadata metadata) {
        return copy(aiAdvisoryVerdict, verdictConsistencyFlag, warnings, evidence, metadata);
    }

    /** A copy differing only in what Layer 5 and the run's bookkeeping may change. */
    private ComparisonReport copy(Verdict ai, Boolean consistent, List<String> allWarnings, ReportEvidence allEvidence,
                                  RunMetadata metadata) {
        return new ComparisonReport(deterministicVerdict, ai, consistent, overallScore, structureScore, resultScore,
                diagnosticScores, performanceScores, severity, explanations, mismatchMap, errorTypes, blockedReason,
                allWarnings, validity, allEvidence, metadata);
    }
}
