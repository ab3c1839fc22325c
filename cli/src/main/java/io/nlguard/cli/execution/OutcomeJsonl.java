package io.nlguard.cli.execution;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The per-question outcomes as JSON lines, one per set and question, so a later step reuses them
 * without running anything: {@code {"set", "index", "db_id", "gold_status", "gold_rows",
 * "order_matters", "vote", "candidates": [{"system", "status", "rows", "class", "right"}]}};
 * {@code class} is -1 and {@code rows} -1 for a candidate without rows, {@code vote} -1 when none had any.
 * Questions whose gold returned no rows are written too, with their gold status. {@link #read} gives
 * back what {@link #write} wrote.
 */
public final class OutcomeJsonl {

    private static final ObjectMapper JSON = new ObjectMapper();

    private OutcomeJsonl() {
    }

    public static void write(Path file, Map<String, List<QuestionOutcome>> bySet) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            for (Map.Entry<String, List<QuestionOutcome>> set : bySet.entrySet()) {
                for (QuestionOutcome q : set.getValue()) {
                    out.write(JSON.writeValueAsString(line(set.getKey(), q)));
                    out.write('\n');
                }
            }
        }
    }

    /** Each set's outcomes, in the file's order. */
    public static Map<String, List<QuestionOutcome>> read(Path file) throws IOException {
        Map<String, List<QuestionOutcome>> bySet = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode node = JSON.readTree(line);
            List<CandidateOutcome> candidates = new ArrayList<>();
            for (JsonNode c : node.get("candidates")) {
                candidates.add(new CandidateOutcome(c.get("system").asText(), status(c.get("status")), c.get("rows").asInt(),
                        c.get("class").asInt(), c.get("right").asBoolean()));
            }
            bySet.computeIfAbsent(node.get("set").asText(), k -> new ArrayList<>()).add(new QuestionOutcome(
                    node.get("index").asInt(), node.get("db_id").asText(), status(node.get("gold_status")),
                    node.get("gold_rows").asInt(), node.get("order_matters").asBoolean(), candidates, node.get("vote").asInt()));
        }
        return bySet;
    }

    private static Execution.Status status(JsonNode label) {
        return Execution.Status.valueOf(label.asText().toUpperCase(Locale.ROOT));
    }

    static ObjectNode line(String set, QuestionOutcome q) {
        ObjectNode node = JSON.createObjectNode();
        node.put("set", set);
        node.put("index", q.index());
        node.put("db_id", q.dbId());
        node.put("gold_status", q.goldStatus().label());
        node.put("gold_rows", q.goldRows());
        node.put("order_matters", q.orderMatters());
        node.put("vote", q.vote());
        ArrayNode candidates = node.putArray("candidates");
        for (CandidateOutcome c : q.candidates()) {
            ObjectNode candidate = candidates.addObject();
            candidate.put("system", c.system());
            candidate.put("status", c.status().label());
            candidate.put("rows", c.rows());
            candidate.put("class", c.resultClass());
            candidate.put("right", c.right());
        }
        return node;
    }
}
