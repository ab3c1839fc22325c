package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * An application that moves its session to another schema ({@code SET search_path}, as Flyway and multi-tenant
 * applications do) has its statements checked against that schema's tables from the next statement on, not
 * against the schema the connection opened with; inside its transaction the guard reads nothing, and names it
 * cannot see yet are not reported unknown.
 */
@RealPostgres
class SearchPathChangedOnPostgresTest {

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop schema if exists tenant_b cascade");
            s.execute("drop table if exists accounts");
            s.execute("create table accounts(id int primary key, owner text not null)");
            s.execute("create schema tenant_b");
            s.execute("create table tenant_b.invoices(id int primary key, label text not null)");
            s.execute("insert into tenant_b.invoices values (1, 'first')");
        }
    }

    private Connection open() throws SQLException {
        return db.connectGuarded("nlguard.model", "off", "nlguard.mode", "annotate");
    }

    private static GuardReport report(Statement statement) throws SQLException {
        return statement.unwrap(GuardedStatement.class).lastReport();
    }

    private static List<String> rules(Statement statement) throws SQLException {
        return report(statement).findings().stream().map(Finding::ruleId).toList();
    }

    private static void assertFinds(String rule, Statement statement) throws SQLException {
        List<Finding> findings = report(statement).findings();
        assertTrue(findings.stream().anyMatch(f -> f.ruleId().equals(rule)), () -> rule + " among " + findings);
    }

    @Test
    void afterSetSearchPathTheNewSchemasTablesAreKnownAndItsColumnsChecked() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select owner from accounts").close();
            s.execute("SET search_path TO tenant_b");
            assertTrue(report(s).changesSearchPath());
            try (ResultSet r = s.executeQuery("select label from invoices where id = 1")) {
                assertTrue(r.next());
                assertEquals("first", r.getString(1));
            }
            SQLWarning warning = s.getWarnings();
            assertNull(warning, () -> "no finding: " + warning.getMessage());
            // checked against tenant_b: a misspelled column of its table is the guard's finding, not only the server's
            s.executeQuery("select label from invoices where id = 1").close();
            assertFalse(rules(s).contains("lint.unknown-table"));
            try (PreparedStatement p = c.prepareStatement("select lable from invoices where id = ?")) {
                assertFinds("lint.unknown-column", p);
            }
            // and back: the first schema's tables are known again, tenant_b's are not
            s.execute("RESET search_path");
            s.executeQuery("select owner from accounts").close();
            assertNull(s.getWarnings());
            try (PreparedStatement p = c.prepareStatement("select label from invoices")) {
                assertFinds("lint.unknown-table", p);
            }
        }
    }

    @Test
    void setConfigThroughASelectCountsToo() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select owner from accounts").close();
            s.executeQuery("select set_config('search_path', 'tenant_b', false)").close();
            s.executeQuery("select label from invoices").close();
            assertNull(s.getWarnings());
        }
    }

    @Test
    void insideTheApplicationsTransactionNothingIsReadAndNoTableIsReportedUnknown() throws Exception {
        try (Connection c = open(); Statement s = c.createStatement()) {
            s.executeQuery("select owner from accounts").close();
            c.setAutoCommit(false);
            s.execute("SET LOCAL search_path TO tenant_b");
            s.executeQuery("select label from invoices").close();
            assertFalse(rules(s).contains("lint.unknown-table"), "tenant_b's table is not reported unknown");
            c.commit(); // SET LOCAL ends with the transaction
            c.setAutoCommit(true);
            s.executeQuery("select owner from accounts").close();
            assertNull(s.getWarnings());
            assertTrue(c.getAutoCommit(), "the application's mode is its own");
        }
    }
}
