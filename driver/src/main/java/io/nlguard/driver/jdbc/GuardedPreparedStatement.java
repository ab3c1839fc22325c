package io.nlguard.driver.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A guarded {@link PreparedStatement}. Its SQL was approved once, when the connection prepared
 * it; executions run without a second analysis, and each reports that approval's findings on
 * {@link #getWarnings()} ahead of the database's warnings. Result sets are wrapped by the inherited hook.
 * Prepared with an {@code NL:} question, it was translated and guarded once, and each execution runs the
 * answer read-only.
 */
public class GuardedPreparedStatement<S extends PreparedStatement> extends PreparedStatementDelegate<S> {

    public GuardedPreparedStatement(S delegate, GuardedConnection connection) {
        super(delegate, connection);
    }

    @Override
    public void addBatch() throws SQLException {
        refuseIfQuestion("addBatch");
        delegate.addBatch();
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        if (answersQuestion()) {
            return runPreparedAnswer();
        }
        executingPrepared();
        return result(executed(delegate.executeQuery()));
    }

    @Override
    public boolean execute() throws SQLException {
        if (answersQuestion()) {
            runPreparedAnswer();
            return true;
        }
        executingPrepared();
        return executed(delegate.execute());
    }

    @Override
    public int executeUpdate() throws SQLException {
        refuseIfQuestion("executeUpdate");
        executingPrepared();
        return executed(delegate.executeUpdate());
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        refuseIfQuestion("executeLargeUpdate");
        executingPrepared();
        return executed(delegate.executeLargeUpdate());
    }
}
