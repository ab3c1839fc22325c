package io.nlguard.nl.evaluate;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** One {@code EXPLAIN} on a connection of the translator's, its error kept as evaluation input. */
final class Planning {

    private Planning() {
    }

    /** @param timeoutSeconds a client-side query timeout, 0 when the session's statement_timeout bounds it */
    static ExplainResult explain(Connection connection, String sql, int timeoutSeconds) {
        try (Statement statement = connection.createStatement()) {
            if (timeoutSeconds > 0) {
                statement.setQueryTimeout(timeoutSeconds);
            }
            statement.execute("EXPLAIN " + sql);
            return ExplainResult.OK;
        } catch (SQLException e) {
            return failed(e);
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
