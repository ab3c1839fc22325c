package io.nlguard.nl.testing;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.guard.nl.NlTarget;
import io.nlguard.testsupport.TestDatabase;

/** A target as the driver gives one: a new connection to the test database whose session is read-only. */
public final class ReadOnlySessionTarget implements NlTarget {

    private final TestDatabase db;
    private final Access access;
    private int opened;

    public ReadOnlySessionTarget(TestDatabase db) {
        this(db, Access.DATA_SOURCE);
    }

    /** @param access {@link Access#DRIVER} for a target whose candidates are planned and run on a shared pool */
    public ReadOnlySessionTarget(TestDatabase db, Access access) {
        this.db = db;
        this.access = access;
    }

    @Override
    public Connection open() throws SQLException {
        Connection connection = db.connect();
        try (Statement s = connection.createStatement()) {
            s.execute("SET SESSION default_transaction_read_only = on");
        }
        opened++;
        return connection;
    }

    /** Connections handed out so far. */
    public int opened() {
        return opened;
    }

    @Override
    public String key() {
        return db.jdbcUrl();
    }

    @Override
    public boolean isPostgres() {
        return true;
    }

    @Override
    public Access access() {
        return access;
    }
}
