package io.nlguard.nl.select;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one candidate on a read-only connection and reads at most {@value #ROW_CAP} rows of it, asking for
 * one more to know whether the result was cut ({@code setMaxRows}: PostgreSQL stops at the limit instead of
 * computing the rest). On a connection in autocommit (a pool's), the candidate runs in a transaction rolled
 * back after, so that nothing it sets (a {@code set_config} of the session's timeout) outlives it on a
 * connection the next candidate uses; a connection inside a transaction is left as its owner has it.
 */
public final class ResultReader {

    /** Enough rows to tell results apart; more would cost memory for K candidates at once. */
    public static final int ROW_CAP = 1000;

    /** PostgreSQL's {@code query_canceled}: the statement timeout ran out. */
    private static final String CANCELED = "57014";

    private ResultReader() {
    }

    /** @param timeoutSeconds a client-side query timeout, 0 when the session's statement_timeout bounds it */
    public static CandidateResult read(Connection connection, String sql, int timeoutSeconds) {
        boolean bracket;
        try {
            bracket = connection.getAutoCommit();
            if (bracket) {
                connection.setAutoCommit(false);
            }
        } catch (SQLException e) {
            return failed(e);
        }
        try {
            return run(connection, sql, timeoutSeconds);
        } finally {
            if (bracket) {
                rollBack(connection);
            }
        }
    }

    private static void rollBack(Connection connection) {
        try {
            connection.rollback();
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            // a connection that cannot roll back is broken: the pool drops it at its next validation
        }
    }

    private static CandidateResult run(Connection connection, String sql, int timeoutSeconds) {
        try (Statement statement = connection.createStatement()) {
            if (timeoutSeconds > 0) {
                statement.setQueryTimeout(timeoutSeconds);
            }
            statement.setMaxRows(ROW_CAP + 1);
            if (!statement.execute(sql)) {
                return CandidateResult.error(null, "it returned no rows (not a query)");
            }
            try (ResultSet rs = statement.getResultSet()) {
                int columns = rs.getMetaData().getColumnCount();
                List<String> labels = new ArrayList<>(columns);
                for (int c = 1; c <= columns; c++) {
                    labels.add(rs.getMetaData().getColumnLabel(c));
                }
                List<List<Object>> rows = new ArrayList<>();
                boolean cut = false;
                while (rs.next()) {
                    if (rows.size() == ROW_CAP) {
                        cut = true;
                        break;
                    }
                    List<Object> row = new ArrayList<>(columns);
                    for (int c = 1; c <= columns; c++) {
                        row.add(Cells.normalize(rs.getObject(c)));
                    }
                    rows.add(row);
                }
                return CandidateResult.rows(rows, columns, cut, labels);
            }
        } catch (SQLException e) {
            return failed(e);
        }
    }

    private static CandidateResult failed(SQLException e) {
        String message = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
        return CANCELED.equals(e.getSQLState()) || e instanceof SQLTimeoutException
                ? CandidateResult.timeout(e.getSQLState(), message)
                : CandidateResult.error(e.getSQLState(), message);
    }
}
