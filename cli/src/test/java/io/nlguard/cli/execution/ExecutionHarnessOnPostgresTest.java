package io.nlguard.cli.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness on a tiny loaded database with gold and predictions written here: bag equality, columns
 * in another order, ORDER BY, duplicates, errors, the guard's normalization, and the vote's ties.
 */
@RealPostgres
class ExecutionHarnessOnPostgresTest {

    private static final String TABLES_JSON = """
            [{"db_id": "shop",
              "table_names_original": ["Item"], "table_names": ["item"],
              "column_names_original": [[-1, "*"], [0, "id"], [0, "name"], [0, "price"]],
              "column_names": [[-1, "*"], [0, "id"], [0, "name"], [0, "price"]],
              "column_types": ["text", "number", "text", "number"],
              "primary_keys": [1], "foreign_keys": []}]
            """;

    // gold, then the SQL of systems A, B and C
    private static final String[][] QUESTIONS = {
        // 0: columns in another order are right, a column less or rows more are not
        {"SELECT name, price FROM Item WHERE price = 2", "SELECT price, name FROM Item WHERE price < 3",
            "SELECT name FROM Item WHERE price = 2", "SELECT name, price FROM Item"},
        // 1: the gold orders its rows: another order is wrong, an error is wrong
        {"SELECT name FROM Item ORDER BY price DESC, name", "SELECT name FROM Item ORDER BY price, name",
            "SELECT name FROM Item ORDER BY price DESC, name", "SELECT nme FROM Item"},
        // 2: no order in the gold: any order is right; duplicates count; "zzz" is a string once normalized
        {"SELECT price FROM Item", "SELECT DISTINCT price FROM Item", "SELECT price FROM Item ORDER BY price DESC",
            "SELECT price FROM Item WHERE name <> \"zzz\""},
        // 3: a tie of one against one: the system listed first wins
        {"SELECT count(*) FROM Item", "SELECT count(*) FROM Item WHERE price = 2", "SELECT count(*) FROM Item",
            "SELECT count(* FROM Item"},
        // 4: two wrong candidates agree (by result, not by text) and outvote the right one
        {"SELECT max(price) FROM Item", "SELECT min(price) FROM Item", "SELECT price FROM Item ORDER BY price LIMIT 1",
            "SELECT max(price) FROM Item"},
        // 5: the gold fails: the question is left out
        {"SELECT nothing FROM Item", "SELECT 1", "SELECT 1", "SELECT 1"},
        // 6: every candidate fails: the vote picks nothing
        {"SELECT id FROM Item WHERE id = 1", "SELECT idd FROM Item", "SELECT * FROM Itemz", "SELEC 1"},
    };

    private static CorpusDatabase database;

    @BeforeAll
    static void load(TestDatabase db, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("shop.sqlite");
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = sqlite.createStatement()) {
            s.execute("CREATE TABLE Item (id int, name text, price int)");
            s.execute("INSERT INTO Item VALUES (1, 'pen', 2), (2, 'ink', 2), (3, 'cap', 5)");
        }
        Map<String, Catalog> catalogs = TablesJsonReader.read(new ByteArrayInputStream(TABLES_JSON.getBytes(StandardCharsets.UTF_8)));
        database = CorpusDatabase.install(db.jdbcUrl(), db.properties(), catalogs, Duration.ofSeconds(5));
        database.loadRows(Map.of("shop", file), catalogs, load -> { });
    }

    private static ExecutionHarness.Run run(SystemSet... sets) throws Exception {
        List<GoldQuery> gold = new ArrayList<>();
        Map<String, List<String>> predictions = Map.of("A", column(1), "B", column(2), "C", column(3));
        for (int i = 0; i < QUESTIONS.length; i++) {
            gold.add(new GoldQuery(Benchmark.SPIDER_DEV, i, "shop", "q" + i, QUESTIONS[i][0], "", ""));
        }
        gold.add(new GoldQuery(Benchmark.SPIDER_DEV, QUESTIONS.length, "not_loaded", "q", "SELECT 1", "", ""));
        return new ExecutionHarness(database, 100).run(gold, List.of(sets), predictions, (db, n, executed) -> { });
    }

    private static List<String> column(int c) {
        List<String> sql = new ArrayList<>();
        for (String[] q : QUESTIONS) {
            sql.add(q[c]);
        }
        sql.add("SELECT 1");
        return sql;
    }

    private static List<Boolean> right(QuestionOutcome q) {
        return q.candidates().stream().map(CandidateOutcome::right).toList();
    }

    @Test
    void decidesRightAsTheTestSuiteDoes() throws Exception {
        List<QuestionOutcome> outcomes = run(new SystemSet("abc", List.of("A", "B", "C"))).bySet().get("abc");

        assertEquals(QUESTIONS.length, outcomes.size(), "the question of a database without rows is not run");
        assertEquals(List.of(true, false, false), right(outcomes.get(0)));
        assertEquals(List.of(false, true, false), right(outcomes.get(1)));
        assertTrue(outcomes.get(1).orderMatters());
        assertEquals(Execution.Status.ERROR, outcomes.get(1).candidates().get(2).status());
        assertEquals(List.of(false, true, true), right(outcomes.get(2)));
        assertFalse(outcomes.get(2).orderMatters());
        assertEquals(List.of(2, 3, 3), outcomes.get(2).candidates().stream().map(CandidateOutcome::rows).toList());
        assertEquals(List.of(false, true, false), right(outcomes.get(3)));
    }

    @Test
    void votesByResultWithTiesToTheFirstSystemAndNeverForAFailure() throws Exception {
        ExecutionHarness.Run run = run(new SystemSet("abc", List.of("A", "B", "C")), new SystemSet("bac", List.of("B", "A", "C")));
        List<QuestionOutcome> abc = run.bySet().get("abc");
        List<QuestionOutcome> bac = run.bySet().get("bac");

        // 3: one against one, C failed: A's group in abc, B's in bac
        assertEquals(0, abc.get(3).vote());
        assertFalse(abc.get(3).voteRight());
        assertEquals(0, bac.get(3).vote());
        assertTrue(bac.get(3).voteRight());
        // 4: A and B return the same row by different SQL: one group, which outvotes C
        assertEquals(List.of(0, 0, 1), abc.get(4).candidates().stream().map(CandidateOutcome::resultClass).toList());
        assertFalse(abc.get(4).voteRight());
        assertTrue(abc.get(4).oracleRight());
        // 6: nothing to vote for
        assertEquals(-1, abc.get(6).vote());
        assertEquals(List.of(-1, -1, -1), abc.get(6).candidates().stream().map(CandidateOutcome::resultClass).toList());
        // 5: the gold failed, so the question counts nowhere
        assertEquals(List.of(5), run.goldFailures().stream().map(GoldFailure::index).toList());
        assertFalse(abc.get(5).counted());
        // the vote is right on 0 (a tie of three, A first) and 2 (B and C agree) only
        assertEquals("| majority vote by result | 2 / 6 | 33.3% | 28.6% |  |", line(AccuracyTable.of(new SystemSet("abc", List.of("A", "B", "C")), abc), "majority"));
        assertEquals("| oracle (any candidate right) | 5 / 6 | 83.3% | 71.4% |  |", line(AccuracyTable.of(new SystemSet("abc", List.of("A", "B", "C")), abc), "oracle"));
        assertEquals("| C | 2 / 6 | 33.3% | 28.6% | 3 |", line(AccuracyTable.of(new SystemSet("abc", List.of("A", "B", "C")), abc), "C "));
        // identical SQL of a database ran once: the gold of 3 is B's, "SELECT 1" three times
        int statements = 4 * QUESTIONS.length;
        assertTrue(run.executed() <= statements - 3, run.executed() + " of " + statements);
    }

    @Test
    void theOutcomesReadBackAsWritten(@TempDir Path dir) throws Exception {
        ExecutionHarness.Run run = run(new SystemSet("abc", List.of("A", "B", "C")));
        Path file = dir.resolve("outcomes.jsonl");
        OutcomeJsonl.write(file, run.bySet());
        assertEquals(run.bySet(), OutcomeJsonl.read(file));
        assertTrue(java.nio.file.Files.readAllLines(file).get(0).startsWith(
                "{\"set\":\"abc\",\"index\":0,\"db_id\":\"shop\",\"gold_status\":\"ok\",\"gold_rows\":2,"), file.toString());
    }

    private static String line(String markdown, String start) {
        return markdown.lines().filter(l -> l.startsWith("| " + start)).findFirst().orElseThrow();
    }
}
