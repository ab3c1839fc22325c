package io.nlguard.driver.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A guarded {@link PreparedStatement}. Its SQL was approved once, when the connection prepared
 * it; executions run without a second analysis. Result sets are wrapped by the inherited hook.
 */
public class GuardedPreparedStatement<S extends PreparedStatement> extends PreparedStatementDelegate<S> {

    public GuardedPreparedStatement(S delegate, GuardedConnection connection) {
        super(delegate, connection);
    }

    @Override
    public boolean execute() throws SQLException {
        return executed(delegate.execute());
    }

    @Override
    public int executeUpdate() throws SQLException {
        return executed(delegate.executeUpdate());
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return executed(delegate.executeLargeUpdate());
    }
}
