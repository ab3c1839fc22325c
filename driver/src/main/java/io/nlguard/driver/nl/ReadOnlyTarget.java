package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

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
    private final List<String> searchPath;

    /**
     * @param real       the application's connection, for {@link #explainInPlace} only
     * @param searchPath the schemas the question's catalog snapshot has, which each connection's session is set to
     *                   on PostgreSQL (empty: the session's default), so that candidates are planned against the
     *                   tables they were checked against
     */
    ReadOnlyTarget(TargetOpener opener, Connection real, String key, boolean postgres, List<String> searchPath) {
        this.opener = opener;
        this.real = real;
        this.postgres = postgres;
        this.searchPath = List.copyOf(searchPath);
        this.key = searchPath.isEmpty() || !postgres ? key : key + " search_path=" + searchPath;
    }

    List<String> searchPath() {
        return searchPath;
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
                if (!searchPath.isEmpty()) {
                    try (PreparedStatement set = connection.prepareStatement("SELECT pg_catalog.set_config('search_path', ?, false)")) {
                        set.setString(1, quoted(searchPath));
                        set.execute();
                    }
                }
                return new ResettingConnection(connection);
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    /** {@code "tenant_b", "public"}: each schema as a quoted identifier, as {@code search_path} takes them. */
    private static String quoted(List<String> schemas) {
        StringBuilder path = new StringBuilder();
        for (String schema : schemas) {
            path.append(path.length() == 0 ? "" : ", ").append('"').append(schema.replace("\"", "\"\"")).append('"');
        }
        return path.toString();
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
                        s.execute("RESET search_path");
                    }
                    delegate.setReadOnly(false);
                }
            } finally {
                delegate.close();
            }
        }
    }
}
