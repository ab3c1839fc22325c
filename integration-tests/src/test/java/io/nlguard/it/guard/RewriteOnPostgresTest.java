package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code nlguard.rewrite} through the driver on real PostgreSQL: a query in another dialect runs as
 * rewritten with a 01NG3 warning per change, {@code nativeSQL} shows the rewrite without running it,
 * and with rewriting off (the default) the statement runs exactly as written with the fix in the report.
 */
@RealPostgres
class RewriteOnPostgresTest {

    private static final String MYSQL_QUERY = "select name, ifnull(total, 0) as total from customers c"
            + " left join orders o on o.customer_id = c.id order by c.id";

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers");
            s.execute("create table customers(id int primary key, name text not null)");
            s.execute("create table orders(id int primary key, customer_id int references customers(id), total numeric)");
            s.execute("insert into customers values (1, 'Ada'), (2, 'Brook')");
            s.execute("insert into orders values (10, 1, 25.5)");
        }
    }

    private Connection open(String rewrite) throws SQLException {
        Properties properties = db.properties();
        properties.setProperty("nlguard.mode", "annotate");
        if (rewrite != null) {
            properties.setProperty("nlguard.rewrite", rewrite);
        }
        return DriverManager.getConnection(db.nlguardUrl(), properties);
    }

    @Test
    void aRewrittenQueryRunsWithAWarningPerChange() throws SQLException {
        try (Connection c = open("normalize"); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(MYSQL_QUERY)) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(rs.getString(1) + "=" + rs.getBigDecimal(2).stripTrailingZeros().toPlainString());
            }
            assertEquals(List.of("Ada=25.5", "Brook=0"), rows);
            SQLWarning warning = s.getWarnings();
            assertNotNull(warning);
            assertEquals("01NG3", warning.getSQLState());
            assertTrue(warning.getMessage().contains("normalize.coalesce at 1:14: ifnull → COALESCE"), warning.getMessage());
            GuardReport report = s.unwrap(GuardedStatement.class).lastReport();
            assertEquals(MYSQL_QUERY, report.sql());
            assertEquals(MYSQL_QUERY.replace("ifnull", "COALESCE"), report.executedSql());
            assertEquals(1, report.rewrites().size());
        }
    }

    @Test
    void preparedStatementsRunTheRewriteWithTheirParameters() throws SQLException {
        try (Connection c = open("normalize");
             PreparedStatement p = c.prepareStatement("select ifnull(total, ?) from orders where customer_id = ?")) {
            p.setBigDecimal(1, java.math.BigDecimal.ONE);
            p.setInt(2, 1);
            try (ResultSet rs = p.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(0, new java.math.BigDecimal("25.5").compareTo(rs.getBigDecimal(1)));
            }
            // notices of prepare time are reported by the prepared statement after it runs
            assertEquals("01NG3", p.getWarnings().getSQLState());
            assertNull(c.getWarnings());
            assertEquals("select COALESCE(total, ?) from orders where customer_id = ?",
                    p.unwrap(GuardedStatement.class).lastReport().executedSql());
        }
    }

    @Test
    void nativeSqlShowsTheRewriteWithoutRunningIt() throws SQLException {
        try (Connection c = open("normalize,autocorrect")) {
            assertEquals("select nvl(name, 'x') from customers".replace("nvl", "COALESCE"),
                    c.nativeSQL("select nvl(name, 'x') from customers"));
        }
    }

    @Test
    void withRewritingOffTheStatementRunsAsWrittenAndTheFixIsInTheReport() throws SQLException {
        try (Connection c = open(null); Statement s = c.createStatement()) {
            SQLException error = assertThrows(SQLException.class, () -> s.executeQuery(MYSQL_QUERY));
            assertEquals("42883", error.getSQLState(), "PostgreSQL's own error: the text reached it unchanged");
            GuardReport report = s.unwrap(GuardedStatement.class).lastReport();
            assertNull(report.rewrittenSql());
            assertTrue(report.findings().stream().anyMatch(f -> f.category() == RuleCategory.REWRITE
                    && f.ruleId().equals("normalize.coalesce") && f.fix().contains("COALESCE")), report.findings().toString());
        }
    }

    @Test
    void aStatementThatWritesIsNeverRewritten() throws SQLException {
        try (Connection c = open("normalize"); Statement s = c.createStatement()) {
            SQLException error = assertThrows(SQLException.class,
                    () -> s.executeUpdate("update orders set total = ifnull(total, 0) where id = 10"));
            assertEquals("42883", error.getSQLState());
        }
    }

    @Test
    void anUnknownStageIsRefusedAtConnect() {
        SQLException error = assertThrows(SQLException.class, () -> open("normalise").close());
        assertEquals("22023", error.getSQLState());
        assertTrue(error.getMessage().contains("'normalise' is not off, normalize or autocorrect"), error.getMessage());
    }
}
