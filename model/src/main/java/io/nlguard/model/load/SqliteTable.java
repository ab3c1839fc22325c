package io.nlguard.model.load;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A table of a SQLite file: its name and columns with their declared types ({@code PRAGMA table_info},
 * which reads the {@code CREATE TABLE} of {@code sqlite_master}).
 */
record SqliteTable(String name, List<SqliteColumn> columns) {

    /** A column and the type its {@code CREATE TABLE} declares (empty when none). */
    record SqliteColumn(String name, String declaredType) {
    }

    /** The user tables of the file ({@code sqlite_sequence} and the like left out), by lower-case name. */
    static Map<String, SqliteTable> all(Connection sqlite) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Statement s = sqlite.createStatement();
             ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'"
                     + " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid")) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        Map<String, SqliteTable> tables = new TreeMap<>();
        for (String name : names) {
            List<SqliteColumn> columns = new ArrayList<>();
            try (Statement s = sqlite.createStatement();
                 ResultSet rs = s.executeQuery("PRAGMA table_info(" + quoted(name) + ")")) {
                while (rs.next()) {
                    String type = rs.getString("type");
                    columns.add(new SqliteColumn(rs.getString("name"), type == null ? "" : type));
                }
            }
            tables.put(name.toLowerCase(Locale.ROOT), new SqliteTable(name, columns));
        }
        return tables;
    }

    /** SQLite names are case-insensitive, as are tables.json's. */
    SqliteColumn column(String name) {
        return columns.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }

    /**
     * A query for the given columns' values as text, as SQLite renders them ({@code CAST(x AS TEXT)}: 3.0
     * stays {@code 3.0}), a BLOB as PostgreSQL's hex text ({@code \x0a1b}) so it survives as text.
     */
    String selectAsText(List<SqliteColumn> selected) {
        List<String> parts = new ArrayList<>();
        for (SqliteColumn c : selected) {
            String q = quoted(c.name());
            parts.add("CASE typeof(" + q + ") WHEN 'blob' THEN '\\x' || lower(hex(" + q + ")) ELSE CAST(" + q
                    + " AS TEXT) END");
        }
        return "SELECT " + String.join(", ", parts) + " FROM " + quoted(name);
    }

    static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
