package io.nlguard.compare.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import io.nlguard.compare.score.Verdict;

/** The judgment's JSON uses the glossary's names, and the AI's verdict can only annotate the deterministic one. */
class AiJudgmentTest {

    private static final JudgeRun RUN = new JudgeRun("judge:7b", JudgePrompt.PROMPT_VERSION, 812, 95, 2140);

    private static AiJudgment answered(String aiVerdict) throws Exception {
        return AiJudgment.answered(AnswerParser.parse(Answers.valid().put("ai_advisory_verdict", aiVerdict).toString()),
                RUN);
    }

    @Test
    void anAnsweredJudgmentSerializesFlatWithTheGlossaryNames() throws Exception {
        JsonNode json = Answers.JSON.valueToTree(answered("fail"));

        List<String> names = new java.util.ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("status", "ai_advisory_verdict", "intent_adequacy_judgment",
                "database_scoped_equivalence_judgment", "acceptable_deviation_judgment", "severity_classification",
                "confidence", "evidence_strength", "ambiguous_case", "short_rationale", "evidence_bullets",
                "decision_summary", "model_id", "prompt_version", "prompt_tokens", "completion_tokens", "duration_ms"),
                names);
        assertEquals("ok", json.get("status").asText());
        assertEquals("major issue", json.get("severity_classification").asText());
        assertEquals(812, json.get("prompt_tokens").asInt());
        assertEquals(JudgePrompt.PROMPT_VERSION, json.get("prompt_version").asText());
    }

    @Test
    void aFailedJudgmentCarriesItsReasonAndNoAssessment() {
        JsonNode json = Answers.JSON.valueToTree(AiJudgment.unavailable("no answer within 300 ms",
                new JudgeRun("judge:7b", JudgePrompt.PROMPT_VERSION, null, null, 301)));

        assertEquals("unavailable", json.get("status").asText());
        assertEquals("no answer within 300 ms", json.get("status_reason").asText());
        assertFalse(json.has("ai_advisory_verdict"));
        assertFalse(json.has("confidence"));
        assertFalse(json.has("prompt_tokens"));
        assertEquals("judge:7b", json.get("model_id").asText());
    }

    @Test
    void statusAndAssessmentGoTogether() throws Exception {
        AdvisoryAssessment assessment = answered("fail").assessment();
        assertThrows(IllegalArgumentException.class,
                () -> new AiJudgment(JudgmentStatus.UNAVAILABLE, "down", assessment, RUN));
        assertThrows(IllegalArgumentException.class, () -> new AiJudgment(JudgmentStatus.OK, null, null, RUN));
        assertThrows(IllegalArgumentException.class, () -> new AiJudgment(JudgmentStatus.INVALID_RESPONSE, null, null, RUN));
    }

    @Test
    void aDisagreeingAdvisoryVerdictLeavesTheDeterministicVerdictInPlace() throws Exception {
        VerdictConsistency consistency = answered("pass").verdictConsistency(Verdict.FAIL);

        assertFalse(consistency.verdictConsistencyFlag());
        assertEquals(Verdict.FAIL, consistency.finalVerdict());
        assertEquals(Verdict.FAIL, consistency.deterministicVerdict());
        assertEquals(Verdict.PASS, consistency.aiAdvisoryVerdict());
        assertTrue(consistency.consistencyWarning().contains("deterministic verdict stands"));
        JsonNode json = Answers.JSON.valueToTree(consistency);
        assertFalse(json.get("verdict_consistency_flag").asBoolean());
        assertEquals("fail", json.get("deterministic_verdict").asText());
        assertFalse(json.has("final_verdict"), "the deterministic verdict is the only one reported as such");
    }

    @Test
    void anAgreeingOrAbsentAdvisoryVerdictIsConsistent() throws Exception {
        VerdictConsistency agreeing = answered("pass").verdictConsistency(Verdict.PASS);
        assertTrue(agreeing.verdictConsistencyFlag());
        assertNull(agreeing.consistencyWarning());

        VerdictConsistency none = AdvisoryJudge.disabled("enable_ai_judge is false")
                .judge(JudgeEvidenceTest.failing()).verdictConsistency(Verdict.FAIL);
        assertTrue(none.verdictConsistencyFlag());
        assertNull(none.aiAdvisoryVerdict());
        assertEquals(Verdict.FAIL, none.finalVerdict());
    }

    @Test
    void aConsistencyCannotBeBuiltThatHidesADisagreement() {
        assertThrows(IllegalArgumentException.class,
                () -> new VerdictConsistency(Verdict.FAIL, Verdict.PASS, true, null));
        assertThrows(IllegalArgumentException.class,
                () -> new VerdictConsistency(Verdict.FAIL, Verdict.PASS, false, null));
        assertThrows(IllegalArgumentException.class,
                () -> new VerdictConsistency(Verdict.PASS, Verdict.PASS, false, "disagrees"));
    }

    @Test
    void aDisabledJudgeAsksNothing() {
        AiJudgment judgment = AdvisoryJudge.disabled("policy: no AI in production").judge(JudgeEvidenceTest.failing());

        assertEquals(JudgmentStatus.DISABLED, judgment.status());
        assertEquals("policy: no AI in production", judgment.statusReason());
        assertTrue(judgment.advisory().isEmpty());
        assertNull(judgment.run().modelId());
        assertNull(judgment.run().promptVersion());
    }
}
