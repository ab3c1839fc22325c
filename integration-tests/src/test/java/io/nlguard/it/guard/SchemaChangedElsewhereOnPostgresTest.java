package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * A table another client (psql, here a plain pgjdbc connection) creates after the guarded connection
 * read its schema snapshot: the first statement that names it makes the connection read the schema
 * again, in autocommit mode only, once the snapshot is older than the reload minimum age (1 s).
 */
@RealPostgres
class SchemaChangedElsewhereOnPostgresTest {

    /** A little over the minimum age a snapshot must reach before an unknown name reloads it. */
    private static final long OLDER_THAN_MIN_AGE_MS = 1200;

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists customers, shipments, parcels, crates, migrated, boxes");
            s.execute("create table customers(id int primary key, name text not null)");
        }
    }

    private Connection open() throws SQLException {
        return db.connectGuarded("nlguard.model", "off");
    }

    private void createElsewhere(String ddl) throws SQLException {
        try (Connection raw = db.connect(); Statement s = raw.createStatement()) {
            s.execute(ddl);
        }
    }

    private static GuardReport report(Statement statement) throws SQLException {
        return statement.unwrap(GuardedStatement.class).lastReport();
    }

    @Test
    void aTableCreatedElsewhereIsFoundWithoutAWarning() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select name from customers").close();
            long before = report(s).catalogVersion();
            createElsewhere("create table shipments(id int primary key, note text)");
            Thread.sleep(OLDER_THAN_MIN_AGE_MS);
            s.executeQuery("select id, note from shipments").close();
            SQLWarning warning = s.getWarnings();
            assertNull(warning, () -> "no finding: " + warning.getMessage());
            assertNotEquals(before, report(s).catalogVersion(), "inspected against a snapshot read again");
        }
    }

    @Test
    void aMisspelledTableStillDrawsTheWarningAndReloadsNoMoreThanOnce() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            createElsewhere("create table parcels(id int primary key)");
            Thread.sleep(OLDER_THAN_MIN_AGE_MS);
            assertThrows42P01(s, "select id from parcelz");
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning);
            assertTrue(warning.getMessage().contains("lint.unknown-table") && warning.getMessage().contains("did you mean parcels?"),
                    warning.getMessage());
            long reloaded = report(s).catalogVersion();
            // the same wrong name again at once: the fresh snapshot is too young to be read again
            assertThrows42P01(s, "select id from parcelz where id > 0");
            assertEquals(reloaded, report(s).catalogVersion());
        }
    }

    @Test
    void insideTheApplicationsTransactionTheSnapshotIsNotReadAgain() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select name from customers").close();
            long before = report(s).catalogVersion();
            c.setAutoCommit(false);
            createElsewhere("create table crates(id int primary key)");
            Thread.sleep(OLDER_THAN_MIN_AGE_MS);
            s.executeQuery("select id from crates").close();
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning, "the warning stays: the guard never reads the schema inside a transaction");
            assertTrue(warning.getMessage().contains("lint.unknown-table"), warning.getMessage());
            assertEquals(before, report(s).catalogVersion());
            c.rollback();
        }
    }

    @Test
    void aMigrationInATransactionUsesTheTablesItCreatesWithoutWarnings() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            for (String step : new String[] {
                    "create table migrated(id int primary key, name text)",
                    "alter table migrated add column note text",
                    "create index migrated_name on migrated(name)",
                    "insert into migrated(id, name, note) values (1, 'a', 'first')",
                    "update migrated set note = 'second' where id = 1"}) {
                s.execute(step);
                assertNoLint(s, step);
            }
            c.commit();
            c.setAutoCommit(true);
            // the transaction ended: the schema is read again and knows the new table's columns
            assertThrows(SQLException.class, () -> s.executeQuery("select nmae from migrated"));
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning);
            assertTrue(warning.getMessage().contains("lint.unknown-column") && warning.getMessage().contains("migrated.name"),
                    warning.getMessage());
        }
    }

    @Test
    void inAutocommitModeDdlThroughTheDriverIsSeenByTheNextStatement() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            for (String step : new String[] {
                    "create table boxes(id int primary key)",
                    "alter table boxes add column label text",
                    "create index boxes_label on boxes(label)",
                    "insert into boxes(id, label) values (1, 'x')",
                    "drop table boxes"}) {
                s.execute(step);
                assertNoLint(s, step);
            }
        }
    }

    /**
     * A connection holds the snapshot its last statement found and does not look it up again while it is the
     * cache's: DDL through another guarded connection drops it from the shared cache, and the next statement
     * here is checked against the new one (an unknown column, unlike an unknown table, reloads nothing itself).
     */
    @Test
    void aColumnAddedThroughAnotherGuardedConnectionIsSeenByTheNextStatementHere() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement(); Connection other = open();
             Statement ddl = other.createStatement()) {
            for (int i = 0; i < 3; i++) {
                s.executeQuery("select name from customers").close();
            }
            long before = report(s).catalogVersion();
            ddl.execute("alter table customers add column city text");
            s.executeQuery("select city from customers").close();
            assertNoLint(s, "select city");
            assertNotEquals(before, report(s).catalogVersion(), "inspected against the snapshot read after the DDL");
        }
    }

    /** DDL draws firewall.ddl; what must not come is a lint finding (an unknown table or column). */
    private static void assertNoLint(Statement s, String step) throws SQLException {
        for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
            String message = w.getMessage();
            assertTrue(!message.contains("lint.") && !message.contains("risk.node"), () -> step + " drew: " + message);
        }
    }

    private static void assertThrows42P01(Statement s, String sql) {
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql).close());
        assertEquals("42P01", e.getSQLState(), "PostgreSQL's own answer: relation does not exist");
    }
}
