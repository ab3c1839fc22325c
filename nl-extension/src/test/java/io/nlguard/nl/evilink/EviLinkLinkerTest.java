package io.nlguard.nl.evilink;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.nl.NlLinking;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.MSchema;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.testing.ShopCatalog;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The linker from the model's hypotheses to the schema the prompt shows, on the shop catalog. */
class EviLinkLinkerTest {

    private final Catalog shop = ShopCatalog.catalog();
    private ScriptedOllama server;
    private ScriptedChat scripted;

    @BeforeEach
    void start() {
        scripted = new ScriptedChat();
        server = scripted.server;
    }

    @AfterEach
    void stop() {
        scripted.close();
    }

    /** Retrieval's context: the customers table with two of its columns. */
    private SchemaContext heuristic() {
        Table customers = table("customers");
        List<ChosenTable> tables = List.of(new ChosenTable(customers, List.of(customers.columns().get(0),
                customers.columns().get(1)), false), new ChosenTable(table("orders"), table("orders").columns(), false));
        return new SchemaContext(tables, MSchema.render("shop", tables), 10);
    }

    private Table table(String name) {
        return shop.tables().stream().filter(t -> SchemaItems.table(t).equals(name)).findFirst().orElseThrow();
    }

    private EviLinking link(int turns) throws Exception {
        return new EviLinkLinker(scripted.chat(), new RefusingTools(),
                (t, c) -> c != null && c.name().equals("status") ? "order state" : "",
                (t, c) -> c.name().equals("status") ? List.of("paid", "open") : List.of())
                .link("Which cities have customers with orders over 100?", shop, "shop", heuristic(),
                        new NlLinking(NlLinking.Linker.EVILINK, 4, turns));
    }

    @Test
    void fourHypothesesVoteTheAgentDiscardsAndTheHeuristicsItemsStayBeside() throws Exception {
        server.enqueue(answer("""
                ```sql
                SELECT DISTINCT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id WHERE o.total_amt > 100
                ```
                ```sql
                SELECT city FROM customers WHERE customer_id IN (SELECT customer_id FROM orders WHERE total_amt > 100)
                ```
                ```sql
                SELECT c.city FROM customers c JOIN orders o ON c.customer_id = o.customer_id WHERE o.total_amt > 100 GROUP BY c.city
                ```
                ```sql
                SELECT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id WHERE o.total_amt > 100 AND o.status <> 'x'
                ```
                """).withTokens(500, 120),
                answer("{\"tool\":\"discard\",\"item\":\"orders.status\",\"reason\":\"the question names no state\"}")
                        .withTokens(300, 20));
        EviLinking linking = link(8);

        assertEquals(4, linking.hypotheses().size());
        assertEquals(4, linking.linking().hypotheses());
        assertTrue(linking.linking().required().fields().containsAll(Set.of("customers.city", "orders.total_amt",
                "orders.customer_id", "customers.customer_id")), linking.linking().required().toString());
        assertEquals(Set.of("orders.status"), linking.linking().uncertain().fields(), "one hypothesis of four");
        assertEquals(Set.of("orders.status"), linking.refinement().discarded().keySet());
        // required, and the heuristic's customers.first_name, less the discarded status (the heuristic had it too)
        assertTrue(linking.linked().fields().contains("customers.first_name"));
        assertFalse(linking.linked().fields().contains("orders.status"));
        assertFalse(linking.linked().fields().contains("customers.dob"), "neither linker chose it");
        assertTrue(linking.context().mSchema().contains("(total_amt:NUMERIC"), linking.context().mSchema());
        assertFalse(linking.context().mSchema().contains("status"), linking.context().mSchema());
        assertEquals(940, linking.tokens());

        String hypothesisPrompt = server.requests("/api/chat").get(0).body();
        assertTrue(hypothesisPrompt.contains("Tables: customers, orders"), hypothesisPrompt);
        assertTrue(hypothesisPrompt.contains("total_amt NUMERIC (number)"), hypothesisPrompt);
        assertTrue(server.requests("/api/chat").get(0).json().path("format").isMissingNode()
                || server.requests("/api/chat").get(0).json().path("format").isNull(), "hypotheses are free text");
        String briefing = server.requests("/api/chat").get(1).body();
        assertTrue(briefing.contains("orders.status TEXT (text), 1 of 4 hypotheses, described as \\\"order state\\\", "
                + "values such as paid, open"), briefing);
    }

    @Test
    void noReadableHypothesisLeavesTheHeuristicSchema() throws Exception {
        server.enqueue(answer("I would need more information."));
        EviLinking linking = link(8);

        assertNull(linking.linking());
        assertEquals(SchemaItems.of(heuristic()), linking.linked());
        assertEquals(heuristic().mSchema(), linking.context().mSchema());
        assertEquals(1, server.requests("/api/chat").size(), "no agent without uncertain items");
    }

    /** Tools the test's script never calls. */
    private static final class RefusingTools implements AgentTools {
        @Override
        public String listTables() {
            throw new AssertionError("not called");
        }

        @Override
        public String listColumns(String table) {
            throw new AssertionError("not called");
        }

        @Override
        public String fieldStats(String table, String column) {
            throw new AssertionError("not called");
        }

        @Override
        public String probeSql(String sql) {
            throw new AssertionError("not called");
        }
    }
}
