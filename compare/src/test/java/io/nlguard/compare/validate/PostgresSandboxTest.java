package io.nlguard.compare.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The sandbox on a real server: read-only, timed out, always rolled back, writes refused before they run. */
@RealPostgres
class PostgresSandboxTest {

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table item(id int primary key, name text, price numeric(8,2), code char(5),"
                    + " weight float8, made date, seen timestamptz, tags int[])");
            s.execute("insert into item values (1, 'pen', 1.50, 'ab', 0.1, '2024-01-02', '2024-01-02 10:00:00+02', '{1,2}'),"
                    + " (2, 'cup', 4.00, 'cd', null, null, null, null), (3, 'ink', null, null, 2.5, null, null, '{}')");
            s.execute("create table audit(note text)");
            s.execute("create function write_audit() returns int language plpgsql as"
                    + " $$ begin insert into audit values ('written'); return 1; end $$");
            s.execute("create function leave_marks() returns int language plpgsql as $$ begin"
                    + " insert into marks values ('marked'); perform set_config('nlguard.test_mark', 'set', false);"
                    + " return 1; end $$");
        }
    }

    private static PostgresSandbox sandbox(Connection c, int timeoutMs, int maxRows) {
        return new PostgresSandbox(c, timeoutMs, maxRows, new SqlParser());
    }

    private static Object scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getObject(1);
        }
    }

    @Test
    void aQueryRunsAndItsValuesComeBackComparable(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionResult result = sandbox(c, 5000, 100).execute("select * from item order by id");
            assertTrue(result.success(), String.valueOf(result.error()));
            assertNotNull(result.executionTimeMs());
            ResultTable table = result.table();
            assertEquals(List.of(new ResultColumn("id", "int4"), new ResultColumn("name", "text"),
                    new ResultColumn("price", "numeric"), new ResultColumn("code", "bpchar"),
                    new ResultColumn("weight", "float8"), new ResultColumn("made", "date"),
                    new ResultColumn("seen", "timestamptz"), new ResultColumn("tags", "_int4")), result.schema());
            assertEquals(List.of(BigDecimal.ONE, "pen", new BigDecimal("1.5"), "ab", new BigDecimal("0.1"),
                    LocalDate.of(2024, 1, 2), Instant.parse("2024-01-02T08:00:00Z"),
                    List.of(BigDecimal.ONE, BigDecimal.valueOf(2))), table.rows().get(0));
            assertEquals(BigDecimal.valueOf(4), table.cell(1, 2), "4.00 and 4 are one value");
            assertNull(table.cell(1, 4));
            assertEquals(List.of(), table.cell(2, 7));
        }
    }

    @Test
    void aLongResultIsCutAndMarked(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionResult result = sandbox(c, 5000, 10).execute("select g from generate_series(1, 25) g");
            assertTrue(result.table().truncated());
            assertEquals(10, result.table().rowCount());
            assertFalse(sandbox(c, 5000, 25).execute("select g from generate_series(1, 25) g").table().truncated());
        }
    }

    @Test
    void theTransactionIsReadOnlyEvenForAFunctionThatWrites(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionResult result = sandbox(c, 5000, 100).execute("select write_audit()");
            assertFalse(result.success());
            assertEquals("25006", result.error().sqlState(), "read_only_sql_transaction");
            assertEquals(ErrorCategory.UNKNOWN_ERROR, result.error().category());
            assertEquals(ErrorCause.DATABASE_ERROR, result.error().cause());
            assertEquals(0L, scalar(c, "select count(*) from audit"));
        }
    }

    @Test
    void theRollbackLeavesNoTraceOfAFunctionsSideEffects(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                // a temporary table: writable even in a read-only transaction, so only the rollback undoes the insert
                s.execute("create temporary table marks(note text)");
            }
            ExecutionResult result = sandbox(c, 5000, 100).execute("select leave_marks()");
            assertTrue(result.success(), String.valueOf(result.error()));
            assertEquals(0L, scalar(c, "select count(*) from marks"));
            Object mark = scalar(c, "select current_setting('nlguard.test_mark', true)");
            assertTrue(mark == null || "".equals(mark), "session setting rolled back, was " + mark);
        }
    }

    @Test
    void aStatementThatWritesIsRefusedBeforeItRuns(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("create temporary table scratch(n int)");
            }
            PostgresSandbox sandbox = sandbox(c, 5000, 100);
            for (String sql : List.of("insert into scratch values (1)", // PostgreSQL itself would allow this one
                    "with d as (delete from item returning *) select * from d",
                    "select * into copied from item",
                    "select pg_advisory_lock(42)", // a session lock would outlive the rollback
                    "select 1; delete from item")) {
                ExecutionResult result = sandbox.execute(sql);
                assertFalse(result.success(), sql);
                assertEquals(ErrorCause.REFUSED, result.error().cause(), sql);
                assertNull(result.error().sqlState(), "never reached the server: " + sql);
                assertNull(result.executionTimeMs(), sql);
                assertTrue(result.error().rawMessage().startsWith("nlguard did not run the statement"), sql);
            }
            assertEquals(0L, scalar(c, "select count(*) from scratch"));
            assertEquals(3L, scalar(c, "select count(*) from item"));
            assertEquals(Boolean.FALSE, scalar(c, "select exists (select 1 from pg_class where relname = 'copied')"));
            assertEquals(0L, scalar(c, "select count(*) from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()"));
        }
    }

    @Test
    void aCallersParseIsReusedOnlyWhenItIsTheParseOfTheTextThatRuns(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            PostgresSandbox sandbox = sandbox(c, 5000, 100);
            SqlParser parser = new SqlParser();
            ParsedSql select = (ParsedSql) parser.parse("select name from item where id = 1");

            ExecutionResult reused = sandbox.execute(select);
            assertTrue(reused.success(), String.valueOf(reused.error()));
            assertEquals("pen", reused.table().cell(0, 0));

            // the trees of a harmless query paired with a text that writes: the check must judge the text
            ExecutionResult mismatched = sandbox.execute(new ParsedSql("delete from item", select.statements()));
            assertFalse(mismatched.success());
            assertEquals(ErrorCause.REFUSED, mismatched.error().cause());
            assertEquals(3L, scalar(c, "select count(*) from item"));
        }
    }

    @Test
    void aSlowQueryTimesOutAndIsReportedAsATimeout(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionResult result = sandbox(c, 200, 100).execute("select pg_sleep(5)");
            assertFalse(result.success());
            assertEquals("57014", result.error().sqlState());
            assertEquals(ErrorCategory.UNKNOWN_ERROR, result.error().category());
            assertEquals(ErrorCause.TIMEOUT, result.error().cause());
            assertTrue(result.error().timedOut());
            assertTrue(result.executionTimeMs() < 4000, "stopped at the timeout, took " + result.executionTimeMs());
        }
    }

    @Test
    void theConnectionIsLeftAsItWas(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            Object timeoutBefore = scalar(c, "show statement_timeout");
            PostgresSandbox sandbox = sandbox(c, 200, 100);
            sandbox.execute("select 1");
            sandbox.execute("select pg_sleep(5)");
            sandbox.execute("select 1/0");
            assertTrue(c.getAutoCommit());
            assertFalse(c.isReadOnly());
            assertEquals(timeoutBefore, scalar(c, "show statement_timeout"));
            assertEquals("off", scalar(c, "show transaction_read_only"));
            try (Statement s = c.createStatement()) {
                s.execute("insert into audit values ('after the sandbox')"); // still writable, autocommitted
            }
            assertEquals(1L, scalar(c, "select count(*) from audit"));
            try (Statement s = c.createStatement()) {
                s.execute("delete from audit");
            }

            c.setReadOnly(true);
            sandbox.execute("select 1");
            assertTrue(c.isReadOnly(), "a read-only connection stays read-only");
            c.setReadOnly(false);
        }
    }

    @Test
    void aConnectionWithAutocommitOffIsNotUsed(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            assertThrows(IllegalStateException.class, () -> sandbox(c, 5000, 100).execute("select 1"));
            c.rollback();
        }
    }

    @Test
    void explainGivesThePlanWithoutRunningTheQuery(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            PostgresSandbox sandbox = sandbox(c, 5000, 100);
            Optional<PlanMetadata> plan = sandbox.explain("select i.name from item i join item j on i.id = j.id order by 1");
            assertTrue(plan.isPresent());
            assertTrue(plan.get().totalCost() > 0);
            assertTrue(plan.get().nodeTypes().containsKey("Sort"), plan.get().nodeTypes().toString());
            assertTrue(plan.get().nodeCount() >= 3);
            assertTrue(sandbox.explain("select pg_sleep(10)").isPresent(), "planned, not run: no timeout");
            assertTrue(sandbox.explain("delete from item").isEmpty());
            assertTrue(sandbox.explain("select * from missing").isEmpty());
        }
    }
}
