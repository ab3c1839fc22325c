package io.nlguard.cli.execution;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The per-question outcomes as JSON lines, one per set and question, so a later step reuses them
 * without running anything: {@code {"set", "index", "db_id", "gold_status", "gold_rows",
 * "order_matters", "vote", "candidates": [{"system", "status", "rows", "class", "right"}]}};
 * {@code class} is -1 and {@code rows} -1 for a candidate without rows, {@code vote} -1 when none had any.
 * Questions whose gold returned no rows are written too, with their gold status.
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
