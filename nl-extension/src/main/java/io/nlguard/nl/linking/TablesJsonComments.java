package io.nlguard.nl.linking;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.retrieve.SchemaComments;

/**
 * The natural-language names of a corpus {@code tables.json} ({@code table_names}, {@code column_names}
 * beside their {@code *_original}) as comments, per db_id. A natural name that only repeats the original's
 * words ({@code customer id} for {@code customer_id}) says nothing more and is left out.
 */
public final class TablesJsonComments implements SchemaComments {

    private final Map<String, String> byName;

    private TablesJsonComments(Map<String, String> byName) {
        this.byName = Map.copyOf(byName);
    }

    public static Map<String, SchemaComments> read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    public static Map<String, SchemaComments> read(InputStream in) throws IOException {
        Map<String, SchemaComments> byDb = new HashMap<>();
        for (JsonNode db : new ObjectMapper().readTree(in)) {
            Map<String, String> comments = new HashMap<>();
            JsonNode tables = db.get("table_names");
            JsonNode originalTables = db.get("table_names_original");
            for (int t = 0; t < tables.size(); t++) {
                put(comments, key(originalTables.get(t).asText(), null), originalTables.get(t).asText(), tables.get(t).asText());
            }
            JsonNode columns = db.get("column_names");
            JsonNode originalColumns = db.get("column_names_original");
            for (int c = 0; c < columns.size(); c++) {
                int t = originalColumns.get(c).get(0).asInt();
                if (t >= 0) {
                    String original = originalColumns.get(c).get(1).asText();
                    put(comments, key(originalTables.get(t).asText(), original), original, columns.get(c).get(1).asText());
                }
            }
            byDb.put(db.get("db_id").asText(), new TablesJsonComments(comments));
        }
        return byDb;
    }

    private static void put(Map<String, String> comments, String key, String original, String natural) {
        List<String> words = NameWords.of(natural);
        if (!words.isEmpty() && !words.equals(NameWords.of(original))
                && !String.join("", words).equals(String.join("", NameWords.of(original)))) {
            comments.put(key, natural);
        }
    }

    private static String key(String table, String column) {
        return (table + "\u0000" + (column == null ? "" : column)).toLowerCase(Locale.ROOT);
    }

    @Override
    public String of(Table table, Column column) {
        return byName.getOrDefault(key(table.name().name(), column == null ? null : column.name()), "");
    }
}
