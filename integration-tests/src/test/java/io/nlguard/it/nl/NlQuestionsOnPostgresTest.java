package io.nlguard.it.nl;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.ScriptedGuard;
import io.nlguard.driver.ScriptedTranslator;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code NL:} questions through {@code jdbc:nlguard:} on a real PostgreSQL, with a scripted translator (the
 * question says what SQL it answers with, after {@code =>}): the result and its 01NG4 warning, the prefix
 * variants, nativeSQL, answers that write refused, the row limit, the statement timeout, the application's
 * transaction and session left as they were, prepared questions and a pool of 8 threads.
 */
@RealPostgres
class NlQuestionsOnPostgresTest {

    private static final String OSLO = "NL: which customers live in Oslo? => "
            + "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";

    private TestDatabase db;
    private final ScriptedTranslator translator = new ScriptedTranslator();

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists customers, numbers");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo')");
            s.execute("create table numbers(n int primary key)");
            s.execute("insert into numbers select g from generate_series(1, 2500) g");
        }
    }

    private NlGuardDataSource dataSource(String... settings) {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        OsloCustomers.set(dataSource, settings);
        dataSource.setNlTranslator(translator);
        return dataSource;
    }

    private static List<String> column(ResultSet rs) throws SQLException {
        List<String> values = new ArrayList<>();
        while (rs.next()) {
            values.add(rs.getString(1));
        }
        return values;
    }

    private int customers() throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from customers")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void aQuestionReturnsRowsWithTheTranslationInA01NG4Warning() throws SQLException {
        try (Connection c = dataSource().getConnection(); Statement s = c.createStatement()) {
            ResultSet rs = s.executeQuery(OSLO);
            assertEquals(List.of("Ada", "Cy"), column(rs));
            assertEquals(s, rs.getStatement(), "the result leads back to the application's statement");
            SQLWarning warning = s.getWarnings();
            assertEquals("01NG4", warning.getSQLState());
            assertTrue(warning.getMessage().contains("ran SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name "
                    + "(confidence 0.90; tables customers; 1 of 1 candidate agreed; trace "), warning.getMessage());
            assertFalse(warning.getMessage().contains("row limit"), warning.getMessage());
            GuardedStatement<?> guarded = s.unwrap(GuardedStatement.class);
            Translation translation = guarded.lastTranslation();
            assertNotNull(translation);
            assertTrue(warning.getMessage().contains(translation.traceId()));
            assertEquals("script", translation.report().stages().get(0).name());
            assertEquals(translation.sql(), guarded.lastReport().sql());
            assertTrue(s.execute(OSLO), "execute reports a result set");
            assertEquals(List.of("Ada", "Cy"), column(s.getResultSet()));
            assertEquals(-1, s.getUpdateCount());
            assertFalse(s.getMoreResults());
        }
    }

    @Test
    void theAnswerIsGuardedWithTheQuestionSetAndRewritesOn() throws SQLException {
        try (Connection c = dataSource().getConnection(); Statement s = c.createStatement()) {
            // IFNULL is MySQL's: the answer guard normalizes it though the connection's nlguard.rewrite is off
            ResultSet rs = s.executeQuery("NL: the cities => SELECT IFNULL(city, '?') FROM customers WHERE id = 2");
            assertEquals(List.of("Rome"), column(rs));
            String report = s.unwrap(GuardedStatement.class).lastReport().executedSql();
            assertTrue(report.contains("COALESCE"), report);
            List<String> states = new ArrayList<>();
            for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
                states.add(w.getSQLState());
            }
            assertTrue(states.contains("01NG3"), states.toString());
            assertTrue(s.getWarnings().getMessage().contains("COALESCE"), "01NG4 shows the SQL that ran");
        }
        ScriptedGuard guard = new ScriptedGuard();
        NlGuardDataSource withGuard = dataSource();
        withGuard.setStatementGuard(guard);
        try (Connection c = withGuard.getConnection(); Statement s = c.createStatement()) {
            s.executeQuery(OSLO).close();
        }
        ScriptedGuard.Call call = guard.calls().get(guard.calls().size() - 1);
        assertEquals("which customers live in oslo? => select name from customers where city = 'oslo' order by name",
                call.question(), "the question, as the guard's features read it (lower case)");
    }

    @Test
    void thePrefixIsFoundInAnyCaseAfterSpacesAndComments() throws SQLException {
        String question = " which customers live in Oslo? => SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";
        try (Connection c = dataSource().getConnection(); Statement s = c.createStatement()) {
            for (String prefix : new String[]{"NL:", "nl:", "   \n NL:", "/* c */ NL:", "-- c\nNL:", "Nl:"}) {
                assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(prefix + question)), prefix);
            }
        }
        try (Connection c = dataSource("nlguard.nl.prefix", "ASK").getConnection(); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery("ask" + question)));
        }
    }

    @Test
    void nativeSqlShowsTheAnswerWithoutRunningIt() throws SQLException {
        try (Connection c = dataSource().getConnection()) {
            assertEquals("SELECT count(*) FROM customers",
                    c.nativeSQL("NL: how many customers? => SELECT count(*) FROM customers"));
            assertEquals("01NG4", c.getWarnings().getSQLState());
            assertTrue(c.getWarnings().getMessage().contains("would run SELECT count(*) FROM customers"));
        }
    }

    @Test
    void anAnswerThatWritesIsRefusedAndTheTableIsUnchanged() throws SQLException {
        for (String mode : new String[]{"block", "annotate", "observe"}) {
            try (Connection c = dataSource("nlguard.mode", mode).getConnection(); Statement s = c.createStatement()) {
                for (String write : new String[]{"DELETE FROM customers WHERE id = 1", "UPDATE customers SET city = 'Rome' WHERE id = 1",
                        "DROP TABLE customers", "SELECT * FROM customers FOR UPDATE", "TRUNCATE customers",
                        "WITH d AS (DELETE FROM customers RETURNING 1) SELECT count(*) FROM d"}) {
                    NlGuardException e = assertThrows(NlGuardException.class,
                            () -> s.executeQuery("NL: tidy up => " + write), mode + ": " + write);
                    assertEquals("42NG2", e.getSQLState());
                    assertTrue(e.getMessage().contains("firewall.read-only"), e.getMessage());
                }
            }
        }
        assertEquals(3, customers());
    }

    @Test
    void postgresRefusesWritesTheGuardCannotSee() throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create or replace function forget(i int) returns int language sql as "
                    + "'delete from customers where id = i returning id'");
        }
        try (Connection c = dataSource("nlguard.model", "off").getConnection(); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("NL: forget Ada => SELECT forget(1)"));
            assertEquals("25006", e.getSQLState(), "read_only_sql_transaction: " + e.getMessage());
            c.setAutoCommit(false);
            e = assertThrows(SQLException.class, () -> s.executeQuery("NL: forget Ada => SELECT forget(1)"));
            assertEquals("25006", e.getSQLState());
            s.executeUpdate("insert into customers values (4, 'Di', 'Bergen')");
            c.commit();
        }
        assertEquals(4, customers(), "Ada kept, the application's transaction still wrote");
    }

    @Test
    void theRowLimitIsKeptAndSaid() throws SQLException {
        try (Connection c = dataSource("nlguard.nl.max-rows", "1000").getConnection(); Statement s = c.createStatement()) {
            ResultSet rs = s.executeQuery("NL: every number => SELECT n FROM numbers ORDER BY n");
            for (int i = 0; i < 999; i++) {
                assertTrue(rs.next());
            }
            assertFalse(rs.isLast());
            assertTrue(rs.next());
            assertTrue(rs.isLast(), "the 1000th row is the last shown");
            assertEquals(1000, rs.getInt(1));
            assertFalse(rs.next());
            assertTrue(s.getWarnings().getMessage().contains("row limit of 1000 reached"), s.getWarnings().getMessage());
            rs = s.executeQuery("NL: the first three => SELECT n FROM numbers WHERE n <= 3 ORDER BY n");
            assertFalse(rs.isAfterLast());
            assertTrue(rs.next() && rs.next() && rs.next());
            assertEquals(3, rs.getRow());
            assertFalse(rs.next());
            assertTrue(rs.isAfterLast());
            assertThrows(SQLException.class, rs::first, "forward-only");
            rs = s.executeQuery("NL: the first thousand => SELECT n FROM numbers WHERE n <= 1000");
            assertEquals(1000, column(rs).size());
            assertFalse(s.getWarnings().getMessage().contains("row limit"), "exactly the limit is not past it");
        }
    }

    @Test
    void aSlowAnswerIsCancelledByTheStatementTimeout() throws SQLException {
        try (Connection c = dataSource("nlguard.nl.statement-timeout", "1s", "nlguard.model", "off").getConnection();
             Statement s = c.createStatement()) {
            long started = System.nanoTime();
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(
                    "NL: how many triples? => SELECT count(*) FROM numbers a CROSS JOIN numbers b CROSS JOIN numbers c"));
            long millis = (System.nanoTime() - started) / 1_000_000;
            assertEquals("57014", e.getSQLState());
            assertTrue(e.getMessage().contains("nlguard.nl.statement-timeout (1000 ms)"), e.getMessage());
            assertTrue(millis < 8_000, "cancelled after " + millis + " ms");
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)), "the connection goes on");
            try (ResultSet rs = s.executeQuery("show statement_timeout")) {
                rs.next();
                assertEquals("0", rs.getString(1), "the session's timeout is untouched");
            }
        }
    }

    /** The application's transaction, as it left it: autocommit off, a row inserted before the question. */
    @Test
    void theApplicationsTransactionIsLeftExactlyAsItWas() throws SQLException {
        try (Connection c = dataSource().getConnection(); Statement s = c.createStatement()) {
            s.execute("SET search_path = public, pg_catalog");
            s.execute("SET statement_timeout = '5min'");
            c.setAutoCommit(false);
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.executeUpdate("insert into customers values (4, 'Di', 'Oslo')");
            assertEquals(List.of("Ada", "Cy", "Di"), column(s.executeQuery(OSLO)), "the question sees the transaction's own row");
            SQLException failed = assertThrows(SQLException.class, () -> s.executeQuery("NL: bad => SELECT nope FROM customers"));
            assertEquals("42703", failed.getSQLState(), "a failing answer leaves the transaction usable");
            s.executeUpdate("insert into customers values (5, 'Ed', 'Rome')");
            assertFalse(c.getAutoCommit());
            assertEquals(Connection.TRANSACTION_REPEATABLE_READ, c.getTransactionIsolation());
            assertFalse(c.isReadOnly());
            assertEquals("off", show(s, "transaction_read_only"));
            assertEquals("5min", show(s, "statement_timeout"));
            assertEquals("public, pg_catalog", show(s, "search_path"));
            assertEquals("repeatable read", show(s, "transaction_isolation"));
            c.commit();
        }
        assertEquals(5, customers(), "both rows committed");
    }

    @Test
    void inAutocommitModeTheQuestionHasItsOwnReadOnlyTransaction() throws SQLException {
        try (Connection c = dataSource().getConnection(); Statement s = c.createStatement()) {
            assertEquals(List.of("Ada", "Cy"), column(s.executeQuery(OSLO)));
            assertTrue(c.getAutoCommit());
            assertEquals("off", show(s, "transaction_read_only"));
            assertEquals("0", show(s, "statement_timeout"));
            s.executeUpdate("insert into customers values (4, 'Di', 'Oslo')");
        }
        assertEquals(4, customers(), "autocommitted");
    }

    private static String show(Statement s, String setting) throws SQLException {
        try (ResultSet rs = s.executeQuery("show " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Test
    void aPreparedQuestionIsTranslatedOnceAndRunsAtEachExecution() throws SQLException {
        try (Connection c = dataSource().getConnection(); PreparedStatement p = c.prepareStatement(OSLO)) {
            for (int i = 0; i < 3; i++) {
                assertEquals(List.of("Ada", "Cy"), column(p.executeQuery()));
                assertEquals("01NG4", p.getWarnings().getSQLState());
            }
            assertTrue(p.execute());
            assertEquals(List.of("Ada", "Cy"), column(p.getResultSet()));
            assertEquals("0ANL1", assertThrows(SQLException.class, p::executeUpdate).getSQLState());
            assertEquals("0ANL1", assertThrows(SQLException.class, p::addBatch).getSQLState());
            assertNotNull(p.unwrap(GuardedStatement.class).lastTranslation());
        }
        assertEquals(1, translator.calls().size(), "translated once, at prepare time");
    }

    @Test
    void theLlmServersFailureReachesTheApplicationAndTheConnectionServesSql() throws SQLException {
        try (Connection c = dataSource("nlguard.nl.ollama-url", "http://localhost:9").getConnection();
             Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery("NL: anything => !llm"));
            assertEquals("58NL1", e.getSQLState());
            assertTrue(e.getMessage().contains("http://localhost:9"), e.getMessage());
            try (ResultSet rs = s.executeQuery("select count(*) from customers")) {
                rs.next();
                assertEquals(3, rs.getInt(1));
            }
        }
    }

    @Test
    void eightThreadsAskThroughOnePool() throws Exception {
        HikariConfig config = new HikariConfig();
        config.setPoolName("nl-questions");
        config.setMaximumPoolSize(4);
        config.setDataSource(dataSource());
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int thread = t;
                answers.add(threads.submit(() -> {
                    int rows = 0;
                    for (int i = 0; i < 20; i++) {
                        boolean inTransaction = (thread + i) % 2 == 0;
                        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                            c.setAutoCommit(!inTransaction);
                            List<String> names = column(s.executeQuery(OSLO));
                            assertEquals(List.of("Ada", "Cy"), names);
                            assertEquals("01NG4", s.getWarnings().getSQLState());
                            if (inTransaction) {
                                c.commit();
                            }
                            rows += names.size();
                        }
                    }
                    return rows;
                }));
            }
            for (Future<Integer> answer : answers) {
                assertEquals(40, answer.get(60, TimeUnit.SECONDS));
            }
        } finally {
            threads.shutdownNow();
        }
        assertEquals(160, translator.calls().size());
    }

    /**
     * What a translator gets: the schema, the settings, and connections of its own to the target, read-only
     * for PostgreSQL; from a pool they go back as they came.
     */
    @Test
    void aTranslatorPlansOnReadOnlyConnectionsOfItsOwn() throws Exception {
        HikariConfig poolConfig = new HikariConfig();
        poolConfig.setJdbcUrl(db.jdbcUrl());
        poolConfig.setDataSourceProperties(db.properties());
        poolConfig.setMaximumPoolSize(2);
        try (HikariDataSource pool = new HikariDataSource(poolConfig)) {
            NlGuardDataSource guarded = new NlGuardDataSource(pool);
            List<String> seen = new ArrayList<>();
            guarded.setNlTranslator(new NlTranslator() {
                @Override
                public String id() {
                    return "planning translator";
                }

                @Override
                public Translation translate(NlRequest request) throws NlFailure {
                    String sql = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";
                    try (Connection own = request.target().open(); Statement s = own.createStatement()) {
                        try (ResultSet plan = s.executeQuery("EXPLAIN " + sql)) {
                            seen.add(plan.next() ? "planned" : "no plan");
                        }
                        try {
                            s.executeUpdate("insert into customers values (9, 'Zed', 'Oslo')");
                            seen.add("wrote");
                        } catch (SQLException e) {
                            seen.add(e.getSQLState());
                        }
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                    seen.add(request.catalog().table("customers").isPresent() ? "knows customers" : "no schema");
                    seen.add(request.settings().model());
                    seen.add(request.target().isPostgres() ? "postgres" : "other");
                    return new Translation(sql, 0.5, List.of("customers"), 2, 1, request.traceId(), null);
                }
            });
            try (Connection c = guarded.getConnection(); Statement s = c.createStatement()) {
                assertEquals(List.of("Ada", "Cy"), column(s.executeQuery("NL: who is in Oslo?")));
                assertTrue(s.getWarnings().getMessage().contains("1 of 2 candidates agreed"), s.getWarnings().getMessage());
            }
            assertEquals(List.of("planned", "25006", "knows customers", "qwen2.5-coder:7b", "postgres"), seen);
            try (Connection first = pool.getConnection(); Connection second = pool.getConnection();
                 Statement s1 = first.createStatement(); Statement s2 = second.createStatement()) {
                assertEquals(1, s1.executeUpdate("insert into customers values (9, 'Zed', 'Oslo')"));
                assertEquals(1, s2.executeUpdate("insert into customers values (10, 'Yu', 'Oslo')"),
                        "both of the pool's connections came back writable");
            }
        }
    }

    /** A question's failures are no broken connection: HikariCP keeps the connection (it evicts on 08 and 0A000). */
    @Test
    void thePoolKeepsTheConnectionAfterAQuestionFails() throws Exception {
        HikariConfig config = new HikariConfig();
        config.setPoolName("nl-failures");
        config.setMaximumPoolSize(1);
        config.setDataSource(dataSource());
        try (HikariDataSource pool = new HikariDataSource(config)) {
            Object physical;
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                physical = c.unwrap(org.postgresql.PGConnection.class);
                for (String failing : new String[]{"NL: x => !llm", "NL: x => !clarify", "NL: x => !unanswerable",
                        "NL: x => DELETE FROM customers", "NL: x => SELECT nope FROM customers"}) {
                    assertThrows(SQLException.class, () -> s.executeQuery(failing), failing);
                }
                assertThrows(SQLException.class, () -> s.executeUpdate("NL: x => SELECT 1"));
            }
            try (Connection c = pool.getConnection()) {
                assertTrue(physical == c.unwrap(org.postgresql.PGConnection.class), "the same connection, not evicted");
            }
        }
    }
}
