package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import org.junit.jupiter.api.Test;

/** The non-JUnit entry point, as a benchmark would use it. */
class PostgresServerTest {

    private final PostgresServer server = PostgresServer.shared();

    @Test
    void sharedIsOneServerPerJvm() {
        assertSame(server, PostgresServer.shared());
        assertFalse(server.describe().contains("password"));
    }

    @Test
    void createDatabaseUsesTheExactNameAndDropRemovesIt() throws SQLException {
        String name = "nlg_exact_name_" + ProcessHandle.current().pid();
        TestDatabase db = server.createDatabase(name);
        try {
            assertEquals(name, db.name());
            assertTrue(exists(db, name));
            assertThrows(IllegalStateException.class, () -> server.createDatabase(name), "name already taken");
        } finally {
            server.dropDatabase(db);
        }
        TestDatabase other = server.createUniqueDatabase("checker");
        try {
            assertFalse(exists(other, name));
        } finally {
            server.dropDatabase(other);
        }
    }

    @Test
    void dropWorksWithConnectionsStillOpenAndIsIdempotent() throws SQLException {
        TestDatabase db = server.createUniqueDatabase("busy");
        try (Connection stillOpen = db.connect()) {
            server.dropDatabase(db);
            assertFalse(stillOpen.isValid(2), "WITH (FORCE) terminated the open session");
        }
        server.dropDatabase(db);   // already gone: no error
    }

    @Test
    void uniqueDatabasesHaveDistinctSanitizedNames() {
        TestDatabase a = server.createUniqueDatabase("Some$Weird Name");
        TestDatabase b = server.createUniqueDatabase("Some$Weird Name");
        try {
            assertTrue(a.name().matches("nlg_some_weird_name_\\d+"), a.name());
            assertFalse(a.name().equals(b.name()));
        } finally {
            server.dropDatabase(a);
            server.dropDatabase(b);
        }
    }

    @Test
    void rejectsNamesThatWouldNeedQuoting() {
        assertThrows(IllegalArgumentException.class, () -> server.createDatabase("Upper"));
        assertThrows(IllegalArgumentException.class, () -> server.createDatabase("x; DROP DATABASE postgres"));
        assertThrows(IllegalArgumentException.class, () -> server.createDatabase("a".repeat(64)));
    }

    @Test
    void creatingADatabaseIsFast() {
        long started = System.nanoTime();
        TestDatabase db = server.createUniqueDatabase("timing");
        long createMillis = (System.nanoTime() - started) / 1_000_000;
        server.dropDatabase(db);
        // Generous bound for slow CI machines; typically well under 300 ms.
        assertTrue(createMillis < 2_000, "CREATE DATABASE took " + createMillis + " ms");
    }

    private static boolean exists(TestDatabase via, String name) throws SQLException {
        try (Connection c = via.connect();
             PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }
}
