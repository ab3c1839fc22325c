package io.nlguard.driver.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Metadata whose connection and result sets are the guarded wrappers. */
public class GuardedDatabaseMetaData extends DatabaseMetaDataDelegate {

    private final GuardedConnection connection;

    public GuardedDatabaseMetaData(DatabaseMetaData delegate, GuardedConnection connection) {
        super(delegate);
        this.connection = connection;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return connection;
    }

    @Override
    protected ResultSet result(ResultSet resultSet) {
        return resultSet == null ? null : new GuardedResultSet(resultSet, connection, null);
    }
}
