package io.nlguard.it.nl;

import static io.nlguard.it.nl.OsloCustomers.column;
import static io.nlguard.it.nl.OsloCustomers.fence;
import static io.nlguard.it.nl.OsloCustomers.one;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.evilink.AgentTurn;
import io.nlguard.nl.evilink.EviLinking;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.RecordedRequest;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.WithScriptedOllama;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code nlguard.nl.linker=evilink} through the driver: the model's four hypotheses vote, the agent reads a
 * column's statistics from the database and discards it, and the generation prompt shows the linked
 * schema without that column; the answer runs, and the application's transaction is left as it was.
 */
@RealPostgres
@WithScriptedOllama
class NlEviLinkOnPostgresTest {

    private static final String HYPOTHESES = String.join("\n",
            fence("SELECT DISTINCT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.total > 30"),
            fence("SELECT name FROM customers WHERE id IN (SELECT customer_id FROM orders WHERE total > 30)"),
            fence("SELECT c.name FROM customers c JOIN orders o ON c.id = o.customer_id GROUP BY c.name "
                    + "HAVING max(o.total) > 30"),
            fence("SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.total > 30 "
                    + "AND o.placed_on > DATE '2026-01-01'"));
    private static final String ANSWER = "SELECT DISTINCT c.name FROM customers c JOIN orders o ON o.customer_id = c.id "
            + "WHERE o.total > 30 ORDER BY c.name";

    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db, ScriptedOllama ollama) throws SQLException {
        this.db = db;
        this.ollama = ollama;
        OsloCustomers.create(db, true);
    }


    @Test
    void theLinkedSchemaIsWhatGenerationSeesAndTheAnswerRuns() throws SQLException {
        NlGuardDataSource dataSource = OsloCustomers.dataSource(db, ollama.baseUrl());
        dataSource.setProperty("nlguard.nl.candidates", "1");
        dataSource.setProperty("nlguard.nl.linker", "evilink");
        ollama.enqueue(answer(HYPOTHESES),
                answer("{\"tool\":\"get_field_stats\",\"table\":\"orders\",\"column\":\"placed_on\"}"),
                answer("{\"tool\":\"discard\",\"item\":\"orders.placed_on\",\"reason\":\"the question names no date\"}"),
                answer(fence(ANSWER)));
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            String transaction = one(s, "select txid_current()");

            assertEquals(List.of("Ada"), column(s.executeQuery("NL: which customers placed an order over 30?")));

            List<RecordedRequest> chats = ollama.requests("/api/chat");
            assertEquals(4, chats.size(), "hypotheses, two agent turns, generation");
            assertTrue(chats.get(0).promptText().contains("# orders: id INT4 (identifier), customer_id INT4 "
                    + "(identifier), total NUMERIC (amount), placed_on DATE (date)"), chats.get(0).promptText());
            assertTrue(chats.get(1).promptText().contains("- orders.placed_on DATE (date), 1 of 4 hypotheses"),
                    chats.get(1).promptText());
            assertEquals("json", chats.get(1).json().path("format").asText());
            assertTrue(chats.get(2).promptText().contains("orders.placed_on: 3 rows read, 0% null, 3 distinct, "
                    + "from 2026-01-05 to 2026-02-03"), "the statistics come from the database: "
                    + chats.get(2).promptText());

            String generation = chats.get(3).promptText();
            assertTrue(generation.contains("# Table: orders"), generation);
            assertTrue(generation.contains("(total:NUMERIC)"), generation);
            assertTrue(generation.contains("(customer_id:INT4)"), generation);
            assertTrue(generation.contains("(name:TEXT)"), generation);
            assertFalse(generation.contains("placed_on"), "the discarded column is not shown: " + generation);
            assertFalse(generation.contains("Schema contract"), "the linked schema takes the heuristic contract's place");
            assertTrue(generation.contains("JOIN orders ON customers.id = orders.customer_id")
                    || generation.contains("JOIN customers ON orders.customer_id = customers.id"), "join paths between "
                    + "the linked tables: " + generation);

            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            assertEquals(List.of("values", "retrieve", "evilink", "schema-link", "join-plan", "boundary", "prompt", "generate", "evaluate"),
                    translation.report().stages().stream().map(TranslationReport.Stage::name).toList());
            TranslationReport.Stage evilink = translation.report().stages().get(2);
            assertTrue(evilink.summary().startsWith("4 hypotheses (4 voted); required 2 tables 4 columns, uncertain "
                    + "0 tables 1 columns; 2 agent turns: kept 0, discarded 1, 0 unresolved (kept)"), evilink.summary());
            EviLinking linking = (EviLinking) evilink.output();
            assertEquals(List.of("get_field_stats", "discard"),
                    linking.refinement().turns().stream().map(AgentTurn::tool).toList());

            assertFalse(c.getAutoCommit());
            assertEquals(transaction, one(s, "select txid_current()"), "the same transaction, still open");
            c.rollback();
        }
    }
}
