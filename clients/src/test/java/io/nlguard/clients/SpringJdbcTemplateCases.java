package io.nlguard.clients;

import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.PermissionDeniedDataAccessException;
import org.springframework.jdbc.BadSqlGrammarException;
import org.springframework.jdbc.SQLWarningException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator;
import org.springframework.transaction.support.TransactionTemplate;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Spring's {@code JdbcTemplate} over a HikariCP pool over {@code jdbc:nlguard:postgresql:}, with
 * {@code setIgnoreWarnings(false)}: every warning the driver reports on a statement becomes an
 * {@code SQLWarningException}, so the work that must draw no finding proves it by not throwing.
 * Run in block mode (the default) and in annotate mode by the two subclasses.
 */
@RealPostgres
abstract class SpringJdbcTemplateCases {

    private static final String WRITE_WITHOUT_WHERE = "UPDATE orders SET status = 'x'";

    private TestDatabase db;
    private HikariDataSource pool;
    private JdbcTemplate jdbc;

    /** The nlguard.mode the pool's connections run in. */
    abstract String mode();

    @BeforeEach
    void openPool(TestDatabase database) throws SQLException {
        db = database;
        ShopSchema.recreate(db);
        pool = GuardedPools.open(db, mode());
        jdbc = new JdbcTemplate(pool);
        jdbc.setIgnoreWarnings(false);
    }

    @AfterEach
    void closePool() {
        pool.close();
    }

    private boolean blocks() {
        return mode().equals("block");
    }

    @Test
    void queriesUpdatesAndBatchesDrawNoFinding() {
        GuardFindings findings = GuardFindings.start();

        assertEquals(2, jdbc.queryForObject("select count(*) from orders where city = ?", Integer.class, "Rome"));
        List<String> statuses = jdbc.queryForList("select status from orders where city = 'Oslo' order by id", String.class);
        assertEquals(List.of("new", "shipped"), statuses);
        List<Map<String, Object>> totals = jdbc.queryForList(
                "select c.name, sum(o.total) as spent from customers c join orders o on o.customer_id = c.id"
                        + " group by c.name order by c.name");
        assertEquals(new BigDecimal("30.50"), totals.get(0).get("spent"));

        assertEquals(1, jdbc.update("update orders set status = ? where id = ?", "paid", 1));
        assertEquals(2, jdbc.update("delete from orders where status = 'paid'"));
        int[][] inserted = jdbc.batchUpdate("insert into orders (customer_id, city, status, total) values (?, ?, ?, ?)",
                List.of(new Object[] {1, "Rome", "new", 1}, new Object[] {2, "Oslo", "new", 2},
                        new Object[] {2, "Oslo", "new", 3}), 2,
                (ps, row) -> {
                    for (int i = 0; i < row.length; i++) {
                        ps.setObject(i + 1, row[i]);
                    }
                });
        assertEquals(2, inserted.length, "two batches of at most two rows");
        assertArrayEquals(new int[] {1, 1}, jdbc.batchUpdate(
                "update orders set status = 'late' where id = 3", "update orders set total = total + 1 where id = 4"));
        assertEquals(5, jdbc.queryForObject("select count(*) from orders", Integer.class));

        assertEquals(Map.of(), findings.since(), "the application's correct SQL draws no finding");
        assertTrue(findings.statements() >= 9, "the guard saw every statement: " + findings.statements());
    }

    @Test
    void aTransactionRolledBackLeavesNoRow() throws SQLException {
        DataSourceTransactionManager transactions = new DataSourceTransactionManager(pool);
        TransactionTemplate tx = new TransactionTemplate(transactions);
        GuardFindings findings = GuardFindings.start();

        tx.executeWithoutResult(status -> {
            jdbc.update("insert into orders (customer_id, city, status, total) values (?, 'Rome', 'new', 5)", 1);
            jdbc.update("update orders set status = 'cancelled' where city = ?", "Oslo");
            assertEquals(5, jdbc.queryForObject("select count(*) from orders", Integer.class), "seen inside");
            status.setRollbackOnly();
        });
        assertThrows(IllegalStateException.class, () -> tx.executeWithoutResult(status -> {
            jdbc.update("delete from orders where city = ?", "Rome");
            throw new IllegalStateException("the application fails half way");
        }));

        assertEquals(ShopSchema.ORDERS, ShopSchema.count(db, "true"));
        assertEquals(0, ShopSchema.count(db, "status = 'cancelled'"));
        assertEquals(Map.of(), findings.since());
    }

    @Test
    void findingsOfStatementsAndPreparedStatementsReachSpring() {
        GuardFindings findings = GuardFindings.start();

        SQLWarningException plain = assertThrows(SQLWarningException.class,
                () -> jdbc.queryForList("select id from orders limit 2", Integer.class));
        assertLimitWithoutOrderBy(plain.getSQLWarning());

        SQLWarningException prepared = assertThrows(SQLWarningException.class,
                () -> jdbc.queryForList("select id from orders where city = ? limit 2", Integer.class, "Rome"));
        assertLimitWithoutOrderBy(prepared.getSQLWarning());

        jdbc.setIgnoreWarnings(true); // Spring's default: logged, and the rows come back
        assertEquals(2, jdbc.queryForList("select id from orders where city = ? limit 2", Integer.class, "Rome").size());
        assertEquals(Map.of("lint.limit-without-order-by", 3L), findings.since());
    }

    private static void assertLimitWithoutOrderBy(SQLWarning warning) {
        assertNotNull(warning);
        assertEquals("01NG2", warning.getSQLState());
        assertTrue(warning.getMessage().contains("lint.limit-without-order-by"), warning.getMessage());
        assertEquals(null, warning.getNextWarning(), "once per execution");
    }

    @Test
    void aRefusalIsAPermissionErrorAndThePoolKeepsItsConnection() throws SQLException {
        int pid = GuardedPools.backendPid(pool);
        if (blocks()) {
            DataAccessException plain = assertThrows(DataAccessException.class, () -> jdbc.update(WRITE_WITHOUT_WHERE));
            assertRefused(plain);
            DataAccessException prepared = assertThrows(DataAccessException.class,
                    () -> jdbc.update("UPDATE orders SET status = ?", "x"));
            assertRefused(prepared);
            DataAccessException batched = assertThrows(DataAccessException.class,
                    () -> jdbc.batchUpdate("update orders set total = 0 where id = 1", WRITE_WITHOUT_WHERE));
            assertRefused(batched);

            // the error-code translator, used when an application has a sql-error-codes.xml: PostgreSQL's
            // codes name none of the guard's, and its fallback decides as above
            jdbc.setExceptionTranslator(new SQLErrorCodeSQLExceptionTranslator(pool));
            assertRefused(assertThrows(DataAccessException.class, () -> jdbc.update(WRITE_WITHOUT_WHERE)));

            assertEquals(0, ShopSchema.count(db, "status = 'x' or total = 0"), "nothing reached the database");
        } else {
            SQLWarningException ran = assertThrows(SQLWarningException.class, () -> jdbc.update(WRITE_WITHOUT_WHERE));
            assertEquals("01NG2", ran.getSQLWarning().getSQLState());
            assertTrue(ran.getSQLWarning().getMessage().contains("would be blocked (42NG2)"),
                    ran.getSQLWarning().getMessage());
            assertEquals(ShopSchema.ORDERS, ShopSchema.count(db, "status = 'x'"), "annotate mode runs it");
        }
        assertEquals(pid, GuardedPools.backendPid(pool), "HikariCP kept the connection");
        assertEquals(1, pool.getHikariPoolMXBean().getTotalConnections());
    }

    @Test
    void onlyTheGuardsRefusalIsAPermissionErrorTheDatabasesGrammarErrorStaysOne() {
        String typo = "selec id from orders";
        BadSqlGrammarException database = assertThrows(BadSqlGrammarException.class, () -> jdbc.queryForList(typo));
        assertEquals("42601", database.getSQLException().getSQLState(), "on-error=open: PostgreSQL's own error");
        try (HikariDataSource closed = GuardedPools.open(db, mode(), "nlguard.on-error", "closed")) {
            JdbcTemplate strict = new JdbcTemplate(closed);
            DataAccessException e = assertThrows(DataAccessException.class, () -> strict.queryForList(typo));
            if (blocks()) {
                assertInstanceOf(PermissionDeniedDataAccessException.class, e, e.toString());
                assertEquals("42NG3", assertInstanceOf(NlGuardException.class, e.getCause()).getSQLState());
            } else {
                assertInstanceOf(BadSqlGrammarException.class, e, "annotate mode lets it reach PostgreSQL");
            }
        }
    }

    private static void assertRefused(DataAccessException e) {
        assertInstanceOf(PermissionDeniedDataAccessException.class, e, e.toString());
        NlGuardException refusal = assertInstanceOf(NlGuardException.class, e.getCause());
        assertEquals("42NG2", refusal.getSQLState());
        assertTrue(refusal.getMessage().contains("firewall.write-without-where"), refusal.getMessage());
    }
}
