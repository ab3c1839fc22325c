package io.nlguard.model.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the gold question files. Gold files must agree with each other exactly (same count, same
 * db_id on every line); anything else means a wrong or damaged file, so it throws rather than guess.
 */
public final class GoldReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private GoldReader() {
    }

    /**
     * Spider dev from {@code dev.json} (question, db_id) and {@code dev_gold.sql} (the SQL the official
     * evaluation compares against; identical to dev.json's {@code query} in this release).
     */
    public static List<GoldQuery> spiderDev(Path dir) throws IOException {
        JsonNode dev = readArray(dir.resolve("dev.json"));
        List<GoldSqlFile.Line> sql = GoldSqlFile.read(dir.resolve("dev_gold.sql"));
        checkAligned(dir, dev, sql);
        List<GoldQuery> gold = new ArrayList<>(dev.size());
        for (int i = 0; i < dev.size(); i++) {
            JsonNode q = dev.get(i);
            gold.add(new GoldQuery(Benchmark.SPIDER_DEV, i, text(q, "db_id"), text(q, "question"), sql.get(i).sql(), "", ""));
        }
        return List.copyOf(gold);
    }

    /** BIRD dev, mid-2023 version: one {@code dev.json} with question_id, evidence, difficulty and {@code sql}. */
    public static List<GoldQuery> birdDev(Path dir) throws IOException {
        JsonNode dev = readArray(dir.resolve("dev.json"));
        List<GoldQuery> gold = new ArrayList<>(dev.size());
        for (int i = 0; i < dev.size(); i++) {
            JsonNode q = dev.get(i);
            if (q.has("question_id") && q.get("question_id").asInt(-1) != i) {
                throw new IllegalStateException(dir + "/dev.json: entry " + i + " has question_id " + q.get("question_id"));
            }
            String sql = q.has("SQL") ? text(q, "SQL") : text(q, "sql");
            gold.add(new GoldQuery(Benchmark.BIRD_DEV, i, text(q, "db_id"), text(q, "question"), sql.strip(),
                    text(q, "evidence"), optionalText(q, "difficulty")));
        }
        return List.copyOf(gold);
    }

    /**
     * BIRD dev, May-2023 release: question and evidence from {@code dev.json}, SQL from
     * {@code dev_gold.sql}, which the official evaluation uses (the two disagree on one question).
     */
    public static List<GoldQuery> birdDev202305(Path dir) throws IOException {
        JsonNode dev = readArray(dir.resolve("dev.json"));
        List<GoldSqlFile.Line> sql = GoldSqlFile.read(dir.resolve("dev_gold.sql"));
        checkAligned(dir, dev, sql);
        List<GoldQuery> gold = new ArrayList<>(dev.size());
        for (int i = 0; i < dev.size(); i++) {
            JsonNode q = dev.get(i);
            gold.add(new GoldQuery(Benchmark.BIRD_DEV_2023_05, i, text(q, "db_id"), text(q, "question"), sql.get(i).sql(),
                    text(q, "evidence"), optionalText(q, "difficulty")));
        }
        return List.copyOf(gold);
    }

    private static void checkAligned(Path dir, JsonNode dev, List<GoldSqlFile.Line> sql) {
        if (dev.size() != sql.size()) {
            throw new IllegalStateException(dir + ": dev.json has " + dev.size() + " questions but dev_gold.sql " + sql.size() + " lines");
        }
        for (int i = 0; i < sql.size(); i++) {
            String dbId = text(dev.get(i), "db_id");
            if (!dbId.equals(sql.get(i).dbId())) {
                throw new IllegalStateException(dir + ": question " + i + " is on " + dbId + " in dev.json but on "
                        + sql.get(i).dbId() + " in dev_gold.sql");
            }
        }
    }

    static JsonNode readArray(Path file) throws IOException {
        JsonNode root = JSON.readTree(file.toFile());
        if (root == null || !root.isArray()) {
            throw new IllegalStateException(file + " is not a JSON array");
        }
        return root;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalStateException("gold entry without " + field + ": " + node);
        }
        return value.asText();
    }

    private static String optionalText(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? "" : value.asText();
    }
}
