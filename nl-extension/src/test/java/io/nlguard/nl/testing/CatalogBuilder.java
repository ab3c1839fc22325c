package io.nlguard.nl.testing;

import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/**
 * Hand-made catalogs for unit tests: tables in schema {@code public} with columns ({@code name:type}, type
 * one of int, text, date, numeric; int by default), a primary key and foreign keys.
 */
public final class CatalogBuilder {

    private record Spec(List<Column> columns, List<String> key, List<ForeignKey> fks) {
    }

    private final Map<String, Spec> tables = new LinkedHashMap<>();

    /** A table; its first column is its primary key. */
    public CatalogBuilder table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String spec : columns) {
            String[] parts = spec.split(":");
            String type = parts.length > 1 ? parts[1] : "int";
            int jdbc = switch (type) {
                case "text" -> Types.VARCHAR;
                case "date" -> Types.DATE;
                case "numeric" -> Types.NUMERIC;
                default -> Types.INTEGER;
            };
            list.add(new Column(parts[0], list.size() + 1, jdbc, type.equals("int") ? "integer" : type, true));
        }
        tables.put(name, new Spec(list, new ArrayList<>(List.of(list.get(0).name())), new ArrayList<>()));
        return this;
    }

    /** Sets the primary key of the last table. */
    public CatalogBuilder key(String table, String... columns) {
        tables.get(table).key().clear();
        tables.get(table).key().addAll(List.of(columns));
        return this;
    }

    /** {@code from(fromColumns)} references {@code to(toColumns)}; columns comma-separated. */
    public CatalogBuilder fk(String from, String fromColumns, String to, String toColumns) {
        tables.get(from).fks().add(new ForeignKey(new TableName("public", from), List.of(fromColumns.split(",")),
                new TableName("public", to), List.of(toColumns.split(","))));
        return this;
    }

    public Catalog build() {
        List<Table> built = new ArrayList<>();
        tables.forEach((name, spec) -> built.add(new Table(new TableName("public", name), TableKind.TABLE,
                spec.columns(), spec.key(), spec.fks())));
        return Catalog.of(List.of("public"), built);
    }
}
