package io.nlguard.driver.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The result of a question: the real result, read under {@code setMaxRows(max-rows + 1)}, of which at most
 * max-rows rows are shown, forward-only; the extra row, when it came, only told that the limit was reached.
 */
final class AnswerResultSet extends GuardedResultSet {

    private final int maxRows;
    /** Rows shown so far. */
    private int row;
    /** Past the last row shown. */
    private boolean done;

    AnswerResultSet(ResultSet delegate, GuardedConnection connection, GuardedStatement<?> owner, int maxRows) {
        super(delegate, connection, owner);
        this.maxRows = maxRows;
    }

    @Override
    public boolean next() throws SQLException {
        if (done || row >= maxRows || !delegate.next()) {
            done = true;
            return false;
        }
        row++;
        return true;
    }

    @Override
    public boolean isAfterLast() {
        return done && row > 0;
    }

    @Override
    public int getRow() {
        return done ? 0 : row;
    }

    @Override
    public boolean isLast() throws SQLException {
        return !done && row > 0 && (row == maxRows || delegate.isLast());
    }

    @Override
    public int getType() {
        return TYPE_FORWARD_ONLY;
    }

    @Override
    public boolean previous() throws SQLException {
        throw forwardOnly();
    }

    @Override
    public boolean absolute(int position) throws SQLException {
        throw forwardOnly();
    }

    @Override
    public boolean relative(int rows) throws SQLException {
        throw forwardOnly();
    }

    @Override
    public boolean first() throws SQLException {
        throw forwardOnly();
    }

    @Override
    public boolean last() throws SQLException {
        throw forwardOnly();
    }

    @Override
    public void beforeFirst() throws SQLException {
        throw forwardOnly();
    }

    @Override
    public void afterLast() throws SQLException {
        throw forwardOnly();
    }

    private static SQLException forwardOnly() {
        return new SQLException("nlguard: the result of an NL: question is forward-only", "24000");
    }
}
