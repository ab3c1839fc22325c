package io.nlguard.guard.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the Spider {@code tables.json} schema format (also BIRD's {@code dev_tables.json}) into one
 * {@link Catalog} per {@code db_id}, in file order. Every table goes into schema {@code public} with
 * search path {@code [public]}; names keep the case the description gives them.
 *
 * <p>Format: {@code table_names_original}; {@code column_names_original} as {@code [table_index, name]}
 * with a leading {@code [-1, "*"]} row; {@code column_types} parallel to the columns;
 * {@code primary_keys} as column indices, where a nested list is one composite key; and
 * {@code foreign_keys} as {@code [column_index, referenced_column_index]} pairs.
 *
 * <p>Primary-key columns are NOT NULL, every other column nullable (the format says nothing else).
 * Foreign-key pairs become single-column foreign keys, except that the pairs from one table that
 * together cover another table's composite primary key become one composite key. Repeated pairs are
 * kept once. Foreign keys are kept even when PostgreSQL could not enforce them (see {@link CatalogDdl}):
 * they are the benchmark's declared join paths.
 */
public final class TablesJsonReader {

    public static final String SCHEMA = "public";

    private static final ObjectMapper JSON = new ObjectMapper();

    private TablesJsonReader() {
    }

    public static Map<String, Catalog> read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    public static Map<String, Catalog> read(InputStream in) throws IOException {
        JsonNode root = JSON.readTree(in);
        if (root == null || !root.isArray()) {
            throw new IllegalArgumentException("a tables.json file holds a JSON array of databases");
        }
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        for (JsonNode db : root) {
            String dbId = text(db, "db_id");
            try {
                if (catalogs.put(dbId, new Description(db).catalog()) != null) {
                    throw new IllegalArgumentException("db_id appears twice");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("db_id " + dbId + ": " + e.getMessage(), e);
            }
        }
        return catalogs;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException("missing text field " + field);
        }
        return value.asText();
    }

    /** One database entry, indexed for building its catalog. */
    private static final class Description {
        private final List<String> tableNames = new ArrayList<>();
        private final List<Integer> columnTable = new ArrayList<>();
        private final List<String> columnNames = new ArrayList<>();
        private final List<String> columnTypes = new ArrayList<>();
        private final Map<Integer, Set<Integer>> primaryKeys = new LinkedHashMap<>();
        private final JsonNode foreignKeys;

        Description(JsonNode db) {
            for (JsonNode name : field(db, "table_names_original", "table_names")) {
                tableNames.add(name.asText());
            }
            for (JsonNode pair : field(db, "column_names_original", "column_names")) {
                columnTable.add(pair.get(0).asInt());
                columnNames.add(pair.get(1).asText());
            }
            for (JsonNode type : field(db, "column_types", null)) {
                columnTypes.add(type.asText());
            }
            if (columnTypes.size() != columnNames.size()) {
                throw new IllegalArgumentException(columnNames.size() + " columns but " + columnTypes.size() + " column types");
            }
            for (JsonNode key : field(db, "primary_keys", null)) {
                Set<Integer> columns = new LinkedHashSet<>();
                if (key.isArray()) {
                    key.forEach(c -> columns.add(column(c)));
                } else {
                    columns.add(column(key));
                }
                for (int c : columns) {
                    primaryKeys.computeIfAbsent(columnTable.get(c), t -> new LinkedHashSet<>()).add(c);
                }
            }
            foreignKeys = field(db, "foreign_keys", null);
        }

        Catalog catalog() {
            List<List<Column>> columns = new ArrayList<>();
            tableNames.forEach(t -> columns.add(new ArrayList<>()));
            for (int c = 0; c < columnNames.size(); c++) {
                int table = columnTable.get(c);
                if (table < 0) {
                    continue; // the "*" row
                }
                DescribedType type = DescribedType.of(columnTypes.get(c));
                boolean key = primaryKeys.getOrDefault(table, Set.of()).contains(c);
                List<Column> tableColumns = columns.get(table);
                tableColumns.add(new Column(columnNames.get(c), tableColumns.size() + 1, type.jdbcType(), type.nativeType(), !key));
            }
            Map<Integer, List<ForeignKey>> fks = foreignKeysByTable();
            List<Table> tables = new ArrayList<>();
            for (int t = 0; t < tableNames.size(); t++) {
                List<String> pk = primaryKeys.getOrDefault(t, Set.of()).stream().map(columnNames::get).toList();
                tables.add(new Table(name(t), TableKind.TABLE, columns.get(t), pk, fks.getOrDefault(t, List.of())));
            }
            return Catalog.of(List.of(SCHEMA), tables);
        }

        private Map<Integer, List<ForeignKey>> foreignKeysByTable() {
            // Pairs in file order, repeated pairs once, grouped by (from table, to table).
            Map<List<Integer>, List<int[]>> groups = new LinkedHashMap<>();
            Set<List<Integer>> seen = new LinkedHashSet<>();
            for (JsonNode pair : foreignKeys) {
                int from = column(pair.get(0));
                int to = column(pair.get(1));
                if (seen.add(List.of(from, to))) {
                    groups.computeIfAbsent(List.of(columnTable.get(from), columnTable.get(to)), k -> new ArrayList<>())
                            .add(new int[] {from, to});
                }
            }
            Map<Integer, List<ForeignKey>> byTable = new LinkedHashMap<>();
            groups.forEach((tables, pairs) -> byTable.computeIfAbsent(tables.get(0), t -> new ArrayList<>())
                    .addAll(foreignKeys(tables.get(0), tables.get(1), pairs)));
            return byTable;
        }

        /** The pairs between two tables: one composite key if they cover the target's composite key, else one key each. */
        private List<ForeignKey> foreignKeys(int fromTable, int toTable, List<int[]> pairs) {
            Set<Integer> targetKey = primaryKeys.getOrDefault(toTable, Set.of());
            Set<Integer> targets = new LinkedHashSet<>();
            Set<Integer> sources = new LinkedHashSet<>();
            pairs.forEach(p -> {
                sources.add(p[0]);
                targets.add(p[1]);
            });
            List<ForeignKey> result = new ArrayList<>();
            if (targetKey.size() > 1 && pairs.size() == targetKey.size() && targets.equals(targetKey) && sources.size() == pairs.size()) {
                result.add(new ForeignKey(name(fromTable), pairs.stream().map(p -> columnNames.get(p[0])).toList(),
                        name(toTable), pairs.stream().map(p -> columnNames.get(p[1])).toList()));
                return result;
            }
            for (int[] p : pairs) {
                result.add(new ForeignKey(name(fromTable), List.of(columnNames.get(p[0])), name(toTable), List.of(columnNames.get(p[1]))));
            }
            return result;
        }

        private TableName name(int table) {
            return new TableName(SCHEMA, tableNames.get(table));
        }

        private int column(JsonNode index) {
            int c = index.asInt(-1);
            if (!index.canConvertToInt() || c < 0 || c >= columnNames.size() || columnTable.get(c) < 0
                    || columnTable.get(c) >= tableNames.size()) {
                throw new IllegalArgumentException("bad column index " + index);
            }
            return c;
        }

        private static JsonNode field(JsonNode db, String name, String fallback) {
            JsonNode value = db.get(name);
            if ((value == null || value.isNull()) && fallback != null) {
                value = db.get(fallback);
            }
            if (value == null || !value.isArray()) {
                throw new IllegalArgumentException("missing array field " + name);
            }
            return value;
        }
    }
}
