package io.nlguard.model.select;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.nlguard.model.data.JsonLines;

/**
 * Reads the signals file of the selection measurement: one JSON line per (set, question),
 * {@code {"set": ..., "id": ..., "db_id": ..., "candidates": [{"sql": ..., "votes": 2, "passes": true,
 * "right": true, "score": 0.71, "features": [...]}]}}, a feature {@code null} where it is unknown (NaN).
 */
public final class SignalsFile {

    private SignalsFile() {
    }

    public static List<SignalQuestion> read(Path file) throws IOException {
        return JsonLines.read(file, SignalsFile::question);
    }

    private static SignalQuestion question(JsonNode node, String where) throws IOException {
        JsonNode candidates = node.get("candidates");
        if (!node.hasNonNull("db_id") || !node.hasNonNull("set") || candidates == null || !candidates.isArray()) {
            throw new IOException(where + ": needs set, db_id and candidates");
        }
        List<SignalRow> rows = new ArrayList<>();
        for (JsonNode c : candidates) {
            rows.add(new SignalRow(c.path("sql").asText(), c.path("votes").asInt(1), c.path("passes").asBoolean(),
                    c.path("right").asBoolean(), number(c.get("score")), features(c.get("features"), where)));
        }
        int width = rows.isEmpty() ? 0 : rows.get(0).features().length;
        if (rows.stream().anyMatch(r -> r.features().length != width)) {
            throw new IOException(where + ": candidates with feature vectors of different lengths");
        }
        return new SignalQuestion(node.get("set").asText(), node.path("id").asInt(-1), node.get("db_id").asText(), rows);
    }

    private static double[] features(JsonNode array, String where) throws IOException {
        if (array == null || !array.isArray()) {
            throw new IOException(where + ": a candidate without a features array");
        }
        double[] out = new double[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = number(array.get(i));
        }
        return out;
    }

    private static double number(JsonNode value) {
        return value == null || !value.isNumber() ? Double.NaN : value.asDouble();
    }
}
