package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The fixture as a test author sees it: annotate the class, declare a TestDatabase parameter. */
@RealPostgres
class RealPostgresTest {

    private static TestDatabase fromBeforeAll;

    @BeforeAll
    static void setUp(TestDatabase db) throws SQLException {
        fromBeforeAll = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE made_in_before_all (id int)");
        }
    }

    @Test
    void isRealPostgreSql(TestDatabase db) throws SQLException {
        assertTrue(queryString(db, "SELECT version()").startsWith("PostgreSQL "));
        int versionNum = Integer.parseInt(queryString(db, "SHOW server_version_num"));
        RunningServer server = PostgresServer.shared().runningServer();
        if (server instanceof EmbeddedServer || server instanceof ContainerServer) {
            assertEquals(15, versionNum / 10_000, "our own servers run PostgreSQL 15");
        } else {
            assertTrue(versionNum >= 130_000, "DROP DATABASE ... WITH (FORCE) needs PostgreSQL 13+");
        }
    }

    @Test
    void connectsToItsOwnFreshDatabase(TestDatabase db) throws SQLException {
        assertEquals(db.name(), queryString(db, "SELECT current_database()"));
        assertTrue(db.name().matches("nlg_realpostgrestest_\\d+"), db.name());
    }

    @Test
    void beforeAllGetsTheSameDatabaseAsTheTests(TestDatabase db) throws SQLException {
        assertSame(fromBeforeAll, db);
        assertEquals("made_in_before_all", queryString(db, "SELECT to_regclass('made_in_before_all')::text"));
    }

    @Test
    void urlsArePlainAndCarryNoCredentials(TestDatabase db) {
        String expected = "jdbc:postgresql://" + db.host() + ":" + db.port() + "/" + db.name();
        assertEquals(expected, db.jdbcUrl());
        assertEquals("jdbc:nlguard:postgresql://" + db.host() + ":" + db.port() + "/" + db.name(), db.nlguardUrl());
        for (String text : new String[] {db.jdbcUrl(), db.nlguardUrl(), db.toString()}) {
            assertFalse(text.contains("?"), text);
            assertFalse(text.contains("password"), text);
            if (!db.password().isEmpty()) {
                assertFalse(text.contains(db.password()), text);
            }
        }
    }

    @Test
    void propertiesAreAFreshCopyEachTime(TestDatabase db) throws SQLException {
        Properties first = db.properties();
        assertEquals(db.user(), first.getProperty("user"));
        assertEquals(db.password(), first.getProperty("password"));

        first.setProperty("user", "somebody_else");
        first.setProperty("ApplicationName", "changed");
        Properties second = db.properties();
        assertNotSame(first, second);
        assertEquals(db.user(), second.getProperty("user"));
        assertFalse(second.containsKey("ApplicationName"));
        try (Connection c = db.connect()) {
            assertTrue(c.isValid(2), "connect() still works after the copy was modified");
        }
    }

    @Nested
    class NestedClass {
        @Test
        void sharesTheEnclosingClassDatabase(TestDatabase db) {
            assertSame(fromBeforeAll, db);
        }
    }

    static String queryString(TestDatabase db, String sql) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }
}
