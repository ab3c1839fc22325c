package io.nlguard.nl.pipeline;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.nl.NlTarget;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.testing.ReadOnlySessionTarget;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Stage 5 choosing by results on a real PostgreSQL: three candidates, of which two are written differently
 * but return the same count and one returns another; the question picks the majority whatever the order the
 * replies came in, and the report lists every candidate's signals.
 */
@RealPostgres
class SelectionOnPostgresTest {

    private static final String QUESTION = "How many customers live in Oslo?";
    private static final String LONE = "SELECT count(*) FROM customers";
    private static final List<String> MAJORITY = List.of("SELECT count(*) FROM customers WHERE city = 'Oslo'",
            "SELECT count(id) FROM customers c WHERE c.city = 'Oslo'");

    private TestDatabase db;
    private ScriptedOllama ollama;
    private Catalog catalog;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        this.ollama = ScriptedOllama.start();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists customers cascade");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Bergen'), (3, 'Cy', 'Oslo')");
            catalog = new CatalogLoader().load(c);
        }
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void theTwoCandidatesWithTheSameResultWinOverTheLoneOneInEveryOrder() throws NlFailure {
        List<List<String>> orders = List.of(List.of(LONE, MAJORITY.get(0), MAJORITY.get(1)),
                List.of(MAJORITY.get(1), LONE, MAJORITY.get(0)));
        for (List<String> order : orders) {
            order.forEach(sql -> ollama.enqueue(answer("```sql\n" + sql + "\n```")));
            Translation translation = new NlPipeline().translate(request(stages(true)));
            assertTrue(MAJORITY.contains(translation.sql()), translation.sql());
            assertEquals(MAJORITY.get(0), translation.sql(), "equal scores: the first SQL text, not the first reply");

            List<TranslationReport.Candidate> candidates = translation.report().candidates();
            assertEquals(3, candidates.size());
            TranslationReport.Candidate chosen = candidates.stream().filter(TranslationReport.Candidate::chosen)
                    .findFirst().orElseThrow();
            assertTrue(chosen.note().contains("result: 1 row × 1 column") && chosen.note().contains("cluster of 2, "
                    + "share 0.67") && chosen.note().contains("shape fit 1.00"), chosen.note());
            TranslationReport.Candidate lone = candidates.stream().filter(c -> c.sql().equals(LONE)).findFirst()
                    .orElseThrow();
            assertTrue(lone.note().contains("cluster of 1, share 0.33"), lone.note());
            assertTrue(lone.score() < chosen.score());
            assertEquals(io.nlguard.nl.select.Calibration.bundled().probability(chosen.score() / 100),
                translation.confidence(), 1e-9, "the bundled calibration of the chosen one's score");
            assertTrue(translation.report().stage("evaluate").orElseThrow().summary().contains("running "),
                    translation.report().stage("evaluate").orElseThrow().summary());
        }
    }

    @Test
    void withExecutionOffNothingRunsAndEveryCandidateIsOnItsOwn() throws NlFailure {
        List.of(LONE, MAJORITY.get(0), MAJORITY.get(1)).forEach(sql -> ollama.enqueue(answer("```sql\n" + sql
                + "\n```")));
        Translation translation = new NlPipeline().translate(request(stages(false)));
        assertTrue(translation.report().candidates().stream().allMatch(c -> c.note().contains("cluster of 1, share 0.33")
                && c.note().contains("execute-candidates=off")), translation.report().candidates().toString());
    }

    private static NlStages stages(boolean execute) {
        NlStages d = NlStages.DEFAULT;
        return new NlStages(NlStages.Switch.OFF, d.routingMinTables(), NlStages.Embeddings.OFF, false, 0,
                Optional.empty(), Optional.empty(), d.schemaLinker(), d.joinPlanner(), true, true, false, execute);
    }

    private NlRequest request(NlStages stages) {
        NlSettings settings = new NlSettings("NL:", URI.create(ollama.baseUrl()), ScriptedOllama.DEFAULT_MODEL,
                "nomic-embed-text", 3, Duration.ofSeconds(5), Duration.ofSeconds(5), 100, 0).withStages(stages);
        CandidateCheck allow = Decision::allow;
        // a target the driver opened: its candidates are planned and run on the shared read-only pool
        NlTarget pooled = new ReadOnlySessionTarget(db, NlTarget.Access.DRIVER);
        return new NlRequest(QUESTION, catalog, settings, pooled, allow, "select");
    }
}
