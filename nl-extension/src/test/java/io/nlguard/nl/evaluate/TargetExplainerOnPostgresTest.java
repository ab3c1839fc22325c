package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.NlTarget;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.ConnectionRunner;
import io.nlguard.nl.select.ResultReader;
import io.nlguard.nl.select.ResultStatus;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** EXPLAIN on real PostgreSQL through the pool, a borrowed connection and the in-place fallback. */
@RealPostgres
class TargetExplainerOnPostgresTest {

    private static final List<String> CANDIDATES = List.of(
            "SELECT name FROM customers",
            "SELECT town FROM customers",
            "SELECT c.name, count(*) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name",
            "SELECT * FROM nowhere",
            "SELECT city FROM customers WHERE id = 1",
            "SELECT total FROM orders");

    private TestDatabase db;
    private final ExplainPools pools = new ExplainPools(Duration.ofMinutes(5));

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("create table orders(id int primary key, customer_id int references customers(id), total numeric)");
        }
    }

    @AfterEach
    void closePools() {
        pools.closeAll();
    }

    @Test
    void theDriversTargetIsPlannedInParallelOnThePoolWithTheDatabasesErrors() {
        TargetExplainer explainer = new TargetExplainer(new DriverTarget(NlTarget.Access.DRIVER), pools);
        List<ExplainResult> results = explainer.explain(CANDIDATES);
        assertEquals(List.of(true, false, true, false, true, true), results.stream().map(ExplainResult::ok).toList());
        assertEquals("42703", results.get(1).sqlState());
        assertTrue(results.get(1).message().contains("column \"town\" does not exist"), results.get(1).message());
        assertEquals("42P01", results.get(3).sqlState());
        assertEquals("EXPLAIN in parallel on the pool", explainer.path());
        int connections = pools.connections(DriverTarget.KEY);
        assertTrue(connections >= 1 && connections <= ExplainPool.MAX_CONNECTIONS, connections + " connections");
    }

    @Test
    void thePoolsSessionsAreReadOnlyWithATwoSecondStatementTimeout() throws SQLException {
        ExplainPool pool = pools.lease(new DriverTarget(NlTarget.Access.DRIVER));
        try (Connection c = pool.borrow(); Statement s = c.createStatement()) {
            assertTrue(c.isReadOnly());
            assertEquals("on", show(s, "default_transaction_read_only"));
            assertEquals("2s", show(s, "statement_timeout"));
            SQLException write = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
                    () -> s.execute("insert into customers values (9, 'X', 'Y')"));
            assertEquals("25006", write.getSQLState(), "read_only_sql_transaction");
        } finally {
            pools.release(pool);
        }
    }

    @Test
    void candidatesRunInParallelOnThePoolCappedTimedOutAndReadOnly() throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Bergen'), (3, 'Cy', 'Oslo')");
        }
        TargetExplainer explainer = new TargetExplainer(new DriverTarget(NlTarget.Access.DRIVER), pools);
        List<CandidateResult> results = explainer.run(List.of(
                "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name",
                "SELECT name FROM customers WHERE city = 'Paris'",
                "SELECT g FROM generate_series(1, 5000) g",
                "SELECT 1 / (id - id) FROM customers",
                "SELECT pg_sleep(3)",
                "INSERT INTO customers VALUES (9, 'X', 'Y') RETURNING id"));
        assertEquals(List.of(ResultStatus.OK, ResultStatus.EMPTY, ResultStatus.OK, ResultStatus.ERROR,
                ResultStatus.TIMEOUT, ResultStatus.ERROR), results.stream().map(CandidateResult::status).toList());
        assertEquals(List.of(List.of("Ada"), List.of("Cy")), results.get(0).rows());
        assertFalse(results.get(0).cut());
        assertTrue(results.get(2).cut(), "5,000 rows: the first thousand are kept");
        assertEquals(ResultReader.ROW_CAP, results.get(2).rows().size());
        assertEquals("22012", results.get(3).sqlState());
        assertEquals("57014", results.get(4).sqlState(), "the pool's 2 s statement timeout cancelled it");
        assertEquals("25006", results.get(5).sqlState(), "the session is read-only");
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from customers")) {
            rs.next();
            assertEquals(3, rs.getInt(1));
        }
    }

    @Test
    void whatACandidateSetsDoesNotOutliveItOnTheConnection() throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SET statement_timeout = '2s'");
            List<CandidateResult> results = new ConnectionRunner(c, 0).run(List.of(
                    "SELECT set_config('statement_timeout', '0', false)", "SELECT current_setting('statement_timeout')"));
            assertEquals(List.of(List.of("0")), results.get(0).rows());
            assertEquals(List.of(List.of("2s")), results.get(1).rows(), "rolled back after the candidate");
            assertTrue(c.getAutoCommit());
        }
    }

    @Test
    void aTargetWithoutConnectionsOfItsOwnRunsNothingAndPlansGiveTheirCost() {
        TargetExplainer none = new TargetExplainer(new DriverTarget(NlTarget.Access.NONE), pools);
        assertEquals(List.of(ResultStatus.NOT_RUN), none.run(List.of("SELECT name FROM customers")).stream()
                .map(CandidateResult::status).toList(), "never on the application's connection");
        TargetExplainer pooled = new TargetExplainer(new DriverTarget(NlTarget.Access.DRIVER), pools);
        List<ExplainResult> plans = pooled.explain(List.of("SELECT name FROM customers",
                "SELECT c.name FROM customers c, customers d, customers e"));
        assertTrue(plans.get(0).cost() > 0, plans.toString());
        assertTrue(plans.get(1).cost() > plans.get(0).cost() * 100, plans.toString());
    }

    @Test
    void connectionsOfOneTargetShareOnePoolOfAtMostFourUnderEightConcurrentQuestions() throws Exception {
        ExecutorService questions = Executors.newFixedThreadPool(8);
        try {
            List<Future<List<ExplainResult>>> answers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                // a target per application connection, one key
                TargetExplainer explainer = new TargetExplainer(new DriverTarget(NlTarget.Access.DRIVER), pools);
                answers.add(questions.submit(() -> explainer.explain(CANDIDATES)));
            }
            for (Future<List<ExplainResult>> answer : answers) {
                assertEquals(4, answer.get().stream().filter(ExplainResult::ok).count());
            }
        } finally {
            questions.shutdownNow();
        }
        assertEquals(1, pools.open());
        assertTrue(pools.connections(DriverTarget.KEY) <= ExplainPool.MAX_CONNECTIONS);
        assertTrue(backends() <= ExplainPool.MAX_CONNECTIONS, backends() + " pool backends");
    }

    @Test
    void aPoolNoQuestionUsesIsClosedWithItsConnections() throws Exception {
        ExplainPools shortLived = new ExplainPools(Duration.ofMillis(300));
        try {
            new TargetExplainer(new DriverTarget(NlTarget.Access.DRIVER), shortLived).explain(CANDIDATES);
            assertEquals(1, shortLived.open());
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (shortLived.open() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals(0, shortLived.open());
            assertEquals(0, backends(), "the pool's connections are closed with it");
        } finally {
            shortLived.closeAll();
        }
    }

    @Test
    void aDataSourceTargetIsBorrowedOnceAndNotPooled() {
        DriverTarget target = new DriverTarget(NlTarget.Access.DATA_SOURCE);
        TargetExplainer explainer = new TargetExplainer(target, pools);
        assertEquals(4, explainer.explain(CANDIDATES).stream().filter(ExplainResult::ok).count());
        assertEquals("EXPLAIN on a borrowed connection", explainer.path());
        assertEquals(1, target.opened.get());
        assertEquals(0, pools.open());
    }

    @Test
    void withoutAConnectionOfItsOwnEveryStatementIsPlannedInPlaceInOrder() {
        DriverTarget target = new DriverTarget(NlTarget.Access.NONE);
        TargetExplainer explainer = new TargetExplainer(target, pools);
        List<ExplainResult> results = explainer.explain(CANDIDATES);
        assertEquals(List.of(true, false, true, false, true, true), results.stream().map(ExplainResult::ok).toList());
        assertEquals("42703", results.get(1).sqlState());
        assertEquals(CANDIDATES, target.inPlace);
        assertEquals("EXPLAIN on the application's connection", explainer.path());
        assertEquals(0, pools.open());
    }

    @Test
    void aPoolThatCannotConnectFallsBackToTheApplicationsConnection() {
        DriverTarget target = new DriverTarget(NlTarget.Access.DRIVER);
        target.refuse = true;
        TargetExplainer explainer = new TargetExplainer(target, pools);
        List<ExplainResult> results = explainer.explain(CANDIDATES.subList(0, 2));
        assertEquals(List.of(true, false), results.stream().map(ExplainResult::ok).toList());
        assertEquals("EXPLAIN in parallel on the pool, then EXPLAIN on the application's connection", explainer.path());
        assertEquals(CANDIDATES.subList(0, 2), target.inPlace);
    }

    private static String show(Statement s, String setting) throws SQLException {
        try (ResultSet rs = s.executeQuery("show " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** The target's other sessions: the pool's (the test's own setup connections are closed). */
    private int backends() throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from pg_stat_activity where datname = current_database() "
                     + "and pid <> pg_backend_pid() and application_name = 'nlguard-explain-test'")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /**
     * Opens as the driver's target does: pgjdbc with the test database's URL and credentials, read-only for
     * the session; plans in place on a connection of its own, recording the statements.
     */
    private final class DriverTarget implements NlTarget {

        static final String KEY = "test-target";

        private final Access access;
        final AtomicInteger opened = new AtomicInteger();
        final List<String> inPlace = new CopyOnWriteArrayList<>();
        volatile boolean refuse;

        DriverTarget(Access access) {
            this.access = access;
        }

        @Override
        public Connection open() throws SQLException {
            if (refuse || access == Access.NONE) {
                throw new SQLException("refused", "08004");
            }
            opened.incrementAndGet();
            java.util.Properties props = db.properties();
            props.setProperty("ApplicationName", "nlguard-explain-test");
            Connection c = DriverManager.getConnection(db.jdbcUrl(), props);
            c.setReadOnly(true);
            try (Statement s = c.createStatement()) {
                s.execute("SET SESSION default_transaction_read_only = on");
            }
            return c;
        }

        @Override
        public String key() {
            return KEY;
        }

        @Override
        public boolean isPostgres() {
            return true;
        }

        @Override
        public Access access() {
            return access;
        }

        @Override
        public void explainInPlace(String sql, Duration timeout) throws SQLException {
            inPlace.add(sql);
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("EXPLAIN " + sql);
            }
        }
    }
}
