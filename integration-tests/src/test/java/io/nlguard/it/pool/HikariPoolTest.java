package io.nlguard.it.pool;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.StatementInterceptor;
import io.nlguard.driver.jdbc.GuardedConnection;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** HikariCP pools over jdbc:nlguard: (by URL and by DataSource) under 8 threads × 1,000 statements. */
@RealPostgres
class HikariPoolTest {

    private static final int THREADS = 8;
    private static final int STATEMENTS_PER_THREAD = 1_000;
    private static final int POOL_SIZE = 4;

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists hits");
            s.execute("create table hits(id bigserial primary key, thread int not null, n int not null)");
        }
    }

    @Test
    void poolConfiguredWithTheGuardUrl() throws Exception {
        HikariConfig config = baseConfig("nlguard-url-pool");
        config.setJdbcUrl(db.nlguardUrl());
        config.setUsername(db.user());
        config.setPassword(db.password());
        hammer(config);
    }

    @Test
    void poolConfiguredWithTheGuardDataSource() throws Exception {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        HikariConfig config = baseConfig("nlguard-datasource-pool");
        config.setDataSource(dataSource);
        hammer(config);
    }

    /**
     * The client-info question belongs to one borrower: a pool that marks request boundaries ends it when
     * the connection goes back. HikariCP does so when asked; without that it keeps client info, as the
     * README says, and the application must clear it.
     */
    @Test
    void aPoolThatMarksRequestBoundariesDoesNotHandTheQuestionOn() throws Exception {
        assertEquals("Which hits are there?", questionSeenByTheNextBorrower(false), "HikariCP's default keeps it");
        assertNull(questionSeenByTheNextBorrower(true), "ended with the request");
    }

    /** The question the second borrower of a one-connection pool finds, after the first set it. */
    private String questionSeenByTheNextBorrower(boolean requestBoundaries) throws SQLException {
        String property = "com.zaxxer.hikari.enableRequestBoundaries";
        System.setProperty(property, Boolean.toString(requestBoundaries)); // read as the pool starts
        HikariConfig config = baseConfig("nlguard-question-pool-" + requestBoundaries);
        config.setJdbcUrl(db.nlguardUrl());
        config.setUsername(db.user());
        config.setPassword(db.password());
        config.setMaximumPoolSize(1);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            try (Connection first = pool.getConnection(); Statement s = first.createStatement()) {
                first.setClientInfo(StatementInterceptor.QUESTION_PROPERTY, "Which hits are there?");
                s.executeQuery("select count(*) from hits").close();
            }
            try (Connection second = pool.getConnection()) {
                assertTrue(second.isWrapperFor(GuardedConnection.class), "the same guarded connection, borrowed again");
                return second.getClientInfo(StatementInterceptor.QUESTION_PROPERTY);
            }
        } finally {
            System.clearProperty(property);
        }
    }

    private static HikariConfig baseConfig(String name) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setMaximumPoolSize(POOL_SIZE);
        config.setConnectionTimeout(10_000);
        config.setLeakDetectionThreshold(5_000);
        config.addDataSourceProperty("ApplicationName", name);
        return config;
    }

    /** Each thread borrows a connection per statement: a query, an insert, or a prepared lookup in turn. */
    private void hammer(HikariConfig config) throws Exception {
        try (HikariDataSource pool = new HikariDataSource(config)) {
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            List<Future<Integer>> inserts = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                inserts.add(threads.submit(() -> work(pool, thread)));
            }
            int expectedRows = 0;
            for (Future<Integer> f : inserts) {
                expectedRows += f.get(2, TimeUnit.MINUTES); // rethrows any statement's failure
            }
            threads.shutdown();

            try (Connection c = pool.getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select count(*) from hits")) {
                assertTrue(c.isWrapperFor(GuardedConnection.class), "the pool hands out guarded connections");
                rs.next();
                assertEquals(expectedRows, rs.getInt(1));
            }
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections(), "no connection leaked");
            assertTrue(pool.getHikariPoolMXBean().getTotalConnections() <= POOL_SIZE);
            assertTrue(serverConnections(config.getPoolName()) <= POOL_SIZE);
        }
        assertEquals(0, serverConnectionsAfterClose(config.getPoolName()), "closing the pool closed every real connection");
    }

    /** A backend leaves pg_stat_activity shortly after its client said goodbye: wait up to 10 s for that. */
    private int serverConnectionsAfterClose(String application) throws SQLException, InterruptedException {
        int count = serverConnections(application);
        for (int i = 0; i < 100 && count > 0; i++) {
            Thread.sleep(100);
            count = serverConnections(application);
        }
        return count;
    }

    private static int work(HikariDataSource pool, int thread) throws SQLException {
        int inserted = 0;
        for (int n = 0; n < STATEMENTS_PER_THREAD; n++) {
            try (Connection c = pool.getConnection()) {
                switch (n % 3) {
                    case 0 -> {
                        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select " + n)) {
                            rs.next();
                            assertEquals(n, rs.getInt(1));
                        }
                    }
                    case 1 -> {
                        try (Statement s = c.createStatement()) {
                            inserted += s.executeUpdate("insert into hits(thread, n) values (" + thread + ", " + n + ")");
                        }
                    }
                    default -> {
                        try (PreparedStatement p = c.prepareStatement("select count(*) from hits where thread = ?")) {
                            p.setInt(1, thread);
                            try (ResultSet rs = p.executeQuery()) {
                                rs.next();
                                assertEquals(inserted, rs.getInt(1));
                            }
                        }
                    }
                }
            }
        }
        return inserted;
    }

    private int serverConnections(String applicationName) throws SQLException {
        try (Connection c = db.connect();
             PreparedStatement p = c.prepareStatement(
                     "select count(*) from pg_stat_activity where application_name = ?")) {
            p.setString(1, applicationName);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
