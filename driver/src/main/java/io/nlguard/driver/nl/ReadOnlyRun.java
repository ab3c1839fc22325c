package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

import io.nlguard.guard.nl.NlSettings;

/**
 * Runs the SQL answering a question on the application's own PostgreSQL connection, read-only as
 * PostgreSQL enforces it, with {@code statement_timeout} and a row limit, and leaves the application's
 * transaction, autocommit, isolation, read-only flag and search path as they were.
 *
 * <ul>
 *   <li>In autocommit mode: {@code BEGIN READ ONLY}, {@code SET LOCAL statement_timeout}, the query,
 *       {@code ROLLBACK}. The question sees the committed data, in a transaction of its own.</li>
 *   <li>Inside the application's transaction: {@code SAVEPOINT}, {@code SET LOCAL transaction_read_only = on}
 *       (PostgreSQL allows going read-only in a subtransaction, and refuses going back), {@code SET LOCAL
 *       statement_timeout}, the query, {@code ROLLBACK TO SAVEPOINT} and {@code RELEASE}: the settings are
 *       undone with the subtransaction. The question sees what the application's transaction sees, its own
 *       uncommitted changes included, and a failing query leaves that transaction usable.</li>
 * </ul>
 *
 * The rows are read before the transaction ends: the query runs on a statement of its own with fetch size
 * 0 (pgjdbc reads the whole result at once, no cursor that the end of the (sub)transaction would close)
 * and {@code setMaxRows(max-rows + 1)}, which PostgreSQL honours in the protocol's Execute message: the
 * server stops after that many rows, the text is not rewritten with a LIMIT (which would change the plan
 * and what the guard approved), and the one extra row tells that the limit was reached. The result is
 * scroll-insensitive so its size can be read at once (pgjdbc holds it in memory either way); the
 * application sees it forward-only, capped at max-rows.
 */
final class ReadOnlyRun {

    private static final String SAVEPOINT = "nlguard_question";
    /** PostgreSQL's query_canceled, which statement_timeout raises. */
    static final String QUERY_CANCELED = "57014";

    private ReadOnlyRun() {
    }

    /** The query's result; see {@link AnswerRows}. */
    static AnswerRows run(Connection real, String sql, NlSettings settings) throws SQLException {
        return inReadOnly(real, settings.statementTimeout(), () -> query(real, sql, settings));
    }

    /**
     * {@code EXPLAIN} of a statement in the same read-only bracket, for a translator that has no connection
     * of its own; throws the database's error when it cannot plan it.
     */
    static void explain(Connection real, String sql, Duration timeout) throws SQLException {
        inReadOnly(real, timeout, () -> {
            try (Statement explain = real.createStatement()) {
                explain.execute("EXPLAIN " + sql);
            }
            return null;
        });
    }

    /** Work done between the bracket's opening and closing commands. */
    private interface Work<T> {
        T run() throws SQLException;
    }

    private static <T> T inReadOnly(Connection real, Duration timeout, Work<T> work) throws SQLException {
        boolean autoCommit = real.getAutoCommit();
        String limit = "SET LOCAL statement_timeout = " + Math.max(1, timeout.toMillis());
        List<String> open = autoCommit
                ? List.of("BEGIN READ ONLY", limit)
                : List.of("SAVEPOINT " + SAVEPOINT, "SET LOCAL transaction_read_only = on", limit);
        List<String> close = autoCommit
                ? List.of("ROLLBACK")
                : List.of("ROLLBACK TO SAVEPOINT " + SAVEPOINT, "RELEASE SAVEPOINT " + SAVEPOINT);
        try (Statement control = real.createStatement()) {
            control.setFetchSize(0);
            control.execute(open.get(0));
            try {
                for (String command : open.subList(1, open.size())) {
                    control.execute(command);
                }
                return work.run();
            } finally {
                for (String command : close) {
                    control.execute(command);
                }
            }
        }
    }

    private static AnswerRows query(Connection real, String sql, NlSettings settings) throws SQLException {
        Statement query = real.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        try {
            query.setFetchSize(0);
            query.setMaxRows(settings.maxRows() == Integer.MAX_VALUE ? 0 : settings.maxRows() + 1);
            ResultSet rows = query.executeQuery(sql);
            query.closeOnCompletion();
            int count = rows.last() ? rows.getRow() : 0;
            rows.beforeFirst();
            return new AnswerRows(rows, count);
        } catch (SQLException e) {
            query.close();
            if (QUERY_CANCELED.equals(e.getSQLState())) {
                throw new SQLException("nlguard: the SQL answering the question ran longer than "
                        + "nlguard.nl.statement-timeout (" + settings.statementTimeout().toMillis() + " ms) and was "
                        + "cancelled: " + sql, QUERY_CANCELED, e);
            }
            throw e;
        }
    }
}
