package io.nlguard.compare.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/** The model's answer is read strictly: nothing coerced, nothing guessed, nothing beyond the schema kept. */
class AnswerParserTest {

    private static String rejection(JsonNode answer) {
        return rejection(answer.toString());
    }

    private static String rejection(String answer) {
        return assertThrows(InvalidAnswerException.class, () -> AnswerParser.parse(answer)).getMessage();
    }

    @Test
    void aValidAnswerBecomesTheAssessment() throws Exception {
        AdvisoryAssessment assessment = AnswerParser.parse("  " + Answers.valid() + "\n");

        assertEquals(Verdict.FAIL, assessment.aiAdvisoryVerdict());
        assertEquals(IntentAdequacy.PARTIALLY_ADEQUATE, assessment.intentAdequacyJudgment());
        assertEquals(DatabaseScopedEquivalence.NOT_EQUIVALENT, assessment.databaseScopedEquivalenceJudgment());
        assertEquals(AcceptableDeviation.CRITICAL, assessment.acceptableDeviationJudgment());
        assertEquals(Severity.MAJOR_ISSUE, assessment.severityClassification());
        assertEquals(0.8, assessment.confidence());
        assertEquals(EvidenceStrength.HIGH, assessment.evidenceStrength());
        assertFalse(assessment.ambiguousCase());
        assertEquals(List.of("row_overlap 0.42", "selection clause differs"), assessment.evidenceBullets());
        assertTrue(assessment.decisionSummary().startsWith("fail:"));
    }

    @Test
    void confidenceBoundsAreInclusive() throws Exception {
        assertEquals(0.0, AnswerParser.parse(Answers.valid().put("confidence", 0).toString()).confidence());
        assertEquals(1.0, AnswerParser.parse(Answers.valid().put("confidence", 1).toString()).confidence());
    }

    @Test
    void outOfRangeOrQuotedConfidenceIsRejected() {
        assertTrue(rejection(Answers.valid().put("confidence", 1.7)).contains("confidence: 1.7 is not a number in [0, 1]"));
        assertTrue(rejection(Answers.valid().put("confidence", -0.1)).contains("confidence"));
        assertTrue(rejection(Answers.valid().put("confidence", "0.8")).contains("confidence: \"0.8\""));
    }

    @Test
    void labelsMustBeSpelledExactly() {
        String severe = rejection(Answers.valid().put("severity_classification", "severe"));
        assertTrue(severe.contains("severity_classification: \"severe\" is not one of [pass, minor issue,"
                + " moderate issue, major issue, critical failure]"), severe);
        assertTrue(rejection(Answers.valid().put("ai_advisory_verdict", "Pass")).contains("ai_advisory_verdict"));
        assertTrue(rejection(Answers.valid().put("evidence_strength", 3)).contains("evidence_strength: 3"));
    }

    @Test
    void everyProblemIsListed() {
        ObjectNode answer = Answers.valid();
        answer.remove("decision_summary");
        answer.put("ambiguous_case", "no");
        answer.putArray("evidence_bullets");

        String reason = rejection(answer);

        assertTrue(reason.contains("decision_summary is missing"), reason);
        assertTrue(reason.contains("ambiguous_case: \"no\" is not true or false"), reason);
        assertTrue(reason.contains("evidence_bullets: [] is not a list of one or more non-blank strings"), reason);
    }

    @Test
    void notAJsonObjectIsRejected() {
        assertTrue(rejection("").contains("empty"));
        assertTrue(rejection("The query is wrong.").contains("not JSON"));
        assertTrue(rejection("[1, 2]").contains("not a JSON object"));
        assertTrue(rejection(Answers.valid() + " and more").contains("not JSON"));
        assertTrue(rejection("```json\n" + Answers.valid() + "\n```").contains("not JSON"));
    }

    @Test
    void fieldsBeyondTheSchemaAreDropped() throws Exception {
        ObjectNode answer = Answers.valid();
        answer.put("reasoning", "Step 1: compare the rows ...");

        JsonNode kept = Answers.JSON.valueToTree(AnswerParser.parse(answer.toString()));

        assertFalse(kept.toString().contains("Step 1"), kept.toString());
        assertEquals(AnswerField.values().length, kept.size());
    }

    @Test
    void theSchemaSentToOllamaDescribesExactlyWhatTheParserAccepts() throws Exception {
        JsonNode schema = AnswerSchema.schema();
        List<String> required = new ArrayList<>();
        schema.get("required").forEach(name -> required.add(name.asText()));
        List<String> properties = new ArrayList<>();
        schema.get("properties").fieldNames().forEachRemaining(properties::add);
        List<String> answerFields = new ArrayList<>();
        Answers.valid().fieldNames().forEachRemaining(answerFields::add);

        assertEquals(answerFields, required);
        assertEquals(answerFields, properties);
        assertFalse(schema.get("additionalProperties").asBoolean());
        // Every label the schema allows is one the parser accepts.
        for (String name : properties) {
            for (JsonNode label : schema.at("/properties/" + name + "/enum")) {
                AnswerParser.parse(Answers.valid().set(name, label).toString());
            }
        }
        assertEquals(5, schema.at("/properties/severity_classification/enum").size());
        assertEquals(1, schema.at("/properties/confidence/maximum").asInt());
    }
}
