package io.nlguard.guard.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * PostgreSQL DDL that recreates a {@link Catalog}'s tables, empty: {@code CREATE SCHEMA IF NOT EXISTS},
 * one {@code CREATE TABLE} per table (columns, NOT NULL, primary key), then every foreign key as
 * {@code ALTER TABLE ... ADD FOREIGN KEY} at the end, so table order does not matter. Names follow
 * {@link PgIdentifiers}: plain words folded to lower case, anything else quoted verbatim.
 *
 * <p>A foreign key is only emitted when PostgreSQL can enforce it: its referenced columns must be
 * exactly the referenced table's primary key (a catalog knows no other unique constraints) and each
 * column pair must have the same type. Adding a unique constraint to make an FK fit would invent a
 * constraint the source database does not have, so such keys are skipped and listed in
 * {@link Script#skippedForeignKeys()} instead; they remain in the catalog as join paths.
 */
public final class CatalogDdl {

    /** The statements, in execution order, and the foreign keys left out. */
    public record Script(List<String> statements, List<SkippedForeignKey> skippedForeignKeys, int foreignKeyCount) {
        public Script {
            statements = List.copyOf(statements);
            skippedForeignKeys = List.copyOf(skippedForeignKeys);
        }

        /** All statements as one script, each ended by a semicolon. */
        public String sql() {
            return statements.stream().map(s -> s + ";\n").collect(Collectors.joining());
        }
    }

    /** A foreign key of the catalog that the script does not create, and why. */
    public record SkippedForeignKey(ForeignKey foreignKey, String reason) {
    }

    private final Catalog catalog;
    private final String targetSchema;
    private final Map<TableName, Table> tablesByName = new HashMap<>();

    private CatalogDdl(Catalog catalog, String targetSchema) {
        this.catalog = catalog;
        this.targetSchema = targetSchema;
        catalog.tables().forEach(t -> tablesByName.putIfAbsent(t.name(), t));
    }

    /** DDL that puts each table into its own schema (unqualified when the table has none). */
    public static Script script(Catalog catalog) {
        return new CatalogDdl(catalog, null).build();
    }

    /**
     * DDL that puts every table into {@code targetSchema}, whatever schema the catalog gives it; foreign
     * keys then point into that schema too. The schema name follows the same folding rule as the tables.
     */
    public static Script script(Catalog catalog, String targetSchema) {
        if (targetSchema == null || targetSchema.isEmpty()) {
            throw new IllegalArgumentException("empty target schema");
        }
        return new CatalogDdl(catalog, targetSchema).build();
    }

    private Script build() {
        List<String> statements = new ArrayList<>();
        Set<String> schemas = new LinkedHashSet<>();
        if (targetSchema != null) {
            schemas.add(PgIdentifiers.sql(targetSchema)); // even for a catalog without tables
        }
        Set<String> tableNames = new HashSet<>();
        for (Table table : catalog.tables()) {
            schemaOf(table.name()).ifPresent(schemas::add);
            if (!tableNames.add(qualified(table.name()))) {
                throw new IllegalArgumentException("two tables map to the PostgreSQL name " + qualified(table.name()));
            }
        }
        schemas.forEach(s -> statements.add("CREATE SCHEMA IF NOT EXISTS " + s));
        catalog.tables().forEach(t -> statements.add(createTable(t)));

        List<SkippedForeignKey> skipped = new ArrayList<>();
        Set<String> emitted = new HashSet<>();
        for (Table table : catalog.tables()) {
            for (ForeignKey fk : table.foreignKeys()) {
                String reason = whyNotEnforceable(table, fk);
                if (reason != null) {
                    skipped.add(new SkippedForeignKey(fk, reason));
                } else if (emitted.add(addForeignKey(table, fk))) {
                    statements.add(addForeignKey(table, fk));
                }
            }
        }
        return new Script(statements, skipped, emitted.size());
    }

    private String createTable(Table table) {
        List<String> parts = new ArrayList<>();
        Set<String> stored = new HashSet<>();
        for (Column column : table.columns()) {
            if (!stored.add(PgIdentifiers.storedName(column.name()))) {
                throw new IllegalArgumentException(table.name() + ": two columns map to the PostgreSQL name "
                        + PgIdentifiers.sql(column.name()));
            }
            String type = column.nativeType() == null || column.nativeType().isBlank() ? "text" : column.nativeType();
            parts.add(PgIdentifiers.sql(column.name()) + " " + type + (column.nullable() ? "" : " NOT NULL"));
        }
        if (!table.primaryKey().isEmpty()) {
            parts.add("PRIMARY KEY (" + columnList(table, table.primaryKey()) + ")");
        }
        return "CREATE TABLE " + qualified(table.name()) + " (" + String.join(", ", parts) + ")";
    }

    private String addForeignKey(Table table, ForeignKey fk) {
        Table target = target(fk);
        return "ALTER TABLE " + qualified(table.name()) + " ADD FOREIGN KEY (" + columnList(table, fk.fromColumns())
                + ") REFERENCES " + qualified(target.name()) + " (" + columnList(target, fk.toColumns()) + ")";
    }

    /** Null when PostgreSQL accepts the key; otherwise the reason it would reject it. */
    private String whyNotEnforceable(Table table, ForeignKey fk) {
        Table target = target(fk);
        if (target == null) {
            return "referenced table " + fk.toTable() + " is not in the catalog";
        }
        List<Column> from = resolve(table, fk.fromColumns());
        List<Column> to = resolve(target, fk.toColumns());
        if (from == null || to == null) {
            return "a column does not exist";
        }
        if (new HashSet<>(from).size() != from.size()) {
            return "a referencing column appears twice";
        }
        List<Column> key = resolve(target, target.primaryKey());
        if (key == null || key.isEmpty() || !new HashSet<>(to).equals(new HashSet<>(key)) || to.size() != key.size()) {
            return "referenced columns " + fk.toColumns() + " are not the primary key " + target.primaryKey() + " of " + target.name();
        }
        for (int i = 0; i < from.size(); i++) {
            if (!typeOf(from.get(i)).equals(typeOf(to.get(i)))) {
                return "type " + typeOf(from.get(i)) + " of " + from.get(i).name() + " differs from type "
                        + typeOf(to.get(i)) + " of " + to.get(i).name();
            }
        }
        return null;
    }

    /** The referenced table: the exact name first, then the way a query would resolve it. */
    private Table target(ForeignKey fk) {
        Table exact = tablesByName.get(fk.toTable());
        return exact != null ? exact : catalog.table(fk.toTable().schema(), fk.toTable().name(), false).orElse(null);
    }

    private static List<Column> resolve(Table table, List<String> names) {
        List<Column> columns = new ArrayList<>(names.size());
        for (String name : names) {
            Optional<Column> column = table.column(name);
            if (column.isEmpty()) {
                return null;
            }
            columns.add(column.get());
        }
        return columns;
    }

    private static String typeOf(Column column) {
        return column.nativeType() == null ? "text" : column.nativeType().toLowerCase(Locale.ROOT);
    }

    private static String columnList(Table table, List<String> names) {
        List<String> rendered = new ArrayList<>(names.size());
        for (String name : names) {
            Column column = table.column(name)
                    .orElseThrow(() -> new IllegalArgumentException(table.name() + " has no column " + name));
            rendered.add(PgIdentifiers.sql(column.name()));
        }
        return String.join(", ", rendered);
    }

    private Optional<String> schemaOf(TableName name) {
        String schema = targetSchema != null ? targetSchema : name.schema();
        return schema == null || schema.isEmpty() ? Optional.empty() : Optional.of(PgIdentifiers.sql(schema));
    }

    private String qualified(TableName name) {
        String table = PgIdentifiers.sql(name.name());
        return schemaOf(name).map(s -> s + "." + table).orElse(table);
    }
}
