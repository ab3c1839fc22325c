package io.nlguard.nl.retrieve;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * The {@code COMMENT ON TABLE} and {@code COMMENT ON COLUMN} text of a catalog's tables, read from PostgreSQL's
 * {@code pg_description} in one query over the catalog's schemas: what a schema's owner wrote about what a name
 * means ("eligible for free meals, ages 5-17"), which retrieval indexes and the linker matches question words with.
 */
public final class DatabaseComments implements SchemaComments {

    private static final String QUERY = """
            SELECT n.nspname, c.relname, a.attname, d.description
              FROM pg_catalog.pg_description d
              JOIN pg_catalog.pg_class c ON c.oid = d.objoid AND d.classoid = 'pg_catalog.pg_class'::regclass
              JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
              LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.objsubid AND NOT a.attisdropped
             WHERE n.nspname = ANY (?) AND (d.objsubid = 0 OR a.attname IS NOT NULL)""";

    private final Map<String, String> byName;

    private DatabaseComments(Map<String, String> byName) {
        this.byName = byName;
    }

    /** The comments of the catalog's tables and their columns, as the connection's database has them. */
    public static SchemaComments read(Connection connection, Catalog catalog) throws SQLException {
        TreeSet<String> schemas = new TreeSet<>();
        for (Table table : catalog.tables()) {
            schemas.add(table.name().schema());
        }
        Map<String, String> byName = new HashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(QUERY)) {
            Array names = connection.createArrayOf("text", schemas.toArray());
            statement.setArray(1, names);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    byName.put(key(rows.getString(1), rows.getString(2), rows.getString(3)), rows.getString(4));
                }
            }
        }
        return byName.isEmpty() ? NONE : new DatabaseComments(byName);
    }

    @Override
    public String of(Table table, Column column) {
        return byName.getOrDefault(key(table.name().schema(), table.name().name(), column == null ? null : column.name()), "");
    }

    private static String key(String schema, String table, String column) {
        return schema + '\u0000' + table + '\u0000' + (column == null ? "" : column);
    }
}
