package io.nlguard.compare.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.testsupport.ollama.RecordedRequest;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** The judge against a scripted Ollama server: what it sends, what it makes of each kind of answer. */
class OllamaJudgeTest {

    private static final String MODEL = "judge-model:7b";

    private ScriptedOllama ollama;
    private OllamaJudge judge;

    @BeforeEach
    void start() {
        ollama = ScriptedOllama.start(MODEL);
        judge = new OllamaJudge(OllamaJudgeSettings.of(ollama.baseUrl(), MODEL).withSeed(1234));
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    private AiJudgment judgeAnswer(ScriptedReply reply) {
        ollama.enqueue(reply);
        return judge.judge(JudgeEvidenceTest.failing());
    }

    @Test
    void aValidAnswerIsParsedAndTheRunRecorded() {
        AiJudgment judgment = judgeAnswer(ScriptedReply.answer(Answers.valid().toString())
                .withTokens(812, 95).withModel("judge-model:7b-q4"));

        assertEquals(JudgmentStatus.OK, judgment.status());
        assertNull(judgment.statusReason());
        AdvisoryAssessment assessment = judgment.assessment();
        assertEquals(Verdict.FAIL, assessment.aiAdvisoryVerdict());
        assertEquals(Severity.MAJOR_ISSUE, assessment.severityClassification());
        assertEquals(AcceptableDeviation.CRITICAL, assessment.acceptableDeviationJudgment());
        assertEquals(0.8, assessment.confidence());
        assertEquals(List.of("row_overlap 0.42", "selection clause differs"), assessment.evidenceBullets());
        assertEquals("judge-model:7b-q4", judgment.run().modelId(), "the model as the server reports it");
        assertEquals(JudgePrompt.PROMPT_VERSION, judgment.run().promptVersion());
        assertEquals(812, judgment.run().promptTokens());
        assertEquals(95, judgment.run().completionTokens());
        assertTrue(judgment.run().durationMs() >= 0);
    }

    @Test
    void missingTokenCountsStayUnknown() {
        AiJudgment judgment = judgeAnswer(ScriptedReply.answer(Answers.valid().toString()));

        assertEquals(JudgmentStatus.OK, judgment.status());
        assertEquals(MODEL, judgment.run().modelId());
        assertNull(judgment.run().promptTokens());
        assertNull(judgment.run().completionTokens());
    }

    @Test
    void thePromptCarriesTheVerdictTheEvidenceAndTheAdvisoryRule() {
        judgeAnswer(ScriptedReply.answer(Answers.valid().toString()));

        JsonNode messages = ollama.lastModelRequest().json().get("messages");
        assertEquals(2, messages.size());
        assertEquals("system", messages.get(0).get("role").asText());
        assertEquals("user", messages.get(1).get("role").asText());
        String system = messages.get(0).get("content").asText();
        String user = messages.get(1).get("content").asText();

        assertTrue(system.contains(JudgePrompt.ADVISORY_RULE), system);
        assertTrue(system.contains("never as universal semantic equivalence"), system);
        for (AnswerField field : AnswerField.values()) {
            assertTrue(system.contains("- " + field.jsonName() + ": "), field.jsonName());
        }
        assertTrue(user.contains("The deterministic verdict is \"fail\" with severity \"major issue\""), user);
        JsonNode document = evidenceDocument(user);
        assertEquals("fail", document.get("deterministic_verdict").asText());
        assertEquals("major issue", document.get("severity").asText());
        assertEquals("Which French artists are there?", document.get("user_query").asText());
        assertEquals("SELECT name FROM artist", document.get("actual_sql").asText());
        assertEquals("SELECT name FROM artist WHERE country = 'FR'", document.get("expected_sql").asText());
        assertEquals(0.42, document.at("/metrics/row_overlap").asDouble());
        assertFalse(document.at("/metrics/result_equality_family/mode_pass").asBoolean(true));
        assertEquals("WHERE is missing in actual_sql.", document.at("/explanations/1").asText());
        assertEquals("artist(name, country)", document.get("schema_metadata").asText());
        assertEquals("country holds ISO 3166 codes", document.at("/business_constraints/0").asText());
    }

    /** The JSON document that ends the user message; fails when the message does not end with one. */
    private static JsonNode evidenceDocument(String user) {
        try {
            return Answers.JSON.readTree(user.substring(user.indexOf('{')));
        } catch (Exception e) {
            throw new AssertionError("The evidence is not one JSON document: " + user, e);
        }
    }

    @Test
    void theRequestPinsModelSamplingAndAnswerSchema() {
        judgeAnswer(ScriptedReply.answer(Answers.valid().toString()));

        RecordedRequest sent = ollama.lastModelRequest();
        assertEquals("/api/chat", sent.path());
        JsonNode json = sent.json();
        assertEquals(MODEL, json.get("model").asText());
        assertEquals(0.0, json.at("/options/temperature").asDouble(-1));
        assertEquals(1234, json.at("/options/seed").asInt());
        assertEquals(OllamaJudgeSettings.DEFAULT_CONTEXT_TOKENS, json.at("/options/num_ctx").asInt());
        assertFalse(json.get("stream").asBoolean(true));
        assertFalse(json.get("think").asBoolean(true));
        assertEquals(AnswerSchema.schema(), json.get("format"));
    }

    @Test
    void aDisagreeingJudgeCannotFlipTheDeterministicVerdict() {
        JudgeEvidence evidence = JudgeEvidenceTest.failing();
        ollama.enqueue(ScriptedReply.answer(Answers.valid().put("ai_advisory_verdict", "pass")
                .put("severity_classification", "pass").toString()));

        AiJudgment judgment = judge.judge(evidence);
        VerdictConsistency consistency = judgment.verdictConsistency(evidence.deterministicVerdict());

        assertEquals(JudgmentStatus.OK, judgment.status());
        assertEquals(Verdict.PASS, judgment.aiAdvisoryVerdict().orElseThrow());
        assertFalse(consistency.verdictConsistencyFlag());
        assertEquals(Verdict.FAIL, consistency.finalVerdict());
        assertEquals(Verdict.FAIL, evidence.deterministicVerdict());
        assertTrue(consistency.consistencyWarning().contains("(pass) disagrees with the deterministic verdict (fail)"));
    }

    @Test
    void answersOutsideTheSchemaAreInvalidNotRepaired() {
        AiJudgment prose = judgeAnswer(ScriptedReply.answer("The actual query is wrong.").withTokens(800, 7));
        AiJudgment outOfRange = judgeAnswer(ScriptedReply.answer(Answers.valid().put("confidence", 1.7).toString()));
        AiJudgment unknownLabel = judgeAnswer(ScriptedReply.answer(
                Answers.valid().put("severity_classification", "catastrophic").toString()));
        ObjectNode incomplete = Answers.valid();
        incomplete.remove("evidence_bullets");
        AiJudgment missing = judgeAnswer(ScriptedReply.answer(incomplete.toString()));

        for (AiJudgment judgment : List.of(prose, outOfRange, unknownLabel, missing)) {
            assertEquals(JudgmentStatus.INVALID_RESPONSE, judgment.status(), judgment.toString());
            assertTrue(judgment.advisory().isEmpty());
            assertTrue(judgment.aiAdvisoryVerdict().isEmpty());
            assertEquals(JudgePrompt.PROMPT_VERSION, judgment.run().promptVersion());
        }
        assertTrue(prose.statusReason().contains("not JSON"), prose.statusReason());
        assertEquals(800, prose.run().promptTokens(), "the tokens were spent all the same");
        assertTrue(outOfRange.statusReason().contains("confidence: 1.7"), outOfRange.statusReason());
        assertTrue(unknownLabel.statusReason().contains("\"catastrophic\""), unknownLabel.statusReason());
        assertTrue(missing.statusReason().contains("evidence_bullets is missing"), missing.statusReason());
        assertTrue(prose.verdictConsistency(Verdict.FAIL).verdictConsistencyFlag());
    }

    @Test
    void aServerErrorMakesTheJudgeUnavailableWithoutThrowing() {
        AiJudgment judgment = judgeAnswer(ScriptedReply.httpError(500, "llama runner process has terminated"));

        assertEquals(JudgmentStatus.UNAVAILABLE, judgment.status());
        assertTrue(judgment.statusReason().contains("llama runner process has terminated"), judgment.statusReason());
        assertEquals(MODEL, judgment.run().modelId());
        assertNull(judgment.run().promptTokens());
    }

    @Test
    void aMalformedReplyMakesTheJudgeUnavailable() {
        AiJudgment judgment = judgeAnswer(ScriptedReply.raw(200, "{\"model\": \"judge-model:7b\", \"message\": {"));

        assertEquals(JudgmentStatus.UNAVAILABLE, judgment.status());
        assertTrue(judgment.statusReason().startsWith("Ollama at " + ollama.baseUrl() + " failed"),
                judgment.statusReason());
    }

    @Test
    void noAnswerWithinTheTimeoutMakesTheJudgeUnavailable() {
        judge = new OllamaJudge(OllamaJudgeSettings.of(ollama.baseUrl(), MODEL).withTimeout(Duration.ofMillis(300)));

        AiJudgment judgment = judgeAnswer(ScriptedReply.answer(Answers.valid().toString())
                .delayedBy(Duration.ofMinutes(1)));

        assertEquals(JudgmentStatus.UNAVAILABLE, judgment.status());
        assertTrue(judgment.statusReason().contains("within 300 ms"), judgment.statusReason());
        assertEquals(1, ollama.requests("/api/chat").size(), "the request was sent");
    }

    @Test
    void anUnreachableServerMakesTheJudgeUnavailable() {
        String closedUrl;
        try (ScriptedOllama gone = ScriptedOllama.start()) {
            closedUrl = gone.baseUrl();
        }
        OllamaJudge unreachable = new OllamaJudge(OllamaJudgeSettings.of(closedUrl, MODEL));

        AiJudgment judgment = unreachable.judge(JudgeEvidenceTest.failing());

        assertEquals(JudgmentStatus.UNAVAILABLE, judgment.status());
        assertTrue(judgment.statusReason().startsWith("Ollama at " + closedUrl + " failed: "), judgment.statusReason());
    }

    @Test
    void longMetricsAreCutInThePrompt() {
        ObjectNode metrics = Answers.JSON.createObjectNode();
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            metrics.putObject("column_" + i).put("mismatch_rate", i / 500.0);
            columns.add("column_" + i);
        }
        JudgeEvidence evidence = new JudgeEvidence("q", "SELECT 1", "SELECT 2", Verdict.FAIL, Severity.MINOR_ISSUE,
                List.of(), metrics, null);
        judge = new OllamaJudge(OllamaJudgeSettings.of(ollama.baseUrl(), MODEL).withMaxEvidenceChars(2000));
        ollama.enqueue(ScriptedReply.answer(Answers.valid().toString()));

        judge.judge(evidence);

        String user = ollama.lastModelRequest().json().at("/messages/1/content").asText();
        assertTrue(user.contains("[metrics cut: 2000 of " + metrics.toString().length() + " characters shown]"), user);
        assertTrue(user.contains(columns.get(0)));
        assertFalse(user.contains(columns.get(columns.size() - 1)));
    }

    @Test
    void failuresAreDescribedOnceEach() {
        Exception wrapped = new RuntimeException("connection refused",
                new IllegalStateException("connection refused\n at line 1", new java.net.ConnectException()));

        assertEquals("connection refused: ConnectException", OllamaJudge.describe(wrapped));
    }
}
