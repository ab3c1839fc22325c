package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.NlTarget;

import javax.sql.DataSource;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

/**
 * The target as HikariCP asks for connections: each is {@link NlTarget#open()}, the target driver with the
 * application's own URL, user and properties (the credentials stay in the driver), read-only for the session.
 */
final class TargetDataSource implements DataSource {

    private final NlTarget target;
    /** HikariCP sets it from its connection timeout and waits as long for its connection maker at close. */
    private volatile int loginTimeout = TargetExplainer.TIMEOUT_SECONDS;

    TargetDataSource(NlTarget target) {
        this.target = target;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return target.open();
    }

    /** The pool never asks with other credentials: the application's are the only ones. */
    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("nlguard's EXPLAIN pool connects as the application does");
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // nlguard logs through SLF4J
    }

    @Override
    public void setLoginTimeout(int seconds) {
        loginTimeout = seconds;
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeout;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("nlguard logs through SLF4J");
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("not a wrapper of " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
