package io.nlguard.nl.knowledge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the {@code synonyms} section: other names of tables, of {@code table.column}s, and of values. */
final class SynonymsReader {

    static final List<String> KEYS = List.of("tables", "columns", "values");
    static final List<String> VALUE_KEYS = List.of("column", "value");

    private SynonymsReader() {
    }

    static Synonyms read(JsonPlace section) {
        Map<String, String> tables = Map.of();
        Map<String, String> columns = Map.of();
        Map<String, Synonyms.ValueSynonym> values = Map.of();
        for (Map.Entry<String, JsonPlace> part : section.members(KEYS)) {
            switch (part.getKey()) {
                case "tables" -> tables = names(part.getValue(), false);
                case "columns" -> columns = names(part.getValue(), true);
                case "values" -> values = values(part.getValue());
                default -> throw new IllegalStateException("a known key without a reader: " + part.getKey());
            }
        }
        return new Synonyms(tables, columns, values);
    }

    private static Map<String, String> names(JsonPlace part, boolean qualified) {
        Map<String, String> names = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : part.namedMembers()) {
            names.put(entry.getKey(), qualified ? column(entry.getValue()) : entry.getValue().text());
        }
        return names;
    }

    private static Map<String, Synonyms.ValueSynonym> values(JsonPlace part) {
        Map<String, Synonyms.ValueSynonym> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : part.namedMembers()) {
            JsonPlace value = entry.getValue();
            value.members(VALUE_KEYS);
            values.put(entry.getKey(), new Synonyms.ValueSynonym(column(value.required("column")),
                    value.required("value").text()));
        }
        return values;
    }

    /** A {@code table.column} reference. */
    static String column(JsonPlace place) {
        String column = place.text();
        if (!TableColumn.isQualified(column)) {
            throw new JsonPlace.Problem(place.path(), "expected table.column, found \"" + column + "\"");
        }
        return column;
    }
}
