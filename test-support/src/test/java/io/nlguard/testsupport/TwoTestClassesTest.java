package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Runs two sample {@link RealPostgres} classes at the same time (JUnit parallel mode, through the
 * engine test kit) and checks that each had its own database, that both databases existed while
 * both classes were running, that tables do not leak between them, and that afterAll dropped both.
 */
@RealPostgres
class TwoTestClassesTest {

    /** Samples do nothing unless this test drives them, so a stray IDE run of them is harmless. */
    private static volatile boolean driving;
    /** Both samples wait here, so each checks the other's database while it is in use. */
    private static final CyclicBarrier BOTH_RUNNING = new CyclicBarrier(2);
    /** Sample class simple name -> the database it was given. */
    private static final Map<String, TestDatabase> SEEN = new ConcurrentHashMap<>();

    @Test
    void eachClassGetsItsOwnDatabaseAndBothAreDroppedAfterwards(TestDatabase ownDb) throws SQLException {
        driving = true;
        EngineExecutionResults results;
        try {
            results = EngineTestKit.engine("junit-jupiter")
                    .selectors(selectClass(FirstSample.class), selectClass(SecondSample.class))
                    .configurationParameter("junit.jupiter.execution.parallel.enabled", "true")
                    .configurationParameter("junit.jupiter.execution.parallel.mode.classes.default", "concurrent")
                    .configurationParameter("junit.jupiter.execution.parallel.config.strategy", "fixed")
                    .configurationParameter("junit.jupiter.execution.parallel.config.fixed.parallelism", "2")
                    .execute();
        } finally {
            driving = false;
        }

        String failures = results.allEvents().failed().stream()
                .map(event -> event.getTestDescriptor().getDisplayName() + ": " + event.getPayload().orElse(""))
                .collect(Collectors.joining("\n"));
        assertEquals("", failures, "sample classes failed");
        results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(2));

        TestDatabase first = SEEN.get("FirstSample");
        TestDatabase second = SEEN.get("SecondSample");
        assertNotEquals(first.name(), second.name());
        assertTrue(first.name().startsWith("nlg_firstsample_"), first.name());
        assertTrue(second.name().startsWith("nlg_secondsample_"), second.name());
        assertTrue(!databaseExists(ownDb, first.name()) && !databaseExists(ownDb, second.name()),
                "afterAll dropped both sample databases");
    }

    @RealPostgres
    static class FirstSample {
        @Test
        void runsWhileSecondSampleRuns(TestDatabase db) throws Exception {
            checkIsolation(db, "FirstSample", "SecondSample");
        }
    }

    @RealPostgres
    static class SecondSample {
        @Test
        void runsWhileFirstSampleRuns(TestDatabase db) throws Exception {
            checkIsolation(db, "SecondSample", "FirstSample");
        }
    }

    private static void checkIsolation(TestDatabase db, String me, String other)
            throws SQLException, InterruptedException, BrokenBarrierException, TimeoutException {
        assumeTrue(driving, "only meaningful when run by TwoTestClassesTest");
        SEEN.put(me, db);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE only_in_" + me.toLowerCase() + " (id int)");
        }

        BOTH_RUNNING.await(60, TimeUnit.SECONDS);   // both databases exist and hold their table now
        TestDatabase otherDb = SEEN.get(other);
        assertNotEquals(otherDb.name(), db.name());
        assertTrue(databaseExists(db, db.name()));
        assertTrue(databaseExists(db, otherDb.name()), "the other class's database exists while it runs");
        assertEquals("only_in_" + me.toLowerCase(), regclass(db, "only_in_" + me.toLowerCase()));
        assertNull(regclass(db, "only_in_" + other.toLowerCase()), "the other class's table is not visible here");

        BOTH_RUNNING.await(60, TimeUnit.SECONDS);   // neither class ends (and drops its database) before both checked
    }

    private static boolean databaseExists(TestDatabase via, String name) throws SQLException {
        try (Connection c = via.connect();
             PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static String regclass(TestDatabase db, String table) throws SQLException {
        try (Connection c = db.connect(); PreparedStatement ps = c.prepareStatement("SELECT to_regclass(?)::text")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
