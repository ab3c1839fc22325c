package io.nlguard.nl.evaluate;

import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.ConnectionRunner;

import java.sql.Connection;
import java.util.List;

/**
 * Plans and runs candidates one after the other on one read-only connection the caller owns (a command
 * over a database of its own, a test), each bounded by the timeout and, when run, by the row cap.
 */
public final class ConnectionExplainer implements Explainer {

    private final Connection connection;
    private final int timeoutSeconds;
    private final ConnectionRunner runner;

    /** @param timeoutSeconds a client-side bound per statement, 0 when the session's statement_timeout bounds it */
    public ConnectionExplainer(Connection connection, int timeoutSeconds) {
        this.connection = connection;
        this.timeoutSeconds = timeoutSeconds;
        this.runner = new ConnectionRunner(connection, timeoutSeconds);
    }

    @Override
    public List<ExplainResult> explain(List<String> statements) {
        return statements.stream().map(sql -> Planning.explain(connection, sql, timeoutSeconds)).toList();
    }

    @Override
    public List<CandidateResult> run(List<String> statements) {
        return runner.run(statements);
    }

    @Override
    public String path() {
        return "EXPLAIN on the given connection";
    }
}
