package io.nlguard.model.data;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The neutral pairs format: JSON lines of {@code {"db_id": ..., "gold": ..., "predicted": ...}}, with
 * an optional {@code "question"} (the question the prediction answers, any hint appended). Anyone can
 * write it from their own logs, so the evaluation and training commands read nothing else. Training
 * reads the question when a line has one; evaluation ignores it unless asked to use it.
 */
public final class PairsJsonl {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PairsJsonl() {
    }

    /**
     * Every pair of the file, in order; the line number is each pair's group.
     *
     * @throws IllegalArgumentException naming the line when one is not such an object
     */
    public static List<QueryPair> read(Path file) throws IOException {
        List<QueryPair> pairs = new ArrayList<>();
        String source = file.getFileName().toString();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int number = 0;
            while ((line = in.readLine()) != null) {
                number++;
                if (!line.isBlank()) {
                    pairs.add(pair(line, source, number));
                }
            }
        }
        return pairs;
    }

    private static QueryPair pair(String line, String source, int number) {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(source + " line " + number + ": not JSON: " + e.getOriginalMessage());
        }
        JsonNode question = node.get("question");
        if (question != null && !question.isNull() && !question.isTextual()) {
            throw new IllegalArgumentException(source + " line " + number + ": \"question\" must be a string");
        }
        return new QueryPair(text(node, "db_id", source, number), text(node, "gold", source, number),
                text(node, "predicted", source, number), source + ":" + number, source,
                question == null || question.isNull() ? "" : question.asText());
    }

    private static String text(JsonNode node, String field, String source, int number) {
        JsonNode value = node == null ? null : node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(source + " line " + number + ": needs a string \"" + field + "\"");
        }
        return value.asText();
    }

    /** Writes the pairs, with the question where a pair has one, one object per line. */
    public static void write(Path file, List<QueryPair> pairs) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (QueryPair pair : pairs) {
                Map<String, String> line = new LinkedHashMap<>();
                line.put("db_id", pair.dbId());
                if (!pair.question().isEmpty()) {
                    line.put("question", pair.question());
                }
                line.put("gold", pair.gold());
                line.put("predicted", pair.predicted());
                out.write(JSON.writeValueAsString(line));
                out.write('\n');
            }
        }
    }
}
