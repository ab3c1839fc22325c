package io.nlguard.guard.rules.lint;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TablesJsonReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Helpers of the lint gold-query test: catalogs from the {@code tables.json} schema files, SQLite's
 * string quoting turned into PostgreSQL's, counting.
 */
final class GoldCorpus {

    private GoldCorpus() {
    }

    /** The catalogs of a {@code tables.json} file, by db_id, as the schema package reads them. */
    static Map<String, Catalog> catalogs(Path tablesJson) throws IOException {
        return TablesJsonReader.read(tablesJson);
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
