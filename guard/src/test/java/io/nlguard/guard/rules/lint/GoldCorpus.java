package io.nlguard.guard.rules.lint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.HashSet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/**
 * Test-only access to the Spider and BIRD gold data: catalogs from their {@code tables.json}
 * schema files and the gold queries. A minimal reader until the schema package has its own.
 */
final class GoldCorpus {

    /** One gold query and the database it runs on. */
    record GoldQuery(int index, String dbId, String sql) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private GoldCorpus() {
    }

    /** {@code NLGUARD_DATA}, or {@code ../shared/data} beside the first ancestor of the working directory that has one; null when absent. */
    static Path dataDirectory() {
        String configured = System.getenv("NLGUARD_DATA");
        if (configured != null && !configured.isBlank()) {
            Path path = Paths.get(configured);
            return Files.isDirectory(path) ? path : null;
        }
        for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("../shared/data").normalize();
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** The catalogs of a {@code tables.json} file, by db_id. */
    static Map<String, Catalog> catalogs(Path tablesJson) throws IOException {
        Map<String, Catalog> catalogs = new HashMap<>();
        for (JsonNode db : JSON.readTree(tablesJson.toFile())) {
            catalogs.put(db.get("db_id").asText(), catalog(db));
        }
        return catalogs;
    }

    private static Catalog catalog(JsonNode db) {
        List<String> tableNames = new ArrayList<>();
        db.get("table_names_original").forEach(name -> tableNames.add(name.asText()));
        JsonNode columnNames = db.get("column_names_original");
        JsonNode columnTypes = db.get("column_types");
        List<List<Column>> columns = new ArrayList<>();
        List<List<String>> keys = new ArrayList<>();
        List<List<ForeignKey>> foreignKeys = new ArrayList<>();
        for (int t = 0; t < tableNames.size(); t++) {
            columns.add(new ArrayList<>());
            keys.add(new ArrayList<>());
            foreignKeys.add(new ArrayList<>());
        }
        int[] tableOf = new int[columnNames.size()];
        String[] nameOf = new String[columnNames.size()];
        for (int c = 0; c < columnNames.size(); c++) {
            int table = columnNames.get(c).get(0).asInt();
            String name = columnNames.get(c).get(1).asText();
            tableOf[c] = table;
            nameOf[c] = name;
            if (table >= 0) {
                String type = columnTypes.get(c).asText();
                columns.get(table).add(new Column(name, columns.get(table).size() + 1, jdbcType(type), nativeType(type), true));
            }
        }
        for (JsonNode key : db.get("primary_keys")) {
            if (key.isArray()) {
                key.forEach(part -> keys.get(tableOf[part.asInt()]).add(nameOf[part.asInt()]));
            } else {
                keys.get(tableOf[key.asInt()]).add(nameOf[key.asInt()]);
            }
        }
        for (JsonNode pair : db.get("foreign_keys")) {
            int from = pair.get(0).asInt();
            int to = pair.get(1).asInt();
            // each pair is its own key: two keys to the same table (home_team, away_team) are not one composite
            foreignKeys.get(tableOf[from]).add(new ForeignKey(name(tableNames.get(tableOf[from])), List.of(nameOf[from]),
                    name(tableNames.get(tableOf[to])), List.of(nameOf[to])));
        }
        List<Table> tables = new ArrayList<>();
        for (int t = 0; t < tableNames.size(); t++) {
            tables.add(new Table(name(tableNames.get(t)), TableKind.TABLE, columns.get(t), keys.get(t), foreignKeys.get(t)));
        }
        return Catalog.of(List.of("public"), tables);
    }

    private static TableName name(String table) {
        return new TableName("public", table);
    }

    /** Spider's and BIRD's column types, as a PostgreSQL load of the databases would type them. */
    private static int jdbcType(String type) {
        return switch (type.toLowerCase(Locale.ROOT)) {
            case "number", "real" -> Types.DOUBLE;
            case "integer" -> Types.INTEGER;
            case "text" -> Types.VARCHAR;
            case "date" -> Types.DATE;
            case "datetime", "time" -> Types.TIMESTAMP;
            case "boolean" -> Types.BOOLEAN;
            default -> Types.OTHER;
        };
    }

    private static String nativeType(String type) {
        return switch (type.toLowerCase(Locale.ROOT)) {
            case "number", "real" -> "float8";
            case "integer" -> "int4";
            case "text" -> "text";
            case "date" -> "date";
            case "datetime", "time" -> "timestamp";
            case "boolean" -> "bool";
            default -> type;
        };
    }

    /** The gold queries of a dev.json file: field {@code query} (Spider) or {@code SQL}/{@code sql} (BIRD). */
    static List<GoldQuery> queries(Path devJson) throws IOException {
        List<GoldQuery> queries = new ArrayList<>();
        int index = 0;
        for (JsonNode item : JSON.readTree(devJson.toFile())) {
            JsonNode sql = item.has("query") ? item.get("query") : item.has("SQL") ? item.get("SQL") : item.get("sql");
            queries.add(new GoldQuery(index++, item.get("db_id").asText(), sql.asText()));
        }
        return queries;
    }

    /**
     * Rewrites SQLite's double-quoted strings as single-quoted ones. SQLite reads {@code "France"} as
     * a string when no column of that name exists; PostgreSQL always reads it as a name. The gold
     * queries are SQLite's, so this applies SQLite's own rule: a double-quoted token that names no
     * table or column of the database is a string.
     */
    static String sqliteStringsToPostgres(String sql, Catalog catalog) {
        Set<String> names = new HashSet<>();
        for (Table table : catalog.tables()) {
            names.add(table.name().name().toLowerCase(Locale.ROOT));
            for (Column column : table.columns()) {
                names.add(column.name().toLowerCase(Locale.ROOT));
            }
        }
        StringBuilder out = new StringBuilder(sql.length());
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            int end = c == '\'' || c == '"' ? sql.indexOf(c, i + 1) : -1;
            if (end < 0) {
                out.append(c);
                i++;
                continue;
            }
            String inner = sql.substring(i + 1, end);
            if (c == '"' && !names.contains(inner.toLowerCase(Locale.ROOT))) {
                out.append('\'').append(inner.replace("'", "''")).append('\'');
            } else {
                out.append(sql, i, end + 1);
            }
            i = end + 1;
        }
        return out.toString();
    }

    /** Counts by key in insertion order, for the printed summary. */
    static <K> void count(Map<K, Integer> counts, K key) {
        counts.merge(key, 1, Integer::sum);
    }

    static Map<String, Integer> ordered() {
        return new LinkedHashMap<>();
    }
}
