package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.NlTarget;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code EXPLAIN} on one read-only connection of the target, statement after statement (planning takes
 * milliseconds; a pool per question would cost more than it saves), each bounded by a query timeout.
 */
public final class TargetExplainer implements Explainer {

    /** The seed's bound on planning one candidate. */
    public static final int TIMEOUT_SECONDS = 2;

    private final NlTarget target;

    public TargetExplainer(NlTarget target) {
        this.target = target;
    }

    @Override
    public List<ExplainResult> explain(List<String> statements) {
        List<ExplainResult> results = new ArrayList<>(statements.size());
        if (statements.isEmpty()) {
            return results;
        }
        try (Connection connection = target.open()) {
            for (String sql : statements) {
                results.add(explain(connection, sql));
            }
        } catch (SQLException e) {
            while (results.size() < statements.size()) {
                results.add(ExplainResult.failed(e.getSQLState(), "could not open a connection to plan: "
                        + e.getMessage()));
            }
        }
        return results;
    }

    private static ExplainResult explain(Connection connection, String sql) {
        try (Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(TIMEOUT_SECONDS);
            statement.execute("EXPLAIN " + sql);
            return ExplainResult.OK;
        } catch (SQLException e) {
            return ExplainResult.failed(e.getSQLState(), firstLine(e.getMessage()));
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
