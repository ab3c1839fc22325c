package io.nlguard.nl.evilink;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.testsupport.ollama.RecordedRequest;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The agent loop against the scripted server: tools, malformed replies, decisions, the turn cap. */
class RefinementAgentTest {

    private ScriptedOllama server;
    private ScriptedChat scripted;
    private final List<String> toolCalls = new ArrayList<>();

    /** Tools that say what they were asked, so the test sees which tool ran with which arguments. */
    private final AgentTools tools = new AgentTools() {
        @Override
        public String listTables() {
            toolCalls.add("list_tables");
            return "customers, orders";
        }

        @Override
        public String listColumns(String table) {
            toolCalls.add("list_columns " + table);
            return table + ": id INTEGER (identifier)";
        }

        @Override
        public String fieldStats(String table, String column) {
            toolCalls.add("get_field_stats " + table + "." + column);
            return table + "." + column + ": 3 rows read, 0% null, 2 distinct, top: Oslo (2), Rome (1)";
        }

        @Override
        public String probeSql(String sql) {
            toolCalls.add("probe_sql " + sql);
            return "planned";
        }
    };

    @BeforeEach
    void start() {
        scripted = new ScriptedChat();
        server = scripted.server;
    }

    @AfterEach
    void stop() {
        scripted.close();
    }

    private RefinementAgent agent() {
        return new RefinementAgent(scripted.chat(), tools);
    }

    private void script(String... replies) {
        for (String reply : replies) {
            server.enqueue(answer(reply).withTokens(100, 10));
        }
    }

    @Test
    void aToolCallAMalformedReplyThenKeepAndDiscardDecideEveryItem() throws Exception {
        script("{\"tool\":\"get_field_stats\",\"table\":\"customers\",\"column\":\"city\"}",
                "I think city matters.",
                "```json\n{\"tool\":\"keep\",\"item\":\"customers.city\",\"reason\":\"holds Oslo\"}\n```",
                "{\"tool\":\"discard\",\"item\":\"Orders\",\"reason\":\"no order in the question\"}");
        Refinement refinement = agent().refine(new LinkedHashSet<>(List.of("customers.city", "orders")),
                "Question: who lives in Oslo?", 8);

        assertEquals(List.of("get_field_stats customers.city"), toolCalls);
        assertEquals(Map.of("customers.city", "holds Oslo"), refinement.kept());
        assertEquals(Map.of("orders", "no order in the question"), refinement.discarded());
        assertTrue(refinement.unresolved().isEmpty());
        assertEquals(List.of("get_field_stats", "invalid", "keep", "discard"),
                refinement.turns().stream().map(AgentTurn::tool).toList());
        assertEquals(440, refinement.tokens(), "four calls of 100 prompt and 10 completion tokens");
        assertEquals(0, server.pendingReplies(), "it stopped when nothing was left to decide");

        List<RecordedRequest> chats = server.requests("/api/chat");
        assertEquals("json", chats.get(0).json().path("format").asText(), "the reply is asked for as JSON");
        String second = chats.get(1).body();
        assertTrue(second.contains("3 rows read, 0% null"), "the tool's result is read back: " + second);
        String fourth = chats.get(3).body();
        assertTrue(fourth.contains("error: not a JSON call of the protocol"), "the malformed reply gets an error: " + fourth);
        assertTrue(fourth.contains("Undecided: orders"), fourth);
    }

    @Test
    void theCapEndsTheLoopAndUndecidedItemsAreKept() throws Exception {
        for (int i = 0; i < 10; i++) {
            script("{\"tool\":\"list_tables\"}");
        }
        Refinement refinement = agent().refine(Set.of("orders", "orders.status"), "Question: how many orders?", 8);

        assertEquals(8, refinement.turns().size());
        assertEquals(8, toolCalls.size());
        assertEquals(2, server.pendingReplies(), "no ninth call");
        assertEquals(Set.of("orders", "orders.status"), refinement.unresolved());
        assertTrue(refinement.kept().isEmpty() && refinement.discarded().isEmpty());
    }

    @Test
    void doneEndsEarlyAndDecisionsOnOtherItemsAreErrors() throws Exception {
        script("{\"tool\":\"keep\",\"item\":\"customers\",\"reason\":\"x\"}",
                "{\"tool\":\"probe_sql\",\"sql\":\"SELECT status FROM orders\"}",
                "{\"tool\":\"frobnicate\"}",
                "{\"tool\":\"done\"}",
                "{\"tool\":\"list_tables\"}");
        Refinement refinement = agent().refine(Set.of("orders.status"), "Question: statuses?", 8);

        assertEquals(4, refinement.turns().size());
        assertTrue(refinement.turns().get(0).result().startsWith("error: 'customers' is not an undecided"),
                refinement.turns().get(0).result());
        assertTrue(refinement.turns().get(2).result().startsWith("error: unknown tool"));
        assertEquals(List.of("probe_sql SELECT status FROM orders"), toolCalls);
        assertEquals(Set.of("orders.status"), refinement.unresolved());
        assertEquals(1, server.pendingReplies());
    }
    @Test
    void noTurnsOrNothingUncertainAsksNothing() throws Exception {
        assertEquals(Set.of("orders"), agent().refine(Set.of("orders"), "q", 0).unresolved());
        assertTrue(agent().refine(Set.of(), "q", 8).turns().isEmpty());
        assertTrue(server.requests("/api/chat").isEmpty());
    }

    @Test
    void replyWithoutAToolIsMalformed() {
        assertTrue(AgentCall.parse("{\"item\":\"orders\"}").isEmpty());
        assertTrue(AgentCall.parse("{not json}").isEmpty());
        assertEquals("get_field_stats", AgentCall.parse("Call: {\"tool\": \"get_field_stats\", \"table\": \"t\"}")
                .orElseThrow().tool());
    }
}
