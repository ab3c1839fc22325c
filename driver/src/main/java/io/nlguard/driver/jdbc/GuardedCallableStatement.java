package io.nlguard.driver.jdbc;

import java.sql.CallableStatement;

/** A guarded {@link CallableStatement}; like the prepared one, approved once at prepareCall. */
public class GuardedCallableStatement extends CallableStatementDelegate {

    public GuardedCallableStatement(CallableStatement delegate, GuardedConnection connection) {
        super(delegate, connection);
    }
}
