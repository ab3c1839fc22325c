package io.nlguard.nl.evaluate;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One {@code EXPLAIN} on a connection of the translator's, its error kept as evaluation input. */
final class Planning {

    /** The top node's line of a text plan: {@code Seq Scan on t  (cost=0.00..35.50 rows=2550 width=4)}. */
    private static final Pattern COST = Pattern.compile("cost=[0-9.]+\\.\\.([0-9.]+)");

    private Planning() {
    }

    /** @param timeoutSeconds a client-side query timeout, 0 when the session's statement_timeout bounds it */
    static ExplainResult explain(Connection connection, String sql, int timeoutSeconds) {
        try (Statement statement = connection.createStatement()) {
            if (timeoutSeconds > 0) {
                statement.setQueryTimeout(timeoutSeconds);
            }
            if (statement.execute("EXPLAIN " + sql)) {
                try (ResultSet plan = statement.getResultSet()) {
                    return ExplainResult.planned(plan.next() ? cost(plan.getString(1)) : Double.NaN);
                }
            }
            return ExplainResult.OK;
        } catch (SQLException e) {
            return failed(e);
        }
    }

    /** The total cost of the plan's first line, NaN when it has none (another database's plan). */
    static double cost(String topLine) {
        Matcher m = topLine == null ? null : COST.matcher(topLine);
        if (m == null || !m.find()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(m.group(1));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    static ExplainResult failed(SQLException e) {
        return ExplainResult.failed(e.getSQLState(), firstLine(e.getMessage()));
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
