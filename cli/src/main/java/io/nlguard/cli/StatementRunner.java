package io.nlguard.cli;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs statements over a {@code jdbc:nlguard:} connection (the demo's, and what {@code ask} and {@code shell}
 * are given) and records what came back, as JDBC surfaced it.
 */
public final class StatementRunner {

    /** Rows the demo keeps per result set for printing. */
    public static final int SHOWN_ROWS = 3;

    /** The client-info property that tells the guard which question a statement answers. */
    private static final String QUESTION = "nlguard.question";

    private final Connection conn;
    private final int shownRows;

    public StatementRunner(Connection conn) {
        this(conn, SHOWN_ROWS);
    }

    /** @param shownRows rows kept per result set for printing (all are counted) */
    public StatementRunner(Connection conn, int shownRows) {
        this.conn = conn;
        this.shownRows = shownRows;
    }

    /** Runs {@code sql} (a question too) as written, in the connection's own transaction. */
    public Outcome run(String sql) throws SQLException {
        return execute(sql, false);
    }

    public Outcome run(DemoStep step) throws SQLException {
        if (!step.hasQuestion()) {
            return runAsWritten(step);
        }
        conn.setClientInfo(QUESTION, step.question());
        try {
            return runAsWritten(step);
        } finally {
            conn.setClientInfo(QUESTION, ""); // the next statements are people's again
        }
    }

    private Outcome runAsWritten(DemoStep step) throws SQLException {
        if (!step.rolledBack()) {
            return execute(step.sql(), false);
        }
        conn.setAutoCommit(false);
        try {
            return execute(step.sql(), true);
        } finally {
            conn.rollback();
            conn.setAutoCommit(true);
        }
    }

    private Outcome execute(String sql, boolean rolledBack) throws SQLException {
        List<Outcome.Result> results = new ArrayList<>();
        SQLException error = null;
        List<SQLWarning> warnings;
        NlAnswer answer;
        try (Statement st = conn.createStatement()) {
            try {
                boolean isResultSet = st.execute(sql);
                while (true) {
                    if (isResultSet) {
                        try (ResultSet rs = st.getResultSet()) {
                            results.add(read(rs, shownRows));
                        }
                    } else {
                        int count = st.getUpdateCount();
                        if (count == -1) {
                            break;
                        }
                        results.add(new Outcome.UpdateCount(count));
                    }
                    isResultSet = st.getMoreResults();
                }
            } catch (SQLException e) {
                error = e;
            }
            warnings = flatten(st.getWarnings());
            answer = NlAnswer.of(st);
        }
        return new Outcome(List.copyOf(results), warnings, error, rolledBack, answer);
    }

    /** The result set's columns, its first {@code shownRows} rows as text, and how many rows it has. */
    public static Outcome.Rows read(ResultSet rs, int shownRows) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        int n = md.getColumnCount();
        List<String> columns = new ArrayList<>(n);
        List<Boolean> numeric = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            columns.add(md.getColumnLabel(i));
            numeric.add(isNumeric(md.getColumnType(i)));
        }
        List<List<String>> first = new ArrayList<>();
        long total = 0;
        while (rs.next()) {
            if (total < shownRows) {
                List<String> row = new ArrayList<>(n);
                for (int i = 1; i <= n; i++) {
                    row.add(text(rs, i, md.getColumnType(i)));
                }
                first.add(row);
            }
            total++;
        }
        return new Outcome.Rows(columns, numeric, first, total);
    }

    private static String text(ResultSet rs, int i, int type) throws SQLException {
        if (type == Types.BOOLEAN || type == Types.BIT) {
            boolean b = rs.getBoolean(i);
            return rs.wasNull() ? "NULL" : Boolean.toString(b);
        }
        String s = rs.getString(i);
        return s == null ? "NULL" : s;
    }

    private static boolean isNumeric(int type) {
        return switch (type) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.NUMERIC,
                 Types.DECIMAL, Types.REAL, Types.FLOAT, Types.DOUBLE -> true;
            default -> false;
        };
    }

    /** The warning chain as a list (at most 100). */
    public static List<SQLWarning> flatten(SQLWarning first) {
        List<SQLWarning> all = new ArrayList<>();
        for (SQLWarning w = first; w != null && all.size() < 100; w = w.getNextWarning()) {
            all.add(w);
        }
        return List.copyOf(all);
    }
}
