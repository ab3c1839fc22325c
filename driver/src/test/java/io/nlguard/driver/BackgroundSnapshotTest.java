package io.nlguard.driver;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A new connection's snapshot is read in the background: connect does not wait for it; a statement
 * issued while it is read waits for it (bounded by {@code nlguard.catalog.wait}) and is then checked in
 * full, or, when the wait runs out, is checked without the schema and says so. The read is held back by
 * {@link SnapshotThreads#beforeLoad}, so "still loading" is a state the test controls, not a race.
 */
@RealPostgres
class BackgroundSnapshotTest {

    private static final String QUERY = "select c.id, c.name from customers c where c.id > 0";
    private static final String SAYS_SO = "checked without the schema";

    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch loadStarted = new CountDownLatch(1);

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customers(id int primary key, name text not null)");
        }
    }

    @AfterEach
    void letLoadsGo() {
        release.countDown();
        SnapshotThreads.beforeLoad = () -> {
        };
    }

    private void holdLoads() {
        SnapshotThreads.beforeLoad = () -> {
            loadStarted.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    /** A URL no other connection used, so the shared snapshot cache misses. */
    private static Connection connectFresh(TestDatabase db, String... settings) throws SQLException {
        Properties properties = db.properties();
        properties.setProperty("nlguard.mode", "annotate");
        properties.setProperty("nlguard.model", "off");
        for (int i = 0; i < settings.length; i += 2) {
            properties.setProperty(settings[i], settings[i + 1]);
        }
        return DriverManager.getConnection(db.nlguardUrl() + "?ApplicationName=snap-" + UUID.randomUUID(), properties);
    }

    private static List<String> warnings(Statement statement) throws SQLException {
        List<String> messages = new ArrayList<>();
        for (SQLWarning w = statement.getWarnings(); w != null; w = w.getNextWarning()) {
            messages.add(w.getMessage());
        }
        return messages;
    }

    /** Whether the statement's last run was checked against a schema snapshot (else against none). */
    private static boolean checkedWithSchema(Statement statement) throws SQLException {
        GuardReport report = statement.unwrap(GuardedStatement.class).lastReport();
        return report.catalogVersion() != Catalog.unavailable().version();
    }

    private static boolean any(List<String> messages, String part) {
        return messages.stream().anyMatch(m -> m.contains(part));
    }

    @Test
    void connectReturnsBeforeTheSnapshotAndAStatementWaitsForIt(TestDatabase db) throws Exception {
        holdLoads();
        try (Connection c = connectFresh(db); Statement s = c.createStatement()) {
            assertTrue(loadStarted.await(10, TimeUnit.SECONDS), "the snapshot is read on its own thread");
            CompletableFuture<Boolean> ran = CompletableFuture.supplyAsync(() -> {
                try {
                    s.executeQuery(QUERY).close();
                    assertFalse(any(warnings(s), SAYS_SO));
                    return checkedWithSchema(s);
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(300);
            assertFalse(ran.isDone(), "the statement waits while the snapshot is read");
            release.countDown();
            assertTrue(ran.get(10, TimeUnit.SECONDS), "checked against the schema once it arrived");
        }
    }

    @Test
    void whenTheWaitRunsOutTheStatementRunsWithTheChecksThatNeedNoSchemaAndSaysSo(TestDatabase db) throws Exception {
        holdLoads();
        try (Connection c = connectFresh(db, "nlguard.catalog.wait", "200ms"); Statement s = c.createStatement()) {
            long started = System.nanoTime();
            s.executeQuery(QUERY).close();
            long waitedMs = (System.nanoTime() - started) / 1_000_000;
            List<String> messages = warnings(s);
            assertTrue(any(messages, SAYS_SO), messages::toString);
            assertFalse(checkedWithSchema(s));
            assertTrue(waitedMs >= 150 && waitedMs < 5_000, "waited about the setting: " + waitedMs + " ms");

            // the wait is spent: the next statement does not wait again, and still says so
            started = System.nanoTime();
            s.executeQuery("select 1 from customers").close();
            assertTrue((System.nanoTime() - started) / 1_000_000 < 150, "no second wait");
            assertTrue(any(warnings(s), SAYS_SO));

            release.countDown();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            List<String> after;
            do {
                Thread.sleep(20);
                s.executeQuery(QUERY).close();
                after = warnings(s);
            } while (any(after, SAYS_SO) && System.nanoTime() < deadline);
            assertFalse(any(after, SAYS_SO), after::toString);
            assertTrue(checkedWithSchema(s), "full checks once the snapshot arrived");
        }
    }

    @Test
    void aSnapshotThatCannotBeReadLeavesTheConnectionWithoutTheSchemaAndTheNextConnectionReadsItAgain(TestDatabase db)
            throws Exception {
        String url = db.nlguardUrl() + "?ApplicationName=snap-fails-" + UUID.randomUUID();
        Properties properties = db.properties();
        properties.setProperty("nlguard.mode", "annotate");
        properties.setProperty("nlguard.model", "off");
        SnapshotThreads.beforeLoad = () -> {
            throw new IllegalStateException("the snapshot connection could not be opened");
        };
        try (Connection c = DriverManager.getConnection(url, properties); Statement s = c.createStatement()) {
            s.executeQuery(QUERY).close(); // runs: the failure is logged, not thrown
            assertFalse(checkedWithSchema(s));
            s.executeQuery(QUERY).close();
            assertFalse(checkedWithSchema(s), "this connection does not read it again");
        }
        SnapshotThreads.beforeLoad = () -> {
        };
        try (Connection c = DriverManager.getConnection(url, properties); Statement s = c.createStatement()) {
            s.executeQuery(QUERY).close();
            assertTrue(checkedWithSchema(s), "the next connection reads it");
        }
    }

    @Test
    void sessionsWithOtherPropertiesDoNotShareASearchPathAndLikeOnesShareTheSnapshot(TestDatabase db) throws Exception {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create schema if not exists app; create table if not exists app.orders(id int primary key)");
        }
        String url = db.nlguardUrl() + "?ApplicationName=snap-sessions-" + UUID.randomUUID();
        long inApp = versionSeenBy(url, db, "app");
        long plain = versionSeenBy(url, db, null);
        assertTrue(inApp != plain, "another search path, another snapshot");
        assertEquals(inApp, versionSeenBy(url, db, "app"), "the same session's snapshot, from the cache");
        assertEquals(plain, versionSeenBy(url, db, null));
    }

    /** The snapshot version a new connection's first statement is checked against. */
    private static long versionSeenBy(String url, TestDatabase db, String currentSchema) throws SQLException {
        Properties properties = db.properties();
        properties.setProperty("nlguard.model", "off");
        if (currentSchema != null) {
            properties.setProperty("currentSchema", currentSchema);
        }
        try (Connection c = DriverManager.getConnection(url, properties); Statement s = c.createStatement()) {
            s.executeQuery("select 1").close();
            GuardReport report = s.unwrap(GuardedStatement.class).lastReport();
            assertTrue(checkedWithSchema(s));
            return report.catalogVersion();
        }
    }

    @Test
    void theSnapshotThreadIsANamedDaemon(TestDatabase db) throws Exception {
        List<Thread> seen = new ArrayList<>();
        SnapshotThreads.beforeLoad = () -> seen.add(Thread.currentThread());
        try (Connection c = connectFresh(db); Statement s = c.createStatement()) {
            s.executeQuery(QUERY).close();
            assertTrue(checkedWithSchema(s));
        }
        assertEquals(1, seen.size());
        assertTrue(seen.get(0).isDaemon());
        assertTrue(seen.get(0).getName().startsWith("nlguard-catalog-"), seen.get(0).getName());
    }
}
