package io.nlguard.driver.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;

import javax.sql.rowset.CachedRowSet;
import javax.sql.rowset.RowSetProvider;

import io.nlguard.driver.StatementInterceptor;

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

    /**
     * The real driver's client-info properties with the guard's own {@code nlguard.question} among them,
     * in NAME order as JDBC specifies, so a tool that lists the properties a connection takes shows it.
     */
    @Override
    public ResultSet getClientInfoProperties() throws SQLException {
        CachedRowSet rows = RowSetProvider.newFactory().createCachedRowSet();
        SQLWarning realWarnings;
        try (ResultSet real = delegate.getClientInfoProperties()) {
            if (real == null) {
                return null; // nothing to add to: the real driver lists none
            }
            rows.populate(real);
            realWarnings = real.getWarnings();
        }
        String name = StatementInterceptor.QUESTION_PROPERTY;
        rows.beforeFirst();
        while (rows.next()) {
            String listed = rows.getString(1);
            if (listed != null && listed.compareTo(name) > 0) {
                rows.previous(); // a row inserted goes after the cursor
                break;
            }
        }
        rows.moveToInsertRow();
        rows.updateString(1, name);
        rows.updateInt(2, Integer.MAX_VALUE);
        rows.updateNull(3);
        rows.updateString(4, "the natural-language question the next statements answer, read by nlguard's node"
                + " scorer and never sent to the database; empty clears it");
        for (int column = 5; column <= rows.getMetaData().getColumnCount(); column++) {
            rows.updateNull(column);
        }
        rows.insertRow();
        rows.moveToCurrentRow();
        rows.beforeFirst();
        // a CachedRowSet reports an empty SQLWarning of its own; the caller gets the real driver's, if any
        return new GuardedResultSet(rows, connection, null) {
            @Override
            public SQLWarning getWarnings() {
                return realWarnings;
            }
        };
    }

    @Override
    protected ResultSet result(ResultSet resultSet) {
        return resultSet == null ? null : new GuardedResultSet(resultSet, connection, null);
    }
}
