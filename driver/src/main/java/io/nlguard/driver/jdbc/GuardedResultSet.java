package io.nlguard.driver.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** A result set whose {@link #getStatement()} leads back to the guarded wrappers, never the real ones. */
public class GuardedResultSet extends ResultSetDelegate {

    private final GuardedConnection connection;
    private Statement owner;

    /** {@code owner} is null for result sets made by DatabaseMetaData: their statement is wrapped on demand. */
    public GuardedResultSet(ResultSet delegate, GuardedConnection connection, Statement owner) {
        super(delegate);
        this.connection = connection;
        this.owner = owner;
    }

    @Override
    public Statement getStatement() throws SQLException {
        Statement real = delegate.getStatement();
        if (owner == null && real != null) {
            owner = new GuardedStatement<>(real, connection);
        }
        return real == null ? null : owner;
    }
}
