package io.nlguard.it.nl;

import static io.nlguard.it.nl.OsloCustomers.OSLO_SQL;
import static io.nlguard.it.nl.OsloCustomers.column;
import static io.nlguard.it.nl.OsloCustomers.fence;
import static io.nlguard.it.nl.OsloCustomers.one;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.Translation;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.WithScriptedOllama;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

import javax.sql.DataSource;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where candidates are planned, end to end: the pool when the driver connected (it has the URL and the
 * credentials), the application's own connection when the application's DataSource gives no other, and
 * in both cases the application's transaction and session left exactly as they were.
 */
@RealPostgres
@WithScriptedOllama
class NlExplainPathsOnPostgresTest {

    private static final String RIGHT = OSLO_SQL;
    /** Only the database knows there is no such function: the guard lets it through, EXPLAIN does not. */
    private static final String WRONG = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY no_such_fn(name)";

    private TestDatabase db;
    private ScriptedOllama ollama;

    @BeforeEach
    void setUp(TestDatabase db, ScriptedOllama ollama) throws SQLException {
        this.db = db;
        this.ollama = ollama;
        OsloCustomers.create(db, false);
    }


    private void configure(NlGuardDataSource dataSource) {
        OsloCustomers.asking(dataSource, ollama.baseUrl());
        dataSource.setProperty("nlguard.nl.candidates", "2");
        dataSource.setProperty("nlguard.nl.repair-attempts", "0");
    }

    @Test
    void theDriversConnectionPlansOnThePoolAndLeavesTheApplicationsTransactionAsItWas() throws SQLException {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        configure(dataSource);
        try (Connection c = dataSource.getConnection()) {
            askInsideATransaction(c, "EXPLAIN in parallel on the pool");
        }
    }

    @Test
    void aDataSourceThatGivesNoSecondConnectionIsPlannedOnTheApplicationsOwn() throws SQLException {
        PGSimpleDataSource postgres = new PGSimpleDataSource();
        postgres.setUrl(db.jdbcUrl());
        postgres.setUser(db.user());
        postgres.setPassword(db.password());
        AtomicInteger handedOut = new AtomicInteger();
        DataSource onlyOne = (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getConnection") && handedOut.getAndIncrement() > 0) {
                        throw new SQLException("the application's pool is exhausted", "08004");
                    }
                    return method.invoke(postgres, args);
                });
        NlGuardDataSource dataSource = new NlGuardDataSource(onlyOne);
        configure(dataSource);
        try (Connection c = dataSource.getConnection()) {
            askInsideATransaction(c, "EXPLAIN on the application's connection");
        }
        assertTrue(handedOut.get() >= 2, "the translator asked the DataSource first");
    }

    private void askInsideATransaction(Connection c, String path) throws SQLException {
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            s.execute("insert into customers values (4, 'Di', 'Oslo')");
            s.execute("set local statement_timeout = '7s'");
            ollama.enqueue(answer(fence(WRONG)), answer(fence(RIGHT)));
            assertEquals(List.of("Ada", "Cy", "Di"), column(s.executeQuery("NL: who lives in Oslo?")),
                    "the answer sees the application's uncommitted row");
            Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
            String evaluate = translation.report().stage("evaluate").orElseThrow().summary();
            assertTrue(evaluate.contains("1 of 2 pass") && evaluate.contains(path), evaluate);
            assertTrue(translation.report().candidates().stream()
                    .anyMatch(candidate -> candidate.note().contains("42883")), translation.report().candidates()
                    .toString());
            assertEquals("7s", one(s, "show statement_timeout"));
            assertEquals("off", one(s, "show transaction_read_only"));
            assertFalse(c.getAutoCommit());
            assertFalse(c.isReadOnly());
            s.execute("insert into customers values (5, 'Ed', 'Rome')");
            assertEquals(List.of("5"), column(s.executeQuery("select count(*) from customers")),
                    "the transaction is still usable and holds both rows");
        } finally {
            c.rollback();
        }
    }
}
