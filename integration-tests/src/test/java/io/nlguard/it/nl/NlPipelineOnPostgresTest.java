package io.nlguard.it.nl;

import static io.nlguard.it.nl.OsloCustomers.OSLO_SQL;
import static io.nlguard.it.nl.OsloCustomers.column;
import static io.nlguard.it.nl.OsloCustomers.fence;
import static io.nlguard.it.nl.OsloCustomers.one;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.WithScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code NL:} questions end to end: {@code DriverManager}-style URL and properties, the translator found
 * through {@code ServiceLoader} (nlguard-nl's pipeline), a scripted Ollama for the model and nothing
 * else in place of the real parts: retrieval, the guard, EXPLAIN and the query run on a real PostgreSQL.
 */
@RealPostgres
@WithScriptedOllama
class NlPipelineOnPostgresTest {

    private static final String OSLO = "NL: which customers live in Oslo?";

    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db, ScriptedOllama ollama) throws SQLException {
        this.db = db;
        this.ollama = ollama;
        OsloCustomers.create(db, true);
    }


    private Connection connect(String... settings) throws SQLException {
        return connectTo(ollama.baseUrl(), settings);
    }

    private Connection connectTo(String url, String... settings) throws SQLException {
        NlGuardDataSource dataSource = OsloCustomers.dataSource(db, url);
        OsloCustomers.set(dataSource, settings);
        return dataSource.getConnection();
    }

    private SQLException refused(String question, String... settings) throws SQLException {
        try (Connection c = connect(settings); Statement s = c.createStatement()) {
            return assertThrows(SQLException.class, () -> s.executeQuery(question));
        }
    }

    @Test
    void twoAgreeingCandidatesAnswerWithRowsAndA01NG4Warning() throws SQLException {
        ollama.enqueue(answer(fence(OSLO_SQL)), answer("```sql\nselect name from customers where city = 'Oslo' "
                + "order by name;\n```"));
        try (Connection c = connect("nlguard.nl.candidates", "2"); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
            SQLWarning warning = s.getWarnings();
            assertEquals("01NG4", warning.getSQLState());
            assertTrue(warning.getMessage().contains("tables customers; 2 of 2 candidates agreed"), warning.getMessage());
            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            assertEquals(2, translation.agreeing());
            assertTrue(translation.confidence() >= 0.9, "both agree and both pass: " + translation.confidence());
            assertEquals(List.of("values", "retrieve", "schema-link", "join-plan", "boundary", "prompt", "generate",
                    "evaluate"),
                    translation.report().stages().stream().map(TranslationReport.Stage::name).toList());
            assertTrue(ollama.lastModelRequest().body().contains("customers"), "the prompt holds the schema");
        }
    }

    @Test
    void theDefaultSettingsAskForAsManyCandidatesAsTheDifficultySays() throws SQLException {
        for (int i = 0; i < 6; i++) {
            ollama.enqueue(answer(fence(OSLO_SQL)));
        }
        try (Connection c = connect(); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            assertEquals(2, translation.candidates(), "an easy question over few tables");
            assertEquals(translation.candidates(), ollama.requests("/api/chat").size());
            assertEquals(translation.candidates(), translation.agreeing());
        }
    }

    @Test
    void aCandidateWithAnUnknownColumnIsBeatenByARightOne() throws SQLException {
        ollama.enqueue(answer(fence("SELECT name FROM customers WHERE hometown = 'Oslo'")), answer(fence(OSLO_SQL)));
        try (Connection c = connect("nlguard.nl.candidates", "2"); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            assertEquals(1, translation.agreeing());
            List<TranslationReport.Candidate> candidates = translation.report().candidates();
            assertEquals(2, candidates.size());
            assertTrue(candidates.get(0).chosen());
            assertTrue(candidates.get(1).note().contains("hometown"), candidates.get(1).note());
            assertTrue(candidates.get(0).score() > candidates.get(1).score());
        }
    }

    @Test
    void aFailedCandidateIsRepairedWithItsError() throws SQLException {
        ollama.enqueue(answer(fence("SELECT name FROM customers WHERE hometown = 'Oslo'")), answer(fence(OSLO_SQL)));
        try (Connection c = connect("nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "2");
             Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
            String repairPrompt = ollama.lastModelRequest().body();
            assertTrue(repairPrompt.contains("hometown") && repairPrompt.contains("failed"), repairPrompt);
            // the surgical whitelist of an undefined column: the columns of the table the query reads
            assertTrue(repairPrompt.contains("Use only these columns of the tables the query reads: customers(")
                    && repairPrompt.contains("city"), repairPrompt);
            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            assertTrue(translation.report().output("repair", Object.class).isPresent());
            assertEquals(0, ollama.pendingReplies());
        }
    }

    @Test
    void aRepairThatKeepsFailingGivesUpWith42NL2TheLastErrorAndTheBestCandidate() throws SQLException {
        ollama.enqueue(answer(fence("SELECT name FROM customers WHERE hometown = 'Oslo'")),
                answer(fence("SELECT name FROM customers WHERE birthplace = 'Oslo'")));
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "1");
        assertEquals("42NL2", e.getSQLState());
        assertTrue(e.getMessage().contains("birthplace"), "the last error: " + e.getMessage());
        assertTrue(e.getMessage().contains("the best candidate: SELECT name FROM customers WHERE hometown"),
                e.getMessage());
    }

    @Test
    void proseAroundTheQueryIsIgnored() throws SQLException {
        ollama.enqueue(answer("Sure! Customers are in the customers table.\n\n" + fence(OSLO_SQL)
                + "\n\nThis lists the customers of Oslo by name."));
        try (Connection c = connect("nlguard.nl.candidates", "1"); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
        }
    }

    @Test
    void twoStatementsAreNotAnAnswer() throws SQLException {
        ollama.enqueue(answer(fence("SELECT name FROM customers;\nSELECT city FROM customers;")));
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "0");
        assertEquals("42NL2", e.getSQLState());
        assertTrue(e.getMessage().contains("2 statements"), e.getMessage());
    }

    @Test
    void aReplyWithoutSqlIsNotAnAnswer() throws SQLException {
        ollama.enqueue(answer("Oslo is a lovely city in Norway."));
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "0");
        assertEquals("42NL2", e.getSQLState());
        assertTrue(e.getMessage().contains("no SQL statement"), e.getMessage());
    }

    @Test
    void aModelThatAnswersWithAnUpdateOrADropIsRefusedAndTheTableIsAsItWas() throws SQLException {
        for (String write : List.of("UPDATE customers SET city = 'Bergen' WHERE city = 'Oslo'", "DROP TABLE customers",
                "WITH gone AS (DELETE FROM customers RETURNING name) SELECT name FROM gone")) {
            ollama.enqueue(answer(fence(write)));
            SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "0");
            assertEquals("42NL2", e.getSQLState(), write);
            try (Connection c = db.connect(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select count(*) from customers where city = 'Oslo'")) {
                rs.next();
                assertEquals(2, rs.getInt(1), write);
            }
        }
    }

    @Test
    void aModelThatAnswersWithADeleteIsRefusedAndNothingIsDeleted() throws SQLException {
        ollama.enqueue(answer(fence("DELETE FROM customers WHERE city = 'Oslo'")));
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.repair-attempts", "0");
        assertEquals("42NL2", e.getSQLState());
        assertTrue(e.getMessage().contains("DELETE FROM customers"), e.getMessage());
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from customers")) {
            rs.next();
            assertEquals(3, rs.getInt(1));
        }
    }

    @Test
    void aQuestionTheSchemaLacksWordsForIsRefusedByTheDetectorsElseByTheModelsReason() throws SQLException {
        SQLException detectors = refused("NL: what do our employees earn?", "nlguard.nl.candidates", "2");
        assertEquals("42NL2", detectors.getSQLState());
        assertTrue(detectors.getMessage().contains("employees"), detectors.getMessage());
        assertEquals(0, ollama.requests("/api/chat").size(), "refused before generation");

        ollama.enqueue(answer("CANNOT ANSWER: the schema has no salaries"),
                answer("CANNOT ANSWER: there is no salary column"));
        SQLException e = refused("NL: what do our employees earn?", "nlguard.nl.candidates", "2",
                "nlguard.nl.abstain", "off");
        assertEquals("42NL2", e.getSQLState());
        assertTrue(e.getMessage().contains("salar"), e.getMessage());
    }

    @Test
    void clarifyBecomes42NL1WithTheModelsQuestionAskedOnceMoreWhenTheDetectorsSeeNoGap() throws SQLException {
        ollama.enqueue(answer("CLARIFY: do you mean the order total or the number of orders?"),
                answer("CLARIFY: do you mean the order total or the number of orders?"));
        SQLException e = refused("NL: how big are the orders?", "nlguard.nl.candidates", "1");
        assertEquals("42NL1", e.getSQLState());
        assertTrue(e.getMessage().contains("do you mean the order total or the number of orders?"), e.getMessage());
        assertTrue(e.getMessage().contains("the boundary detectors found no gap"), e.getMessage());
        assertEquals(2, ollama.requests("/api/chat").size());
    }

    @Test
    void aServerThatIsDownIs58NL1NamingTheUrl() throws SQLException, IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port;
        try (Connection c = connectTo(url); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(OSLO));
            assertEquals("58NL1", e.getSQLState());
            assertTrue(e.getMessage().contains(url), e.getMessage());
        }
    }

    @Test
    void aModelTheServerLacksIs58NL1WithTheModelsItHas() throws SQLException {
        SQLException e = refused(OSLO, "nlguard.nl.model", "absent-model:7b");
        assertEquals("58NL1", e.getSQLState());
        assertTrue(e.getMessage().contains("absent-model:7b") && e.getMessage().contains(ScriptedOllama.DEFAULT_MODEL),
                e.getMessage());
    }

    @Test
    void ollamasOwnWordsReachThe58NL1() throws SQLException {
        ollama.enqueue(ScriptedReply.httpError(404, "model \"scripted-model:latest\" not found, try pulling it first"));
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1");
        assertEquals("58NL1", e.getSQLState());
        assertTrue(e.getMessage().contains("not found, try pulling it first"), e.getMessage());
    }

    @Test
    void aSlowModelIs58NL1WithinTheTimeout() throws SQLException {
        ollama.enqueue(answer(fence(OSLO_SQL)).delayedBy(Duration.ofSeconds(10)));
        long started = System.nanoTime();
        SQLException e = refused(OSLO, "nlguard.nl.candidates", "1", "nlguard.nl.timeout", "1s");
        long took = (System.nanoTime() - started) / 1_000_000;
        assertEquals("58NL1", e.getSQLState());
        assertTrue(took < 5000, "took " + took + " ms");
        assertTrue(e.getMessage().contains("timeout") || e.getMessage().contains("timed out"), e.getMessage());
        assertNotNull(e.getMessage());
    }

    @Test
    void theKnowledgeFilesWarningAndTheJoinPathReachThePrompt(@TempDir Path dir) throws SQLException, IOException {
        Path knowledge = Files.writeString(dir.resolve("knowledge.json"), "{\"confusables\": [{\"table\": \"orders\", "
                + "\"triggers\": [\"spend\"], \"warning\": \"orders.total is before refunds.\"}]}");
        String sql = "SELECT c.name, sum(o.total) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name";
        ollama.enqueue(answer(fence(sql)));
        try (Connection c = connect("nlguard.nl.candidates", "1", "nlguard.nl.knowledge", knowledge.toString());
             Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Bo"), column(s.executeQuery(
                    "NL: how much did each customer spend on orders? order by name")));
            String prompt = ollama.lastModelRequest().promptText();
            assertTrue(prompt.contains("Table warnings:\n- orders (the question says \"spend\"): orders.total is before "
                    + "refunds."), prompt);
            assertTrue(prompt.contains("Join paths:\n") && prompt.contains("orders.customer_id = customers.id"), prompt);
        }
    }

    @Test
    void aKnowledgeFileInAnotherFormatFailsTheQuestionNamingTheFileAndThePlace(@TempDir Path dir)
            throws SQLException, IOException {
        Path knowledge = Files.writeString(dir.resolve("knowledge.json"), "{\"confusable\": []}");
        SQLException e = refused(OSLO, "nlguard.nl.knowledge", knowledge.toString());
        assertTrue(e.getMessage().contains(knowledge.toString()) && e.getMessage().contains("$.confusable: unknown key"),
                e.getMessage());
        assertEquals(0, ollama.requests("/api/chat").size());
    }
}
