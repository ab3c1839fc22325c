package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.score.NodeScore;
import io.nlguard.guard.score.NodeScores;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * Node scores through {@code jdbc:nlguard:} on real PostgreSQL, with the model bundled in
 * nlguard-scorer found through ServiceLoader: every node of a statement gets a probability, risky
 * nodes become 01NG1 warnings that name the node and the features behind it, and 42NG1 refusals in
 * block mode past the block threshold, on SQL read as a model's ({@code nlguard.sql-author=machine}; how
 * people's SQL is judged: {@code SqlAuthorOnPostgresTest}).
 */
@RealPostgres
class NodeRiskOnPostgresTest {

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers");
            s.execute("create table customers(id int primary key, name text not null, city text)");
            s.execute("create table orders(id int primary key, customer_id int references customers(id), total numeric)");
            s.execute("insert into customers values (1, 'Ada', 'London'), (2, 'Alan', 'Wilmslow')");
        }
    }

    private Connection open(String... settings) throws SQLException {
        return db.connectGuarded(settings);
    }

    private static GuardReport report(Statement statement) throws SQLException {
        return statement.unwrap(GuardedStatement.class).lastReport();
    }

    private static List<SQLWarning> warnings(Statement statement, String sqlState) throws SQLException {
        List<SQLWarning> found = new ArrayList<>();
        for (SQLWarning w = statement.getWarnings(); w != null; w = w.getNextWarning()) {
            if (sqlState.equals(w.getSQLState())) {
                found.add(w);
            }
        }
        return found;
    }

    @Test
    void everyNodeOfAStatementCarriesAProbability() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select c.name, o.total from customers c join orders o on o.customer_id = c.id").close();
            NodeScores scores = report(s).nodeScores();
            assertNotNull(scores, "the bundled model scores every single statement");
            assertTrue(scores.scorer().contains("default"), scores.scorer());
            assertEquals(0, scores.nodes().get(0).nodeId());
            for (int i = 0; i < scores.nodes().size(); i++) {
                NodeScore node = scores.nodes().get(i);
                assertEquals(i, node.nodeId(), "one score per node, by id");
                assertTrue(node.probability() >= 0 && node.probability() <= 1, node.toString());
            }
            assertTrue(scores.nodes().size() > 15, "all nodes, not just a few: " + scores.nodes().size());
        }
    }

    @Test
    void aMisspelledColumnIsNamedAsARiskyNodeWithItsDrivers() throws SQLException {
        try (Connection c = open("nlguard.mode", "annotate", "nlguard.sql-author", "machine");
             Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeQuery("select c.nmae from customers c where c.id = 1"));
            List<SQLWarning> risky = warnings(s, "01NG1");
            assertEquals(1, risky.size(), "one 01NG1 warning for the one risky place: " + risky);
            String message = risky.get(0).getMessage();
            assertTrue(message.contains("risk.node") && message.contains("nmae") && message.contains("1:8"), message);
            assertTrue(message.matches("(?s).*p=[01]\\.\\d\\d.*"), "gives the probability: " + message);
            assertTrue(message.contains("driven by"), "names the features behind it: " + message);
            assertTrue(message.contains("Fix:"), "passes on the fix the lint rule knows: " + message);
            double misspelled = report(s).nodeScores().maxProbability();

            s.executeQuery("select c.name from customers c where c.id = 1").close();
            assertTrue(warnings(s, "01NG1").isEmpty(), "the correct query is not flagged");
            double correct = report(s).nodeScores().maxProbability();
            assertTrue(misspelled > correct + 0.3, misspelled + " vs " + correct);
        }
    }

    @Test
    void aQuestionSetAsClientInfoIsReadByTheScorerAndNeverReachesPostgres() throws SQLException {
        String sql = "select name from customers where city = 'Paris'";
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery(sql).close();
            double noQuestion = probability(report(s), "Literal(Paris)");

            c.setClientInfo("nlguard.question", "Which customers live in Paris?");
            s.executeQuery(sql).close();
            double stated = probability(report(s), "Literal(Paris)");

            c.setClientInfo("nlguard.question", "Which customers live in London?");
            s.executeQuery(sql).close();
            double unstated = probability(report(s), "Literal(Paris)");

            assertTrue(unstated > stated, "a value the question never states is riskier: " + unstated + " vs " + stated);
            assertTrue(noQuestion != stated && noQuestion != unstated, "each question is scored, not served from the"
                    + " verdict cache of the same text: " + noQuestion + ", " + stated + ", " + unstated);
            assertNull(c.getWarnings(), "pgjdbc warns of a client-info name it does not know: it never saw this one");
            assertEquals("Which customers live in London?", c.getClientInfo("nlguard.question"));
            List<String> properties = new ArrayList<>();
            try (ResultSet rows = c.getMetaData().getClientInfoProperties()) {
                while (rows.next()) {
                    properties.add(rows.getString("NAME"));
                }
            }
            assertEquals(List.of("ApplicationName", "nlguard.question"), properties, "pgjdbc's own, then the guard's");
        }
    }

    private static double probability(GuardReport report, String node) {
        return report.nodeScores().nodes().stream().filter(n -> n.node().equals(node)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + node + " in " + report.nodeScores().nodes()))
                .probability();
    }

    @Test
    void blockModeRefusesPastTheBlockThresholdAndNeverRunsTheStatement() throws SQLException {
        try (Connection c = open("nlguard.mode", "block", "nlguard.warn-threshold", "0.2",
                "nlguard.block-threshold", "0.3", "nlguard.sql-author", "machine"); Statement s = c.createStatement()) {
            SQLException refused = assertThrows(SQLException.class,
                    () -> s.executeUpdate("update customers set city = 'Paris' where nmae = 'Ada'"));
            assertEquals("42NG1", refused.getSQLState(), refused.getMessage());
            assertTrue(refused.getMessage().contains("nmae"), refused.getMessage());
        }
        try (Connection raw = db.connect(); Statement s = raw.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from customers where city = 'Paris'")) {
            rs.next();
            assertEquals(0, rs.getInt(1), "the refused UPDATE never ran");
        }
    }

    @Test
    void toolQueriesOnTheSystemCatalogsAreScoredButNeverFlagged() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("SELECT n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n"
                    + " ON n.oid = c.relnamespace WHERE c.relkind IN ('r','v') ORDER BY 1, 2").close();
            assertNotNull(report(s).nodeScores());
            assertTrue(warnings(s, "01NG1").isEmpty(), "a database tool's metadata query runs unflagged");
        }
    }

    @Test
    void thresholdsAboveOneTurnWarningsOff() throws SQLException {
        try (Connection c = open("nlguard.warn-threshold", "1.1", "nlguard.block-threshold", "1.1");
             Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeQuery("select c.nmae from customers c"));
            assertTrue(warnings(s, "01NG1").isEmpty());
            assertNotNull(report(s).nodeScores(), "scores are still in the report");
        }
    }

    @Test
    void modelOffMeansNoScores() throws SQLException {
        try (Connection c = open("nlguard.model", "off"); Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeQuery("select c.nmae from customers c"));
            assertNull(report(s).nodeScores());
            assertTrue(warnings(s, "01NG1").isEmpty());
        }
    }

    @Test
    void aModelFileIsUsedByPathAndABadOneIsRefusedAtConnect(@TempDir Path dir) throws Exception {
        Path model = dir.resolve("team-model.txt");
        try (InputStream bundled = getClass().getResourceAsStream("/io/nlguard/model/scoring/default-model.txt")) {
            assertNotNull(bundled);
            Files.copy(bundled, model);
        }
        try (Connection c = open("nlguard.model", model.toString()); Statement s = c.createStatement()) {
            s.executeQuery("select name from customers").close();
            assertEquals("model team-model.txt", report(s).nodeScores().scorer());
        }
        Path broken = Files.writeString(dir.resolve("broken.txt"), "not a model");
        SQLException refused = assertThrows(SQLException.class, () -> open("nlguard.model", broken.toString()));
        assertEquals("22023", refused.getSQLState());
        assertTrue(refused.getMessage().contains("nlguard.model"), refused.getMessage());
        SQLException missing = assertThrows(SQLException.class,
                () -> open("nlguard.model", dir.resolve("absent.txt").toString()));
        assertEquals("22023", missing.getSQLState());
    }

}
