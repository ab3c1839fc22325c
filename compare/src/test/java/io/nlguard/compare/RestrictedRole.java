package io.nlguard.compare;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.testsupport.TestDatabase;

/**
 * A database role that may read one table only, for the permission_error category. Roles belong to
 * the whole server, so each test class names its own and drops it when done.
 */
public final class RestrictedRole {

    /** Work done under the role. */
    public interface Work<T> {
        T run() throws SQLException;
    }

    private final String name;

    public RestrictedRole(String name) {
        this.name = name;
    }

    /** Creates the role, allowed to read {@code table} only. */
    public void create(TestDatabase db, String table) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop role if exists " + name);
            s.execute("create role " + name);
            s.execute("grant select on " + table + " to " + name);
        }
    }

    public void drop(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop owned by " + name);
            s.execute("drop role " + name);
        }
    }

    /** Runs {@code work} with the connection acting as the role, then resets the connection's role. */
    public <T> T actAs(Connection connection, Work<T> work) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("set role " + name);
        }
        try {
            return work.run();
        } finally {
            try (Statement s = connection.createStatement()) {
                s.execute("reset role");
            }
        }
    }
}
