package io.nlguard.model.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads an official BIRD prediction file ({@code predict_dev.json}): a JSON object whose key "i"
 * is gold index i and whose value is {@code SQL<TAB>----- bird -----<TAB>db_id} (the BIRD scripts
 * use that separator because generated SQL may itself contain TABs). A value without the separator
 * is taken as bare SQL; a value that is not a string (failed generations) is reported.
 */
public final class BirdBaselineJsonReader {

    /** The separator between SQL and db_id in BIRD's prediction files. */
    public static final String SEPARATOR = "\t----- bird -----\t";

    private static final ObjectMapper JSON = new ObjectMapper();

    private BirdBaselineJsonReader() {
    }

    public static PredictionFile read(Path file, String system, Benchmark benchmark, List<GoldQuery> gold) throws IOException {
        TextFiles.Decoded decoded = TextFiles.read(file);
        JsonNode root = JSON.readTree(decoded.text());
        if (root == null || !root.isObject()) {
            throw new IllegalStateException(file + " is not a JSON object keyed by question index");
        }
        List<PredictionAligner.Entry> entries = new ArrayList<>();
        List<AlignmentProblem> problems = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            int index = parseIndex(field.getKey());
            JsonNode value = field.getValue();
            if (index < 0) {
                problems.add(new AlignmentProblem(-1, "key " + field.getKey() + " is not a question index"));
            } else if (!value.isTextual()) {
                problems.add(new AlignmentProblem(index, "value is " + value.getNodeType() + ", not SQL text"));
            } else {
                String text = value.asText();
                int at = text.lastIndexOf(SEPARATOR);
                entries.add(at < 0
                        ? new PredictionAligner.Entry(index, text.strip(), null)
                        : new PredictionAligner.Entry(index, text.substring(0, at).strip(), text.substring(at + SEPARATOR.length()).strip()));
            }
        }
        return PredictionAligner.align(system, benchmark, gold, entries, problems, decoded.charset());
    }

    private static int parseIndex(String key) {
        try {
            return Integer.parseInt(key.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
