package io.nlguard.nl.evilink;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmReply;

/**
 * EviLink's refinement of the uncertain items: a loop of at most N turns in which the model calls one
 * read-only tool per turn in a JSON protocol ({@link AgentCall}) and reads its result, until it has kept or
 * discarded every uncertain item, says {@code done}, or runs out of turns. A malformed reply costs a turn
 * and gets the protocol back as its error; items it did not decide are kept.
 */
public final class RefinementAgent {

    static final String PROTOCOL = """
            You check which uncertain schema items a SQL query for the question needs. Reply with exactly one JSON \
            object per turn, one of:
            {"tool":"list_tables"}
            {"tool":"list_columns","table":"T"}
            {"tool":"get_field_stats","table":"T","column":"C"}   (range, distinct count, top 5 values, null share)
            {"tool":"probe_sql","sql":"SELECT ..."}   (whether the query is allowed and plans; never run)
            {"tool":"keep","item":"T or T.C","reason":"..."}
            {"tool":"discard","item":"T or T.C","reason":"..."}
            {"tool":"done"}
            Decide every uncertain item with keep or discard; items you leave undecided are kept.""";

    private final AgentChat chat;
    private final AgentTools tools;

    public RefinementAgent(AgentChat chat, AgentTools tools) {
        this.chat = chat;
        this.tools = tools;
    }

    /**
     * @param uncertain the items to decide, tables and {@code table.column} fields in lower case
     * @param briefing  the first message: the question, the required items and the uncertain ones with their L2 evidence
     */
    public Refinement refine(Set<String> uncertain, String briefing, int maxTurns) throws LlmException {
        if (uncertain.isEmpty() || maxTurns <= 0) {
            return new Refinement(Map.of(), Map.of(), uncertain, List.of(), 0);
        }
        List<ChatMessage> messages = new ArrayList<>(List.of(ChatMessage.system(PROTOCOL), ChatMessage.user(briefing)));
        Set<String> open = new LinkedHashSet<>(uncertain);
        Map<String, String> kept = new LinkedHashMap<>();
        Map<String, String> discarded = new LinkedHashMap<>();
        List<AgentTurn> turns = new ArrayList<>();
        int tokens = 0;
        for (int turn = 1; turn <= maxTurns && !open.isEmpty(); turn++) {
            LlmReply reply = chat.ask(messages, true);
            tokens += count(reply.promptTokens()) + count(reply.completionTokens());
            messages.add(ChatMessage.assistant(reply.text() == null ? "" : reply.text()));
            AgentCall call = AgentCall.parse(reply.text()).orElse(null);
            String result;
            if (call == null) {
                result = "error: not a JSON call of the protocol; reply with one JSON object such as "
                        + "{\"tool\":\"list_tables\"}";
                turns.add(new AgentTurn(turn, "invalid", Map.of(), abbreviated(reply.text())));
            } else {
                result = run(call, open, kept, discarded);
                turns.add(new AgentTurn(turn, call.tool(), call.args(), abbreviated(result)));
                if (call.tool().equals("done")) {
                    break;
                }
            }
            messages.add(ChatMessage.user(result + (open.isEmpty() ? "" : "\nUndecided: " + String.join(", ", open))));
        }
        return new Refinement(kept, discarded, open, turns, tokens);
    }

    private String run(AgentCall call, Set<String> open, Map<String, String> kept, Map<String, String> discarded) {
        return switch (call.tool()) {
            case "list_tables" -> tools.listTables();
            case "list_columns" -> tools.listColumns(call.arg("table"));
            case "get_field_stats" -> tools.fieldStats(call.arg("table"), call.arg("column"));
            case "probe_sql" -> tools.probeSql(call.arg("sql"));
            case "keep" -> decide(call, open, kept);
            case "discard" -> decide(call, open, discarded);
            case "done" -> "done";
            default -> "error: unknown tool '" + call.tool() + "'; the tools are list_tables, list_columns, "
                    + "get_field_stats, probe_sql, keep, discard, done";
        };
    }

    private static String decide(AgentCall call, Set<String> open, Map<String, String> decisions) {
        String item = call.arg("item").toLowerCase(Locale.ROOT);
        if (!open.remove(item)) {
            return "error: '" + item + "' is not an undecided uncertain item";
        }
        decisions.put(item, call.arg("reason"));
        return call.tool() + " " + item + ": noted";
    }

    private static int count(Integer tokens) {
        return tokens == null ? 0 : tokens;
    }

    private static String abbreviated(String text) {
        String flat = text == null ? "" : text.replaceAll("\\s+", " ").strip();
        return flat.length() <= 160 ? flat : flat.substring(0, 157) + "...";
    }
}
