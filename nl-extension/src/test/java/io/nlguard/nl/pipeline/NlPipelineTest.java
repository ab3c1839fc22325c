package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.nl.NlTranslators;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.testing.NoTarget;
import io.nlguard.nl.testing.ShopCatalog;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pipeline over the shop catalog with a scripted Ollama, a guard that blocks writes and a planner that knows the columns. */
class NlPipelineTest {

    private static final String CITIES = "SELECT city FROM customers";

    private final ScriptedOllama ollama = ScriptedOllama.start();
    private final CandidateCheck guard = sql -> sql.startsWith("DELETE")
            ? Decision.block(new Notice(NlGuardSqlState.BLOCKED_BY_RULE, "[firewall.read-only] it writes rows"), List.of())
            : Decision.allow(sql);
    private final NlPipeline pipeline = new NlPipeline(request -> statements -> statements.stream()
            .map(sql -> sql.contains("town") ? ExplainResult.failed("42703", "column \"town\" does not exist")
                    : ExplainResult.OK).toList());

    @AfterEach
    void stop() {
        ollama.close();
    }

    private NlRequest request(String question, int candidates, int repairs) {
        NlSettings settings = new NlSettings("NL:", URI.create(ollama.baseUrl()), ScriptedOllama.DEFAULT_MODEL,
                "nomic-embed-text", candidates, Duration.ofSeconds(5), Duration.ofSeconds(5), 100, repairs);
        return new NlRequest(question, ShopCatalog.catalog(), settings, new NoTarget(), guard, "t1");
    }

    private static String fence(String sql) {
        return "```sql\n" + sql + "\n```";
    }

    @Test
    void theDriverFindsThePipelineThroughServiceLoader() {
        assertInstanceOf(NlPipeline.class, NlTranslators.find(getClass().getClassLoader()).orElseThrow());
    }

    @Test
    void autoAsksForTwoCandidatesForAnEasyQuestionAndReportsEveryStage() throws NlFailure {
        ollama.enqueue(answer(fence(CITIES)), answer(fence(CITIES)));
        Translation translation = pipeline.translate(request("which cities?", NlSettings.AUTO_CANDIDATES, 1));
        assertEquals(CITIES, translation.sql());
        assertEquals(2, translation.candidates());
        assertEquals(2, translation.agreeing());
        assertEquals(List.of("customers"), translation.tables());
        assertEquals(2, ollama.requests("/api/chat").size());
        assertEquals("nlguard-nl (scripted-model:latest)", translation.report().translator());
        assertTrue(translation.report().stages().stream().filter(st -> st.name().equals("prompt")).findFirst()
                .orElseThrow().summary().contains("auto: difficulty 0"));
        TranslationReport.Candidate chosen = translation.report().candidates().get(0);
        assertTrue(chosen.chosen());
        assertEquals(io.nlguard.nl.select.Calibration.bundled().probability(chosen.score() / 100),
                translation.confidence(), 1e-9, "the confidence is the chosen candidate's score, calibrated");
        assertTrue(translation.confidence() >= 0.9, "both agree and pass: " + translation.confidence());
    }

    @Test
    void theClientIsBuiltOncePerSettingsSoTheModelIsLookedUpOnce() throws NlFailure {
        ollama.enqueue(answer(fence(CITIES)), answer(fence(CITIES)));
        pipeline.translate(request("which cities?", 1, 0));
        pipeline.translate(request("which cities?", 1, 0));
        assertEquals(1, ollama.requests("/api/tags").size());
    }

    @Test
    void aRepairShowsTheGuardsRefusalWithItsFixAndTheFailedQuery() throws NlFailure {
        ollama.enqueue(answer(fence("DELETE FROM customers")), answer(fence(CITIES)));
        Translation translation = pipeline.translate(request("which cities?", 1, 2));
        assertEquals(CITIES, translation.sql());
        String repairPrompt = ollama.lastModelRequest().body();
        assertTrue(repairPrompt.contains("DELETE FROM customers") && repairPrompt.contains("firewall.read-only"),
                repairPrompt);
        assertEquals(2, translation.candidates(), "the first candidate and the repaired one");
        assertEquals(1, translation.agreeing());
        assertTrue(translation.confidence() < 0.8, "the failed first candidate counts against the repaired one's "
                + "agreement: " + translation.confidence());
    }

    @Test
    void aRepairThatKeepsFailingEndsWithTheLastErrorAfterTheAttemptsAllowed() {
        ollama.enqueue(answer(fence("SELECT town FROM customers")), answer(fence("SELECT town, city FROM customers")),
                answer("no idea"));
        NlFailure failure = assertThrows(NlFailure.class, () -> pipeline.translate(request("which towns?", 1, 2)));
        assertEquals(NlGuardSqlState.NL_UNANSWERABLE, failure.state());
        assertTrue(failure.getMessage().contains("the last error: no SQL statement in the reply: no idea"),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("the best candidate: SELECT town FROM customers"), failure.getMessage());
        assertEquals(0, ollama.pendingReplies());
        assertEquals(3, failure.report().candidates().size(), failure.report().candidates().toString());
    }

    private static NlStages stages(boolean reranker, boolean explain) {
        NlStages d = NlStages.DEFAULT;
        return new NlStages(d.routing(), d.routingMinTables(), d.embeddings(), d.values(), d.valuesPerColumn(),
                d.examples(), d.knowledge(), d.schemaLinker(), d.joinPlanner(), reranker, explain, d.valueCheck(),
                d.executeCandidates());
    }

    private NlRequest request(String question, int candidates, NlStages stages) {
        NlRequest plain = request(question, candidates, 0);
        return new NlRequest(question, plain.catalog(), plain.settings().withStages(stages), plain.target(),
                plain.guard(), plain.traceId());
    }

    @Test
    void withExplainOffNothingIsPlannedAndTheGuardAloneJudges() throws NlFailure {
        AtomicInteger planned = new AtomicInteger();
        NlPipeline counting = new NlPipeline(request -> statements -> {
            planned.addAndGet(statements.size());
            return statements.stream().map(sql -> sql.contains("town")
                    ? ExplainResult.failed("42703", "column \"town\" does not exist") : ExplainResult.OK).toList();
        });
        ollama.enqueue(answer(fence("SELECT town FROM customers")), answer(fence("DELETE FROM customers")));
        Translation translation = counting.translate(request("which towns?", 2, stages(true, false)));
        assertEquals(0, planned.get(), "no EXPLAIN");
        assertEquals("SELECT town FROM customers", translation.sql(), "the guard lets it through; nothing plans it");
        assertTrue(translation.report().stage("evaluate").orElseThrow().summary().contains("EXPLAIN off"),
                translation.report().stage("evaluate").orElseThrow().summary());

        ollama.enqueue(answer(fence("SELECT town FROM customers")), answer(fence(CITIES)));
        assertEquals(CITIES, counting.translate(request("which towns?", 2, stages(true, true))).sql(),
                "with EXPLAIN on, the planner's error rules the first one out");
        assertEquals(2, planned.get());
    }

    @Test
    void withTheRerankerOffAPassingOneWinsAndItsSignalsAreStillReported() throws NlFailure {
        // which reply becomes which candidate depends on arrival order: CandidateEvaluatorTest checks the order
        ollama.enqueue(answer(fence("DELETE FROM customers")), answer(fence(CITIES)));
        Translation translation = pipeline.translate(request("which cities?", 2, stages(false, true)));
        assertEquals(CITIES, translation.sql());
        assertTrue(translation.report().candidates().stream().allMatch(c -> c.note().contains("signals: ")),
                translation.report().candidates().toString());
    }
}
