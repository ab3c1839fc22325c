package io.nlguard.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * In default settings ({@code on-error=open}), the fail-open bypasses of issue 25 are refused on real
 * PostgreSQL: an attacker cannot choose to go unchecked by nesting, padding or lengthening his injection.
 * PostgreSQL-only text the parser does not read still runs with 01NG9, after its tokens were checked.
 */
@RealPostgres
class ParseBoundsOnPostgresTest {

    /** The parse timeout's default, and the bound the engine must answer within. */
    private static final long TIMEOUT_MILLIS = 2000;
    private static final String QUERY = "SELECT secret FROM secrets WHERE owner = 'mallory'";

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists secrets");
            s.execute("create table secrets(id int primary key, owner text not null, secret text not null)");
            s.execute("insert into secrets values (1, 'alice', 'alice-password'), (2, 'bob', 'bob-password')");
        }
    }

    private static String nested(int depth, String condition) {
        return "SELECT secret FROM secrets WHERE " + "(".repeat(depth) + condition + ")".repeat(depth);
    }

    /** The refusal, failing if any row came back or the guard took longer than twice the parse timeout and a second. */
    private NlGuardException refused(String sql, String... settings) throws SQLException {
        try (Connection c = db.connectGuarded(settings); Statement s = c.createStatement()) {
            long start = System.nanoTime();
            NlGuardException refusal = assertThrows(NlGuardException.class, () -> {
                try (ResultSet rows = s.executeQuery(sql)) {
                    rows.next();
                }
            });
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis < 2 * TIMEOUT_MILLIS + 1000, "took " + millis + " ms");
            return refusal;
        }
    }

    private static void assertOverBound(NlGuardException refusal, String setting) {
        assertEquals("42NG8", refusal.getSQLState(), refusal.getMessage());
        assertTrue(refusal.getMessage().contains(setting), refusal.getMessage());
    }

    @Test
    void aTautologyInsideAThousandBracketsIsRefused() throws SQLException {
        NlGuardException refusal = refused(nested(1000, "owner = 'mallory' OR 1=1"));
        assertTrue(Set.of("42NG8", "42NG2").contains(refusal.getSQLState()), refusal.getMessage());
        assertOverBound(refused(nested(1000, "owner = 'mallory' OR id > 0")), "nlguard.parse.max-depth=200");
    }

    @Test
    void aSecretsUnionWithAThousandDeepWhereIsRefused() throws SQLException {
        refused(QUERY + " UNION SELECT secret FROM secrets WHERE " + "(".repeat(1000) + "id > 0" + ")".repeat(1000));
    }

    @Test
    void aMegabyteOfPaddingIsRefused() throws SQLException {
        assertOverBound(refused(QUERY + " OR id > 0 /*" + " ".repeat(1_000_000) + "*/"), "nlguard.parse.max-length=1000000");
        assertOverBound(refused(QUERY + " OR id > 0" + " ".repeat(1_000_000)), "nlguard.parse.max-length=1000000");
    }

    @Test
    void aFiftyThousandTermAndChainIsRefused() throws SQLException {
        StringBuilder sql = new StringBuilder(QUERY).append(" OR id > 0");
        for (int i = 0; i < 50_000; i++) {
            sql.append(" AND id <> ").append(100 + i);
        }
        assertTrue(refused(sql.toString()).getSQLState().startsWith("42NG"));
    }

    @Test
    void postgresOnlySyntaxTheParserCannotReadStillRunsWithItsWarning() throws SQLException {
        try (Connection c = db.connectGuarded(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT secret FROM secrets WHERE id OPERATOR(pg_catalog.=) 1")) {
            assertTrue(rows.next());
            assertEquals("alice-password", rows.getString(1));
            assertEquals("01NG9", s.getWarnings().getSQLState(), s.getWarnings().getMessage());
        }
    }

    @Test
    void unparsedTextIsStillCheckedForTautologiesAndCredentialReads() throws SQLException {
        String unparsed = "SELECT secret FROM secrets WHERE id OPERATOR(pg_catalog.=) 3";
        assertTrue(refused(unparsed + " OR 1=1").getMessage().contains("firewall.unparsed-injection"));
        assertTrue(refused(unparsed + " OR 'a'='a'").getMessage().contains("firewall.unparsed-injection"));
        assertTrue(refused(unparsed + " UNION SELECT passwd FROM pg_shadow").getMessage().contains("firewall.unparsed-injection"));
        assertTrue(refused(unparsed + " UNION SELECT rolpassword FROM pg_authid").getMessage().contains("firewall.unparsed-injection"));
    }

    @Test
    void underALiftedDepthBoundADeepStatementTakesTheUsualPath() throws SQLException {
        try (Connection c = db.connectGuarded("nlguard.parse.max-depth", "400"); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery(nested(300, "owner = 'bob'"))) {
            assertTrue(rows.next());
            assertEquals("bob-password", rows.getString(1));
            for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
                assertTrue(!"01NG9".equals(w.getSQLState()), w.getMessage());
            }
        }
        NlGuardException refusal = refused(nested(300, "owner = 'mallory' OR 1=1"), "nlguard.parse.max-depth", "400");
        assertEquals("42NG2", refusal.getSQLState(), refusal.getMessage());
        assertTrue(refusal.getMessage().contains("firewall.always-true-condition"), refusal.getMessage());
    }

    @Test
    void prepareTimeWarningsStayOnTheirStatementsAndTheConnectionChainIsBounded() throws SQLException {
        try (Connection c = db.connectGuarded()) {
            List<PreparedStatement> open = new ArrayList<>();
            for (int i = 0; i < 20_000; i++) {
                PreparedStatement p = c.prepareStatement("SELECT secret FROM secrets LIMIT " + (1 + i % 7));
                if (i < 3) {
                    open.add(p);
                } else {
                    p.close();
                }
            }
            assertNull(c.getWarnings(), "prepare-time findings are the statement's, not the connection's");
            try (ResultSet rows = open.get(0).executeQuery()) {
                assertTrue(rows.next());
            }
            assertEquals("01NG2", open.get(0).getWarnings().getSQLState(), "the statement reports them after it runs");
            for (int i = 0; i < 20_000; i++) {
                c.nativeSQL("SELECT secret FROM secrets LIMIT " + (1 + i % 7));
            }
            List<String> chain = new ArrayList<>();
            for (SQLWarning w = c.getWarnings(); w != null; w = w.getNextWarning()) {
                chain.add(w.getMessage());
            }
            assertEquals(100, chain.size(), "the connection keeps the newest 100 notices");
            assertInstanceOf(SQLWarning.class, c.getWarnings());
            c.clearWarnings();
            assertNull(c.getWarnings());
            for (PreparedStatement p : open) {
                p.close();
            }
        }
    }
}
