package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.judge.AdvisoryJudge;
import io.nlguard.compare.judge.JudgeEvidence;
import io.nlguard.compare.judge.JudgmentStatus;
import io.nlguard.compare.judge.OllamaJudge;
import io.nlguard.compare.judge.OllamaJudgeSettings;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.request.RequestContext;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** Layer 5 through the comparator: what the judge is shown, and what its answer does (and cannot do) to the report. */
@RealPostgres
class AiJudgeOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ComparisonConfig JUDGED = ComparisonConfig.builder().enableAiJudge(true).build();
    private static final String RIGHT = "select name from customer where city = 'Oslo'";
    private static final String WRONG = "select name from customer where city = 'Rome'";

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, AdvisoryJudge judge, ComparisonRequest request)
            throws SQLException {
        try (Connection c = db.connect()) {
            return new SqlComparator(c).withAdvisoryJudge(judge).compare(request);
        }
    }

    @Test
    void aDisagreeingJudgeAnnotatesButCannotFlipAPass(TestDatabase db) throws SQLException {
        List<JudgeEvidence> seen = new ArrayList<>();
        AdvisoryJudge contrarian = FixedJudge.saying(Verdict.FAIL, "the judge disagrees");
        ComparisonReport report = compare(db, evidence -> {
            seen.add(evidence);
            return contrarian.judge(evidence);
        }, Shop.request(RIGHT, RIGHT, JUDGED));

        assertEquals(Verdict.PASS, report.deterministicVerdict());
        assertEquals(Severity.PASS, report.severity());
        assertEquals(Verdict.FAIL, report.aiAdvisoryVerdict());
        assertEquals(Boolean.FALSE, report.verdictConsistencyFlag());
        assertTrue(report.warnings().stream().anyMatch(w -> w.contains("disagrees with the deterministic verdict")),
                report.warnings().toString());
        JsonNode judgment = JSON.valueToTree(report).at("/evidence/ai_judgment");
        assertEquals("the judge disagrees", judgment.get("short_rationale").asText());
        assertEquals(FixedJudge.MODEL, judgment.get("model_id").asText());
        assertEquals(FixedJudge.PROMPT, judgment.get("prompt_version").asText());
        assertEquals(120, judgment.get("prompt_tokens").asInt());
        assertEquals("adequate", judgment.get("intent_adequacy_judgment").asText());
        assertEquals(1, seen.size());
        assertEquals(Verdict.PASS, seen.get(0).deterministicVerdict(), "the judge sees the deterministic outcome");
        assertTrue(report.runMetadata().timingsMs().containsKey("ai_judge"));
    }

    @Test
    void anAgreeingJudgeSetsTheConsistencyFlag(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, FixedJudge.saying(Verdict.FAIL, "wrong city"),
                Shop.request(WRONG, RIGHT, JUDGED));

        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Verdict.FAIL, report.aiAdvisoryVerdict());
        assertEquals(Boolean.TRUE, report.verdictConsistencyFlag());
        assertTrue(report.warnings().stream().noneMatch(w -> w.contains("disagrees")), report.warnings().toString());
    }

    @Test
    void theJudgeIsNotAskedUnlessEnabledAndItsFailureIsOnlyAWarning(TestDatabase db) throws SQLException {
        List<JudgeEvidence> seen = new ArrayList<>();
        ComparisonReport off = compare(db, evidence -> {
            seen.add(evidence);
            throw new AssertionError("asked while enable_ai_judge is off");
        }, Shop.request(WRONG, RIGHT));
        assertTrue(seen.isEmpty(), "enable_ai_judge is off by default");
        assertNull(off.aiAdvisoryVerdict());
        assertNull(off.verdictConsistencyFlag());
        assertNull(off.evidence().aiJudgment());

        ComparisonReport broken = compare(db, evidence -> {
            throw new IllegalStateException("model not reachable");
        }, Shop.request(WRONG, RIGHT, JUDGED));
        assertEquals(Verdict.FAIL, broken.deterministicVerdict());
        assertNull(broken.aiAdvisoryVerdict());
        assertTrue(broken.warnings().stream().anyMatch(w -> w.contains("model not reachable")), broken.warnings().toString());

        ComparisonReport none = compare(db, null, Shop.request(WRONG, RIGHT, JUDGED));
        assertTrue(none.warnings().stream().anyMatch(w -> w.contains("no AI judge is configured")));
    }

    @Test
    void theOllamaJudgeIsShownTheReportAndItsAnswerIsRecorded(TestDatabase db) throws Exception {
        try (ScriptedOllama ollama = ScriptedOllama.start("judge:7b")) {
            ollama.enqueue(ScriptedReply.answer(answer("pass", "moderate issue")).withTokens(640, 80));
            OllamaJudge judge = new OllamaJudge(OllamaJudgeSettings.of(ollama.baseUrl(), "judge:7b"));
            ComparisonRequest request = new ComparisonRequest("Which customers live in Oslo?", WRONG, RIGHT, JUDGED,
                    new RequestContext("customer(id, name, city)", List.of("city names are in English")));

            ComparisonReport report = compare(db, judge, request);

            String user = ollama.lastModelRequest().json().at("/messages/1/content").asText();
            JsonNode shown = JSON.readTree(user.substring(user.indexOf('{')));
            assertEquals("fail", shown.get("deterministic_verdict").asText());
            assertEquals(report.severity().label(), shown.get("severity").asText());
            assertEquals("Which customers live in Oslo?", shown.get("user_query").asText());
            assertEquals(WRONG, shown.get("actual_sql").asText());
            assertEquals("customer(id, name, city)", shown.get("schema_metadata").asText());
            assertEquals(report.evidence().result().rowOverlap(), shown.at("/metrics/result/row_overlap").asDouble());
            assertTrue(shown.at("/metrics/result/result_equality_family/mode_pass").isBoolean());
            assertTrue(shown.at("/metrics/structure/clause_match").isObject(), shown.toString());

            assertEquals(Verdict.FAIL, report.deterministicVerdict(), "the AI's pass changes nothing");
            assertEquals(Verdict.PASS, report.aiAdvisoryVerdict());
            assertEquals(Boolean.FALSE, report.verdictConsistencyFlag());
            JsonNode judgment = JSON.valueToTree(report).at("/evidence/ai_judgment");
            assertEquals("ok", judgment.get("status").asText());
            assertEquals("judge:7b", judgment.get("model_id").asText());
            assertEquals("nlguard-judge-1", judgment.get("prompt_version").asText());
            assertEquals(640, judgment.get("prompt_tokens").asInt());
            assertEquals(80, judgment.get("completion_tokens").asInt());
            assertEquals("moderate issue", judgment.get("severity_classification").asText());
        }
    }

    @Test
    void anAnswerOutsideTheSchemaGivesNoAdvisoryVerdict(TestDatabase db) throws Exception {
        try (ScriptedOllama ollama = ScriptedOllama.start("judge:7b")) {
            ollama.enqueue(ScriptedReply.answer(answer("probably", "pass")));
            OllamaJudge judge = new OllamaJudge(OllamaJudgeSettings.of(ollama.baseUrl(), "judge:7b"));

            ComparisonReport report = compare(db, judge, Shop.request(RIGHT, RIGHT, JUDGED));

            assertEquals(Verdict.PASS, report.deterministicVerdict());
            assertNull(report.aiAdvisoryVerdict());
            assertNull(report.verdictConsistencyFlag());
            assertEquals(JudgmentStatus.INVALID_RESPONSE, report.evidence().aiJudgment().status());
            assertTrue(report.warnings().stream().anyMatch(w -> w.startsWith("the AI judge gave no advisory verdict"
                    + " (invalid_response: ai_advisory_verdict")), report.warnings().toString());
        }
    }

    /** A model answer in the judge's schema with this verdict and severity. */
    private static String answer(String verdict, String severity) {
        return JSON.createObjectNode()
                .put("ai_advisory_verdict", verdict)
                .put("intent_adequacy_judgment", "partially_adequate")
                .put("database_scoped_equivalence_judgment", "not_equivalent")
                .put("acceptable_deviation_judgment", "acceptable")
                .put("severity_classification", severity)
                .put("confidence", 0.6)
                .put("evidence_strength", "medium")
                .put("ambiguous_case", false)
                .put("short_rationale", "Close to the question, but another city.")
                .put("decision_summary", verdict + ": the filter names another city.")
                .set("evidence_bullets", JSON.createArrayNode().add("row_overlap 0.0"))
                .toString();
    }
}
