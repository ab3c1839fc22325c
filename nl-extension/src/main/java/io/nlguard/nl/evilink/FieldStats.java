package io.nlguard.nl.evilink;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.TypeHint;
import io.nlguard.nl.values.StoredNames;

/**
 * L3 evidence of one column, from two bounded read-only statements over a prefix of the table's rows:
 * the rows read, the null share, the distinct count, the range (of numbers and dates by their order, of
 * anything else by its text) and the five most frequent values.
 *
 * @param min null when every value read is null
 */
public record FieldStats(String table, String column, long rows, long nulls, long distinct, String min, String max,
                         List<String> top) {

    /** The rows read of a table, so a large one costs a prefix, not a scan. */
    public static final int SAMPLE_ROWS = 10_000;
    public static final int TIMEOUT_SECONDS = 2;
    private static final int TOP = 5;

    public FieldStats {
        top = List.copyOf(top);
    }

    /** Reads the statistics on a connection the caller owns (read-only, never the application's). */
    public static FieldStats read(Connection connection, Table table, Column column) throws SQLException {
        String sample = "(SELECT " + StoredNames.quoted(column.name()) + " AS c FROM " + StoredNames.relation(table, true)
                + " LIMIT " + SAMPLE_ROWS + ") s";
        String range = ordered(column) ? "min(c)::text, max(c)::text" : "min(c::text), max(c::text)";
        long rows;
        long nonNull;
        long distinct;
        String min;
        String max;
        try (Statement s = statement(connection);
             ResultSet r = s.executeQuery("SELECT count(*), count(c), count(DISTINCT c::text), " + range + " FROM " + sample)) {
            r.next();
            rows = r.getLong(1);
            nonNull = r.getLong(2);
            distinct = r.getLong(3);
            min = r.getString(4);
            max = r.getString(5);
        }
        List<String> top = new ArrayList<>();
        try (Statement s = statement(connection);
             ResultSet r = s.executeQuery("SELECT c::text, count(*) FROM " + sample + " WHERE c IS NOT NULL GROUP BY 1 "
                     + "ORDER BY 2 DESC, 1 LIMIT " + TOP)) {
            while (r.next()) {
                top.add(r.getString(1) + " (" + r.getLong(2) + ")");
            }
        }
        return new FieldStats(table.name().name(), column.name(), rows, rows - nonNull, distinct, min, max, top);
    }

    private static Statement statement(Connection connection) throws SQLException {
        Statement statement = connection.createStatement();
        statement.setQueryTimeout(TIMEOUT_SECONDS);
        statement.setMaxRows(TOP);
        return statement;
    }

    /** Numbers and dates compare by their order; text of them would put 10 before 9. */
    private static boolean ordered(Column column) {
        String kind = TypeHint.of(List.of(), column.jdbcType());
        return kind.equals("number") || kind.equals("date");
    }

    /** What the agent reads back. */
    public String summary() {
        String nullShare = rows == 0 ? "no rows" : Math.round(100.0 * nulls / rows) + "% null";
        return table + "." + column + ": " + rows + " rows read" + (rows >= SAMPLE_ROWS ? " (a prefix)" : "") + ", "
                + nullShare + ", " + distinct + " distinct" + (min == null ? "" : ", from " + min + " to " + max)
                + (top.isEmpty() ? "" : ", top: " + String.join(", ", top));
    }
}
