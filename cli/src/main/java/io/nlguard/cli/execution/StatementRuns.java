package io.nlguard.cli.execution;

import io.nlguard.compare.table.ResultTable;
import io.nlguard.compare.validate.ResultMaterializer;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs statements on one database's connection and keeps each result by (db_id, SQL text), so a
 * text that several systems (or the gold) share runs once. A statement that returns no result set
 * is an error: the sessions are read-only and the benchmark's questions are all queries.
 */
public final class StatementRuns {

    private record Key(String dbId, String sql) {
    }

    private final int maxRows;
    private final Map<Key, Execution> cache = new HashMap<>();
    private int executed;

    /** @param maxRows rows read at most; a longer result is {@link Execution.Status#TOO_MANY_ROWS} */
    public StatementRuns(int maxRows) {
        this.maxRows = maxRows;
    }

    public Execution run(Connection connection, String dbId, String sql) throws SQLException {
        if (sql == null || sql.isBlank()) {
            return Execution.failed(Execution.Status.ERROR, "no SQL");
        }
        Key key = new Key(dbId, sql);
        Execution known = cache.get(key);
        if (known != null) {
            return known;
        }
        Execution fresh = execute(connection, sql);
        cache.put(key, fresh);
        executed++;
        return fresh;
    }

    /** Statements sent to the database so far (the rest came from the cache). */
    int executed() {
        return executed;
    }

    private Execution execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.setMaxRows(maxRows + 1);
            if (!statement.execute(sql)) {
                return Execution.failed(Execution.Status.ERROR, "not a query");
            }
            try (ResultSet rs = statement.getResultSet()) {
                ResultTable table = ResultMaterializer.read(rs, maxRows);
                return table.truncated() ? Execution.failed(Execution.Status.TOO_MANY_ROWS, "more than " + maxRows + " rows")
                        : Execution.ok(table);
            }
        } catch (SQLException e) {
            if (connection.isClosed() || "08".equals(state(e).substring(0, 2))) {
                throw e; // the connection is gone: every later answer would be wrong
            }
            Execution.Status status = "57014".equals(state(e)) ? Execution.Status.TIMEOUT : Execution.Status.ERROR;
            return Execution.failed(status, String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
    }

    private static String state(SQLException e) {
        return e.getSQLState() == null || e.getSQLState().length() < 2 ? "XX000" : e.getSQLState();
    }

    /** Forgets the results kept so far (after a database's questions, to bound memory). */
    public void clear() {
        cache.clear();
    }
}
