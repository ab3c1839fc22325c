package io.nlguard.nl.testing;

import java.sql.Connection;
import java.sql.SQLException;

import io.nlguard.guard.nl.NlTarget;

/** A PostgreSQL target that cannot be opened: for pipeline tests that plan candidates without a database. */
public final class NoTarget implements NlTarget {

    @Override
    public Connection open() throws SQLException {
        throw new SQLException("no database in this test");
    }

    @Override
    public String key() {
        return "none";
    }

    @Override
    public boolean isPostgres() {
        return true;
    }
}
