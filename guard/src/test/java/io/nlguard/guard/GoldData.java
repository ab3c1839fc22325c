package io.nlguard.guard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Test access to the Spider and BIRD gold queries of the shared data folder, for the guard's data
 * sanity tests. (The model module has the full corpus readers; the guard cannot depend on it.)
 */
public final class GoldData {

    /** One gold query and the database it runs on. */
    public record GoldQuery(int index, String dbId, String sql) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private GoldData() {
    }

    /** {@code NLGUARD_DATA}, or {@code ../shared/data} beside the first ancestor of the working directory that has one; null when absent. */
    public static Path dataDirectory() {
        String configured = System.getenv("NLGUARD_DATA");
        if (configured != null && !configured.isBlank()) {
            Path path = Path.of(configured);
            return Files.isDirectory(path) ? path : null;
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("../shared/data").normalize();
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** The gold queries of a dev.json file: field {@code query} (Spider) or {@code SQL}/{@code sql} (BIRD). */
    public static List<GoldQuery> queries(Path devJson) throws IOException {
        List<GoldQuery> queries = new ArrayList<>();
        int index = 0;
        for (JsonNode item : JSON.readTree(devJson.toFile())) {
            JsonNode sql = item.has("query") ? item.get("query") : item.has("SQL") ? item.get("SQL") : item.get("sql");
            queries.add(new GoldQuery(index++, item.get("db_id").asText(), sql.asText()));
        }
        return queries;
    }
}
