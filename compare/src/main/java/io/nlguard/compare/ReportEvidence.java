package io.nlguard.compare;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import io.nlguard.compare.diagnose.ClauseAttribution;
import io.nlguard.compare.diagnose.SupportingEvidence;
import io.nlguard.compare.instances.InstanceEquivalence;
import io.nlguard.compare.judge.AiJudgment;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.structure.StructuralComparison;

/**
 * {@code evidence}: the clause-level and attribute-level details behind the report's scores. The
 * layers holding glossary metrics ({@code structure}, {@code result}) are always written, null when
 * blocked; the optional stages only when they ran.
 *
 * @param precedenceRule     {@code precedence_rule}: the Failure-State Precedence Rule that decided the verdict (1, 2 or 3)
 * @param structure          {@code structure}: Layer 2's comparison ({@code normalized_sql_match}, {@code clause_match},
 *                           {@code clause_weighted_distance}; blocked on a parse failure)
 * @param result             {@code result}: Layer 3's comparison ({@code result_equality_family} ...
 *                           {@code null_handling_match}); null when blocked
 * @param attributions       {@code attributions}: Layer 4's plausible causes, most likely first
 * @param supportingEvidence {@code supporting_evidence}: cardinality delta, shared attribute overlap, predicate diff
 * @param instanceCheck      {@code instance_check}: the multi-instance check's outcome, when {@code instance_check} was
 *                           configured and both queries ran
 * @param aiJudgment         {@code ai_judgment}: the AI judge's answer when it was asked: status, the AI Judge Metrics
 *                           ({@code intent_adequacy_judgment} ... {@code ambiguous_case}), {@code model_id},
 *                           {@code prompt_version}, {@code prompt_tokens}, {@code completion_tokens}, {@code duration_ms}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"precedence_rule", "structure", "result", "attributions", "supporting_evidence", "instance_check",
        "ai_judgment"})
public record ReportEvidence(
        @JsonProperty("precedence_rule") int precedenceRule,
        @JsonProperty("structure") @JsonInclude(JsonInclude.Include.ALWAYS) StructuralComparison structure,
        @JsonProperty("result") @JsonInclude(JsonInclude.Include.ALWAYS) ResultComparison result,
        @JsonProperty("attributions") List<ClauseAttribution> attributions,
        @JsonProperty("supporting_evidence") SupportingEvidence supportingEvidence,
        @JsonProperty("instance_check") InstanceEquivalence instanceCheck,
        @JsonProperty("ai_judgment") AiJudgment aiJudgment) {

    public ReportEvidence {
        attributions = List.copyOf(attributions);
    }

    ReportEvidence withAiJudgment(AiJudgment judgment) {
        return new ReportEvidence(precedenceRule, structure, result, attributions, supportingEvidence, instanceCheck, judgment);
    }
}
