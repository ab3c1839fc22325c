package io.nlguard.nl.select;

import java.sql.Connection;
import java.util.List;

/**
 * Runs candidates one after the other on one connection the caller owns and has made read-only (a command
 * over a database of its own, a test). Each is bounded by {@link ResultReader#ROW_CAP} and the timeout.
 */
public final class ConnectionRunner implements CandidateRunner {

    private final Connection connection;
    private final int timeoutSeconds;

    public ConnectionRunner(Connection connection, int timeoutSeconds) {
        this.connection = connection;
        this.timeoutSeconds = timeoutSeconds;
    }

    @Override
    public List<CandidateResult> run(List<String> statements) {
        return statements.stream().map(sql -> ResultReader.read(connection, sql, timeoutSeconds)).toList();
    }
}
