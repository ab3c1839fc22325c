package io.nlguard.cli.selection;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of {@code nlguard select}'s input: {@code {"id": ..., "db_id": ..., "question": ...,
 * "candidates": ["sql", ...]}}. The id is echoed as given (a number or a string).
 */
public record CandidateLine(JsonNode id, String dbId, String question, List<String> candidates) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public CandidateLine {
        candidates = List.copyOf(candidates);
    }

    /** The file's lines, blank lines skipped; a malformed line is refused with its number. */
    public static List<CandidateLine> read(Path file) throws IOException {
        List<CandidateLine> lines = new ArrayList<>();
        int number = 0;
        for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            if (!text.isBlank()) {
                lines.add(parse(text, file + " line " + number));
            }
        }
        return lines;
    }

    static CandidateLine parse(String text, String where) throws IOException {
        JsonNode node = JSON.readTree(text);
        if (node == null || !node.isObject() || !node.path("db_id").isTextual() || !node.path("candidates").isArray()) {
            throw new IOException(where + ": expected {\"id\", \"db_id\", \"question\", \"candidates\": [\"sql\", ...]}");
        }
        List<String> candidates = new ArrayList<>();
        for (JsonNode c : node.get("candidates")) {
            candidates.add(c.isTextual() ? c.asText() : null);
        }
        return new CandidateLine(node.path("id"), node.get("db_id").asText(), node.path("question").asText(""), candidates);
    }

    /** The output line: {@code {"id", "chosen": index or null, "confidence", "sql": what would run or null}}. */
    public String answer(int chosen, double confidence, String sql) throws IOException {
        var out = JSON.createObjectNode();
        out.set("id", id);
        if (chosen < 0) {
            out.putNull("chosen");
        } else {
            out.put("chosen", chosen);
        }
        out.put("confidence", confidence);
        out.put("sql", sql);
        return JSON.writeValueAsString(out);
    }
}
