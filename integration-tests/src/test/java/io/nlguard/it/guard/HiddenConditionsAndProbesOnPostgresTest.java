package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code firewall.commented-condition} and {@code firewall.server-probe} through {@code jdbc:nlguard:}
 * on real PostgreSQL, in block mode: each attack returns the attacker's rows on a plain connection and
 * is refused on a guarded one, while a tool's {@code SELECT version()} and a prose comment still run.
 */
@RealPostgres
class HiddenConditionsAndProbesOnPostgresTest {

    private static final String HIDDEN_OWNER_CHECK = "select id from orders where id = 1001 -- and user_id = 42";
    private static final String VERSION_PROBE = "select id from orders where user_id = 42 and substr(version(),1,1) = 'P'";
    private static final String DATABASE_PROBE =
            "select id from orders where user_id = 42 and ascii(substring(current_database(),1,1)) > 0";

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders");
            s.execute("create table orders(id int primary key, user_id int not null)");
            s.execute("insert into orders values (1001, 7), (1002, 42)");
        }
    }

    @Test
    void theAttacksReturnRowsOnAPlainConnection() throws SQLException {
        try (Connection raw = db.connect(); Statement s = raw.createStatement()) {
            assertEquals(1, count(s, HIDDEN_OWNER_CHECK), "another user's order, the owner check commented out");
            assertEquals(1, count(s, VERSION_PROBE), "the version probe answers true");
            assertEquals(1, count(s, DATABASE_PROBE), "the database-name probe answers true");
        }
    }

    @Test
    void theGuardRefusesThemInBlockMode() throws SQLException {
        try (Connection c = db.connectGuarded("nlguard.model", "off"); Statement s = c.createStatement()) {
            assertRefusedBy(s, HIDDEN_OWNER_CHECK, "firewall.commented-condition");
            assertRefusedBy(s, "select id from orders where id = 1001 /* and user_id = 42 */ and id > 0", "firewall.commented-condition");
            assertRefusedBy(s, VERSION_PROBE, "firewall.server-probe");
            assertRefusedBy(s, DATABASE_PROBE, "firewall.server-probe");
            assertRefusedBy(s, "select id from orders where id = cast((select current_setting('data_directory')) as text)::int",
                    "firewall.server-probe");
            assertRefusedBy(s, "update orders set user_id = (select length(passwd) from pg_shadow limit 1) where id = 1001",
                    "firewall.server-probe");
        }
    }

    @Test
    void toolChecksAndProseCommentsStillRun() throws SQLException {
        try (Connection c = db.connectGuarded("nlguard.model", "off"); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("select version()")) {
                assertTrue(rs.next() && rs.getString(1).startsWith("PostgreSQL"));
            }
            try (ResultSet rs = s.executeQuery("select current_setting('server_version')")) {
                assertTrue(rs.next());
            }
            assertEquals(1, count(s, "select id from orders where user_id = 42 -- and then we join the lines"));
            assertEquals(2, count(s, "select id from orders -- count the orders per month\nwhere id > 0"));
        }
    }

    private static void assertRefusedBy(Statement s, String sql, String rule) {
        SQLException refused = assertThrows(SQLException.class, () -> s.executeQuery(sql).close(), sql);
        assertEquals("42NG2", refused.getSQLState(), refused.getMessage());
        assertTrue(refused.getMessage().contains(rule), refused.getMessage());
    }

    private static int count(Statement s, String sql) throws SQLException {
        int rows = 0;
        try (ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                rows++;
            }
        }
        return rows;
    }
}
