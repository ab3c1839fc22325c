package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.verdict.GuardMetrics;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * The built-in engine behind {@code jdbc:nlguard:} on real PostgreSQL: reports reachable from
 * statements, the schema read at connect time and refreshed by DDL, unparseable text handled by the
 * on-error policy, configuration errors named.
 */
@RealPostgres
class EngineOnPostgresTest {

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers");
            s.execute("create table customers(id int primary key, name text not null)");
            s.execute("create table orders(id int primary key, customer_id int references customers(id), total numeric)");
        }
    }

    private Connection open(String... settings) throws SQLException {
        return db.connectGuarded(settings);
    }

    private static GuardReport report(Statement statement) throws SQLException {
        return statement.unwrap(GuardedStatement.class).lastReport();
    }

    @Test
    void everyExecutionLeavesAReportOnTheStatement() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select c.name, o.total from customers c join orders o on o.customer_id = c.id").close();
            GuardReport report = report(s);
            assertNotNull(report);
            assertTrue(report.parsed());
            assertEquals(java.util.List.of("Select"), report.statementKinds());
            assertFalse(report.changesSchema());
        }
    }

    @Test
    void firewallBlocksNeverReachTheDatabase() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            SQLException blocked = assertThrows(SQLException.class,
                    () -> s.executeQuery("select name from customers where id = 1 or 1 = 1"));
            assertEquals("42NG2", blocked.getSQLState());
            assertTrue(blocked.getMessage().contains("firewall.always-true-condition"), blocked.getMessage());
            assertTrue(blocked.getMessage().contains("1:"), "names the position: " + blocked.getMessage());
            assertThrows(SQLException.class, () -> s.execute("delete from orders"));
            assertThrows(SQLException.class, () -> s.execute("select 1; drop table orders"));
        }
        try (Connection raw = db.connect(); Statement s = raw.createStatement();
             var rs = s.executeQuery("select count(*) from information_schema.tables where table_name = 'orders'")) {
            rs.next();
            assertEquals(1, rs.getInt(1), "the stacked DROP never ran");
        }
    }

    @Test
    void lintFindingsBecomeWarningsAndTheStatementRuns() throws SQLException {
        // without the node model, which would refuse this statement (see NodeRiskOnPostgresTest)
        try (Connection c = open("nlguard.model", "off"); Statement s = c.createStatement()) {
            SQLException fromDatabase = assertThrows(SQLException.class,
                    () -> s.executeQuery("select c.nmae from customers c"));
            assertEquals("42703", fromDatabase.getSQLState(), "a warning does not stop the statement");
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning);
            assertEquals("01NG2", warning.getSQLState());
            assertTrue(warning.getMessage().contains("lint.unknown-column"), warning.getMessage());
            assertTrue(warning.getMessage().contains("c.nmae") && warning.getMessage().contains("1:8"), warning.getMessage());
            assertTrue(warning.getMessage().contains("name"), "suggests the closest column: " + warning.getMessage());
        }
    }

    @Test
    void annotateModeRunsWhatBlockModeRefuses() throws SQLException {
        try (Connection c = open("nlguard.mode", "annotate"); Statement s = c.createStatement()) {
            s.executeQuery("select name from customers where id = 1 or 1 = 1").close();
            assertEquals("01NG2", s.getWarnings().getSQLState());
            assertEquals(io.nlguard.guard.verdict.Verdict.BLOCK, report(s).verdict());
        }
    }

    @Test
    void toolQueriesOnTheSystemCatalogsPassWithoutFindings() throws SQLException {
        String[] toolQueries = {
            "SELECT n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
                + "ON n.oid = c.relnamespace WHERE c.relkind IN ('r','v') AND n.nspname !~ '^pg_' ORDER BY 1, 2",
            "SELECT current_schema(), version()",
            "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'",
            "SHOW search_path",
            "SET application_name = 'DBeaver'",
        };
        try (Connection c = open(); Statement s = c.createStatement()) {
            for (String sql : toolQueries) {
                s.execute(sql);
                assertTrue(report(s).findings().isEmpty(), sql + " -> " + report(s).findings());
                assertNull(s.getWarnings(), sql);
            }
        }
    }

    @Test
    void ruleSeveritiesFollowConfiguration() throws SQLException {
        try (Connection c = open("nlguard.rule.firewall.always-true-condition", "warn",
                "nlguard.rule.lint.unknown-column", "off", "nlguard.model", "off"); Statement s = c.createStatement()) {
            s.executeQuery("select name from customers where id = 1 or 1 = 1").close();
            assertEquals(io.nlguard.guard.verdict.Verdict.ANNOTATE, report(s).verdict());
            assertThrows(SQLException.class, () -> s.executeQuery("select nmae from customers"));
            // the rule is off; what remains is the autocorrect pass saying why it left nmae alone (INFO)
            assertTrue(report(s).findings().stream().noneMatch(f -> f.ruleId().equals("lint.unknown-column")
                    || f.severity() != io.nlguard.guard.rules.Severity.INFO), report(s).findings().toString());
        }
        try (Connection c = open("nlguard.read-only", "true"); Statement s = c.createStatement()) {
            SQLException refused = assertThrows(SQLException.class, () -> s.executeUpdate("update customers set name = 'x' where id = 1"));
            assertEquals("42NG2", refused.getSQLState());
        }
    }

    @Test
    void preparedStatementIsAnalysedOnceAtPrepareTime() throws SQLException {
        long before = GuardMetrics.global().getStatements();
        try (Connection c = open();
             PreparedStatement p = c.prepareStatement("select name from customers where id = ?")) {
            for (int i = 0; i < 5; i++) {
                p.setInt(1, i);
                p.executeQuery().close();
            }
            assertEquals("Select", report(p).statementKinds().get(0));
        }
        assertEquals(1, GuardMetrics.global().getStatements() - before, "five executions, one analysis");
    }

    @Test
    void ddlThroughTheDriverRefreshesTheSharedSchemaSnapshot() throws SQLException {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select 1").close();
            long before = report(s).catalogVersion();
            s.execute("create table invoices(id int primary key)");
            assertTrue(report(s).changesSchema());
            s.executeQuery("select id from invoices").close();
            assertNotEquals(before, report(s).catalogVersion(), "a new snapshot after DDL");
        }
    }

    @Test
    void deepValidationRunsAtPrepareTimeWhenAskedFor() throws SQLException {
        try (Connection c = open("nlguard.deep-validate", "true", "nlguard.mode", "annotate")) {
            try (PreparedStatement p = c.prepareStatement("select c.nme from customers c where c.id = ?")) {
                GuardReport report = report(p);
                assertEquals("INVALID", report.deepValidation());
                assertTrue(report.findings().stream().anyMatch(f -> f.ruleId().equals("deep.invalid")
                        && f.line() == 1 && f.column() == 10), report.findings().toString());
            }
            try (PreparedStatement p = c.prepareStatement("select distinct on (customer_id) customer_id, total from orders")) {
                assertTrue(report(p).deepValidation().startsWith("UNSUPPORTED"), report(p).deepValidation());
                p.executeQuery().close(); // a construct Calcite cannot read is never refused
            }
            try (Statement s = c.createStatement()) {
                s.executeQuery("select c.name from customers c").close();
                assertNull(report(s).deepValidation(), "plain executions stay on the hot path");
            }
        }
    }

    @Test
    void unparseableTextRunsUncheckedWhenFailingOpen() throws SQLException {
        try (Connection c = open("nlguard.on-error", "open"); Statement s = c.createStatement()) {
            SQLException fromDatabase = assertThrows(SQLException.class, () -> s.executeQuery("selec 1"));
            assertEquals("42601", fromDatabase.getSQLState(), "the database's own error reaches the caller");
            assertNotNull(report(s).parseFailure());
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning);
            assertEquals("01NG9", warning.getSQLState());
            assertTrue(warning.getMessage().contains("1:1"), warning.getMessage());
        }
    }

    @Test
    void unparseableTextIsRefusedWhenFailingClosed() throws SQLException {
        try (Connection c = open("nlguard.on-error", "closed"); Statement s = c.createStatement()) {
            SQLException refused = assertThrows(SQLException.class,
                    () -> s.executeQuery("select name from customers where (id = 1"));
            assertEquals("42NG3", refused.getSQLState());
            assertTrue(refused.getMessage().contains("end of input"), refused.getMessage());
            assertTrue(refused.getMessage().contains("1:40"), refused.getMessage());
        }
    }

    @Test
    void catalogOffMeansNoSchemaKnowledge() throws SQLException {
        try (Connection c = open("nlguard.catalog", "off"); Statement s = c.createStatement()) {
            s.executeQuery("select 1").close();
            assertEquals(io.nlguard.guard.schema.Catalog.unavailable().version(), report(s).catalogVersion());
        }
    }

    @Test
    void badSettingsAreNamed() {
        SQLException ttl = assertThrows(SQLException.class, () -> open("nlguard.catalog.ttl", "soon"));
        assertEquals("22023", ttl.getSQLState());
        assertTrue(ttl.getMessage().contains("nlguard.catalog.ttl"), ttl.getMessage());
        SQLException rule = assertThrows(SQLException.class, () -> open("nlguard.rule.no-such-rule", "off"));
        assertEquals("22023", rule.getSQLState());
        assertTrue(rule.getMessage().contains("nlguard.rule.no-such-rule"), rule.getMessage());
    }

    @Test
    void modeOffBypassesTheEngine() throws SQLException {
        try (Connection c = open("nlguard.mode", "off")) {
            assertFalse(c.isWrapperFor(io.nlguard.driver.jdbc.GuardedConnection.class), "the real connection itself");
            assertNull(c.getWarnings());
        }
    }
}
