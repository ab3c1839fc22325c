package io.nlguard.compare;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import io.nlguard.compare.diagnose.ClauseAttribution;
import io.nlguard.compare.diagnose.SupportingEvidence;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.structure.StructuralComparison;

/**
 * {@code evidence}: the clause-level and attribute-level details behind the report's scores.
 *
 * @param precedenceRule     {@code precedence_rule}: the Failure-State Precedence Rule that decided the verdict (1, 2 or 3)
 * @param structure          {@code structure}: Layer 2's comparison (blocked on a parse failure)
 * @param result             {@code result}: Layer 3's comparison; null when blocked
 * @param attributions       {@code attributions}: Layer 4's plausible causes, most likely first
 * @param supportingEvidence {@code supporting_evidence}: cardinality delta, shared attribute overlap, predicate diff
 * @param instanceCheck      {@code instance_check}: the multi-instance evidence, when a check ran
 * @param aiJudgment         {@code ai_judgment}: the AI judge's full answer, when it ran
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"precedence_rule", "structure", "result", "attributions", "supporting_evidence", "instance_check",
        "ai_judgment"})
public record ReportEvidence(
        @JsonProperty("precedence_rule") int precedenceRule,
        @JsonProperty("structure") StructuralComparison structure,
        @JsonProperty("result") ResultComparison result,
        @JsonProperty("attributions") List<ClauseAttribution> attributions,
        @JsonProperty("supporting_evidence") SupportingEvidence supportingEvidence,
        @JsonProperty("instance_check") InstanceEvidence instanceCheck,
        @JsonProperty("ai_judgment") AdvisoryJudgment aiJudgment) {

    public ReportEvidence {
        attributions = List.copyOf(attributions);
    }

    ReportEvidence withAiJudgment(AdvisoryJudgment judgment) {
        return new ReportEvidence(precedenceRule, structure, result, attributions, supportingEvidence, instanceCheck, judgment);
    }
}
