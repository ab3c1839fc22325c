package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.time.Duration;

import io.nlguard.driver.jdbc.ConnectionDelegate;
import io.nlguard.guard.nl.NlTarget;

/**
 * The target as a translator sees it: new connections, read-only for the database itself. On PostgreSQL
 * the session's {@code default_transaction_read_only} is turned on, so even in autocommit mode a statement
 * that writes fails there; {@code setReadOnly} alone would only be a hint in autocommit mode. When the
 * connections come from the application's DataSource (maybe a pool), closing one resets the session first,
 * so the pool gets back the connection it lent.
 */
final class ReadOnlyTarget implements NlTarget {

    private final TargetOpener opener;
    private final Connection real;
    private final String key;
    private final boolean postgres;

    /** @param real the application's connection, for {@link #explainInPlace} only */
    ReadOnlyTarget(TargetOpener opener, Connection real, String key, boolean postgres) {
        this.opener = opener;
        this.real = real;
        this.key = key;
        this.postgres = postgres;
    }

    @Override
    public Connection open() throws SQLException {
        Connection connection = opener.open();
        try {
            connection.setReadOnly(true);
            if (postgres) {
                try (Statement s = connection.createStatement()) {
                    s.execute("SET SESSION default_transaction_read_only = on");
                }
                return new ResettingConnection(connection);
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public boolean isPostgres() {
        return postgres;
    }

    @Override
    public Access access() {
        return opener.access();
    }

    /** On PostgreSQL only: the bracket is {@link ReadOnlyRun}'s, which leaves the application's session as it was. */
    @Override
    public void explainInPlace(String sql, Duration timeout) throws SQLException {
        if (!postgres) {
            throw new SQLFeatureNotSupportedException("nlguard: planning on the application's connection needs "
                    + "PostgreSQL's read-only transaction");
        }
        ReadOnlyRun.explain(real, sql, timeout);
    }

    /** Gives the session back as it found it: {@code default_transaction_read_only} reset, read-only flag off. */
    private static final class ResettingConnection extends ConnectionDelegate {

        ResettingConnection(Connection delegate) {
            super(delegate);
        }

        @Override
        public void close() throws SQLException {
            try {
                if (!delegate.isClosed()) {
                    if (!delegate.getAutoCommit()) {
                        delegate.rollback();
                    }
                    try (Statement s = delegate.createStatement()) {
                        s.execute("RESET default_transaction_read_only");
                    }
                    delegate.setReadOnly(false);
                }
            } finally {
                delegate.close();
            }
        }
    }
}
