package io.nlguard.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.cli.CliRun;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

/** {@code nlguard compare} on a real PostgreSQL: the text and JSON reports, the exit codes, the two options. */
@RealPostgres
class CompareCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OSLO = "select name from customer where city = 'Oslo'";

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customer(id int primary key, name text not null, city text)");
            s.execute("insert into customer values (1, 'Ann', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo'),"
                    + " (4, 'Di', 'Paris')");
        }
    }

    private static CliRun compare(TestDatabase db, String actual, String expected, String... options) {
        List<String> args = new ArrayList<>(List.of("compare", "--url", db.jdbcUrl(), "--user", db.user(),
                "--password", db.password(), "--actual", actual, "--expected", expected));
        args.addAll(List.of(options));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void equalResultsPassWithExitCodeZero(TestDatabase db) {
        CliRun run = compare(db, "select c.name from customer c where c.city in ('Oslo')", OSLO);

        assertEquals(0, run.exitCode(), run.both());
        assertTrue(run.out().startsWith("Verdict: PASS (pass), overall score "), run.out());
        assertTrue(run.out().contains("  - Pass: the results are equal under order-insensitive comparison."), run.out());
    }

    @Test
    void differentResultsFailWithTheReasonsAndExitCodeOne(TestDatabase db) {
        CliRun run = compare(db, "select name from customer where city = 'Rome'", OSLO);

        assertEquals(1, run.exitCode(), run.both());
        assertTrue(run.out().startsWith("Verdict: FAIL ("), run.out());
        assertTrue(run.out().contains("  - Fail: the results differ under order-insensitive comparison."), run.out());
        assertTrue(run.out().contains("Where: the selection predicate"), run.out());
        assertTrue(run.out().contains("What differs: selection: "), run.out());
    }

    @Test
    void jsonIsTheOutputContract(TestDatabase db) throws Exception {
        CliRun run = compare(db, "select name from customer order by name", OSLO, "--json", "--mode", "order-sensitive");

        assertEquals(1, run.exitCode(), run.both());
        JsonNode report = JSON.readTree(run.out());
        List<String> fields = new ArrayList<>();
        report.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("deterministic_verdict", "ai_advisory_verdict", "verdict_consistency_flag", "overall_score",
                "structure_score", "result_score", "diagnostic_scores", "performance_scores", "severity", "explanations",
                "mismatch_map", "error_types", "blocked_reason", "warnings", "validity", "evidence", "run_metadata"),
                fields);
        assertEquals("fail", report.get("deterministic_verdict").asText());
        assertEquals("order-sensitive", report.at("/evidence/result/result_equality_family/comparison_mode").asText());
        assertTrue(report.get("ai_advisory_verdict").isNull());
    }

    @Test
    void aQueryThatDoesNotParseIsAFailNamingTheBlock(TestDatabase db) {
        CliRun run = compare(db, "select name from customer where", OSLO);

        assertEquals(1, run.exitCode(), run.both());
        assertTrue(run.out().startsWith("Verdict: FAIL (critical failure), overall score 0.00\nBlocked: parse failure\n"),
                run.out());
        assertTrue(run.out().contains("  - actual_sql does not parse: "), run.out());
    }

    @Test
    void theInstanceCheckCatchesAPairThatAgreesOnlyOnLuckyData(TestDatabase db) {
        String lucky = "select name from customer where id in (1, 3)";
        assertEquals(0, compare(db, lucky, OSLO).exitCode(), "equal on the given data");

        CliRun run = compare(db, lucky, OSLO, "--instances", "4", "--seed", "1");

        assertEquals(1, run.exitCode(), run.both());
        assertTrue(run.out().startsWith("Verdict: FAIL (moderate issue)"), run.out());
        assertTrue(run.out().contains("  - Fail: the results are equal on this database under order-insensitive"
                + " comparison, but differ on a generated instance of its schema"), run.out());
        assertTrue(run.out().contains("  - The queries differ on "), run.out());
    }

    @Test
    void theAiJudgeAdvisesButTheExitCodeFollowsTheDeterministicVerdict(TestDatabase db) {
        try (ScriptedOllama ollama = ScriptedOllama.start("judge:7b")) {
            ollama.enqueue(ScriptedReply.answer(passingAnswer()).withTokens(700, 60));

            CliRun run = compare(db, "select name from customer where city = 'Rome'", OSLO, "--ai-judge",
                    "--ollama-url", ollama.baseUrl(), "--ollama-model", "judge:7b", "--question", "Who lives in Oslo?");

            assertEquals(1, run.exitCode(), run.both());
            assertTrue(run.out().contains("AI advisory: pass (disagrees with the deterministic verdict; advisory only;"
                    + " model judge:7b, prompt nlguard-judge-1): Close enough."), run.out());
            assertTrue(ollama.lastModelRequest().json().at("/messages/1/content").asText().contains("Who lives in Oslo?"));
        }
    }

    @Test
    void badUsageAndAnUnreachableDatabaseExitWithTwo(TestDatabase db) {
        CliRun noUrl = CliRun.of("compare", "--actual", OSLO, "--expected", OSLO);
        assertEquals(2, noUrl.exitCode(), noUrl.both());
        assertTrue(noUrl.err().contains("Missing required option: '--url=JDBC_URL'"), noUrl.err());

        CliRun fuzzy = compare(db, OSLO, OSLO, "--mode", "fuzzy");
        assertEquals(2, fuzzy.exitCode(), fuzzy.both());
        assertTrue(fuzzy.err().contains("comparison_mode: 'fuzzy' is not one of exact, order-insensitive,"
                + " order-sensitive"), fuzzy.err());

        CliRun judgeWithoutModel = compare(db, OSLO, OSLO, "--ai-judge");
        assertEquals(2, judgeWithoutModel.exitCode(), judgeWithoutModel.both());
        assertTrue(judgeWithoutModel.err().contains("--ai-judge needs --ollama-model"), judgeWithoutModel.err());

        CliRun tooTolerant = compare(db, OSLO, OSLO, "--rtol", "2");
        assertEquals(2, tooTolerant.exitCode(), tooTolerant.both());
        assertTrue(tooTolerant.err().contains("numeric_rel_tolerance must be in [0, 1)"), tooTolerant.err());

        CliRun notPostgres = CliRun.of("compare", "--url", "jdbc:h2:mem:shop", "--actual", OSLO, "--expected", OSLO);
        assertEquals(2, notPostgres.exitCode(), notPostgres.both());
        assertTrue(notPostgres.err().contains("not a PostgreSQL URL"), notPostgres.err());

        String missing = db.jdbcUrl().substring(0, db.jdbcUrl().lastIndexOf('/') + 1) + "no_such_database";
        CliRun unreachable = CliRun.of("compare", "--url", missing, "--user", db.user(), "--password", db.password(),
                "--actual", OSLO, "--expected", OSLO);
        assertEquals(2, unreachable.exitCode(), unreachable.both());
        assertTrue(unreachable.err().startsWith("nlguard compare: cannot use the database at " + missing + ": "),
                unreachable.err());
        assertEquals("", unreachable.out());
    }

    private static String passingAnswer() {
        return JSON.createObjectNode()
                .put("ai_advisory_verdict", "pass")
                .put("intent_adequacy_judgment", "partially_adequate")
                .put("database_scoped_equivalence_judgment", "not_equivalent")
                .put("acceptable_deviation_judgment", "acceptable")
                .put("severity_classification", "minor issue")
                .put("confidence", 0.4)
                .put("evidence_strength", "low")
                .put("ambiguous_case", true)
                .put("short_rationale", "Close enough.")
                .put("decision_summary", "pass: a neighbouring city.")
                .set("evidence_bullets", JSON.createArrayNode().add("row_overlap 0.0"))
                .toString();
    }
}
