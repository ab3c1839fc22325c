package io.nlguard.driver.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The result of a question: the real result, read under {@code setMaxRows(max-rows + 1)}, of which at most
 * max-rows rows are shown, forward-only; the extra row, when it came, only told that the limit was reached.
 */
final class AnswerResultSet extends GuardedResultSet {

    private final int maxRows;
    private int row;

    AnswerResultSet(ResultSet delegate, GuardedConnection connection, GuardedStatement<?> owner, int maxRows) {
        super(delegate, connection, owner);
        this.maxRows = maxRows;
    }

    @Override
    public boolean next() throws SQLException {
        if (row >= maxRows) {
            row = maxRows + 1;
            return false;
        }
        boolean more = delegate.next();
        row = more ? row + 1 : maxRows + 1;
        return more;
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        return row > maxRows || delegate.isAfterLast();
    }

    @Override
    public int getRow() throws SQLException {
        return row > maxRows ? 0 : row;
    }

    @Override
    public boolean isLast() throws SQLException {
        return row == maxRows || delegate.isLast();
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
