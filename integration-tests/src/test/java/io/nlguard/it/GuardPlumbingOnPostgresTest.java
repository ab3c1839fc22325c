package io.nlguard.it;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.ScriptedGuard;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.guard.verdict.NlGuardWarning;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.jdbc.PgConnection;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The interception plumbing against real PostgreSQL with a scripted decision: guard warnings come
 * ahead of the server's own notices, blocks never reach the server, rewrites run as reported.
 */
@RealPostgres
class GuardPlumbingOnPostgresTest {

    private final ScriptedGuard guard = new ScriptedGuard();
    private NlGuardDataSource dataSource;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        dataSource.setStatementGuard(guard);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists audit");
            s.execute("create table audit(id serial primary key, note text not null)");
        }
    }

    private static List<String> chain(SQLWarning warning) {
        List<String> chain = new ArrayList<>();
        for (SQLWarning w = warning; w != null; w = w.getNextWarning()) {
            chain.add(w.getSQLState() + " " + w.getMessage());
        }
        return chain;
    }

    private static int auditRows(Connection c) throws SQLException {
        try (Statement s = c.unwrap(PgConnection.class).createStatement();
             ResultSet rs = s.executeQuery("select count(*) from audit")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void guardWarningsComeAheadOfTheServersNotices() throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("do $$ begin raise notice 'from the server'; end $$ /*warn*/");
            List<String> chain = chain(s.getWarnings());
            assertEquals(2, chain.size(), chain.toString());
            assertTrue(chain.get(0).startsWith("01NG2 nlguard: scripted finding"), chain.toString());
            assertTrue(chain.get(1).startsWith("00000 ") && chain.get(1).contains("from the server"), chain.toString());
            assertInstanceOf(NlGuardWarning.class, s.getWarnings());

            s.clearWarnings();
            assertNull(s.getWarnings(), "clearWarnings clears the guard's and the server's");

            s.execute("do $$ begin raise notice 'only the server'; end $$");
            assertEquals(1, chain(s.getWarnings()).size(), "a new execution drops the previous findings");
        }
    }

    @Test
    void blockedStatementsNeverReachTheServer() throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            NlGuardException e = assertThrows(NlGuardException.class,
                    () -> s.executeUpdate("insert into audit(note) values ('x') /*block*/"));
            assertEquals("42NG2", e.getSQLState());
            assertThrows(NlGuardException.class, () -> c.prepareStatement("insert into audit(note) values (?) /*block*/"));
            assertThrows(NlGuardException.class, () -> s.addBatch("insert into audit(note) values ('y') /*block*/"));
            s.executeBatch();
            assertEquals(0, auditRows(c));
            // the connection and statement stay usable, and nothing was left half-done in a transaction
            assertEquals(1, s.executeUpdate("insert into audit(note) values ('allowed')"));
            assertEquals(1, auditRows(c));
        }
    }

    @Test
    void rewrittenStatementRunsAndIsReported() throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("insert into audit(note) values ('before')");
            assertTrue(chain(s.getWarnings()).get(0).startsWith("01NG3"));
            try (ResultSet rs = s.executeQuery("select note from audit")) {
                rs.next();
                assertEquals("after", rs.getString(1));
            }
        }
    }

    @Test
    void preparedFindingsAreTheStatementsAfterEachExecution() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.clearWarnings();
            try (PreparedStatement p = c.prepareStatement("insert into audit(note) values (?) /*warn*/")) {
                for (String note : List.of("prepared", "again")) {
                    p.setString(1, note);
                    assertEquals(1, p.executeUpdate());
                    List<String> chain = chain(p.getWarnings());
                    assertEquals(1, chain.size(), "each execution reports them once: " + chain);
                    assertTrue(chain.get(0).startsWith("01NG2 nlguard: scripted finding"), chain.toString());
                    p.clearWarnings();
                    assertNull(p.getWarnings());
                }
            }
            try (PreparedStatement p = c.prepareStatement("do $$ begin raise notice 'from the server'; end $$ /*warn*/")) {
                p.execute();
                List<String> chain = chain(p.getWarnings());
                assertEquals(2, chain.size(), chain.toString());
                assertTrue(chain.get(0).startsWith("01NG2 nlguard: scripted finding"), chain.toString());
                assertTrue(chain.get(1).contains("from the server"), "ahead of the database's: " + chain);
            }
            assertNull(c.getWarnings(), "not on the connection as well");
            assertEquals(2, auditRows(c));
        }
    }
}
