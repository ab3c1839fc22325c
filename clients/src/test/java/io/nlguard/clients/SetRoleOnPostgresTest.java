package io.nlguard.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Properties;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code SET ROLE} through {@code jdbc:nlguard:} on a real PostgreSQL: back to the login role (as Flyway
 * restores its connections) runs in the default mode, any other role is refused there and only reported in
 * annotate mode. Each connection is judged by its own login.
 */
@RealPostgres
class SetRoleOnPostgresTest {

    private static final String SUFFIX = Long.toString(System.nanoTime() % 1_000_000_000L);
    private static final String OTHER = "nlg_other_" + SUFFIX;
    private static final String APP = "nlg_app_" + SUFFIX;
    private static final String APP_PASSWORD = "app-" + SUFFIX;

    @BeforeAll
    static void roles(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE ROLE " + OTHER + " NOLOGIN");
            s.execute("GRANT " + OTHER + " TO \"" + db.user() + "\"");
            s.execute("CREATE ROLE " + APP + " LOGIN PASSWORD '" + APP_PASSWORD + "'");
        }
    }

    @AfterAll
    static void dropRoles(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("DROP ROLE IF EXISTS " + APP);
            s.execute("DROP ROLE IF EXISTS " + OTHER);
        }
    }

    @Test
    void backToTheLoginRoleRunsInTheDefaultMode(TestDatabase db) throws SQLException {
        try (Connection c = db.connectGuarded(); Statement s = c.createStatement()) {
            s.execute("SET ROLE '" + db.user().replace("'", "''") + "'"); // Flyway's own spelling
            s.execute("SET ROLE \"" + db.user() + "\"");
            s.execute("SET ROLE NONE");
            s.execute("RESET ROLE");
            assertEquals(db.user(), currentUser(s));
        }
    }

    @Test
    void anotherRoleIsRefusedInTheDefaultModeAndNeverReachesTheDatabase(TestDatabase db) throws SQLException {
        try (Connection c = db.connectGuarded(); Statement s = c.createStatement()) {
            NlGuardException refusal = assertThrows(NlGuardException.class, () -> s.execute("SET ROLE " + OTHER));
            assertEquals("42NG2", refusal.getSQLState());
            assertTrue(refusal.getMessage().contains("only a return to the login role " + db.user()), refusal::getMessage);
            assertEquals(db.user(), currentUser(s));
        }
    }

    @Test
    void anotherRoleIsReportedAndRunsInAnnotateMode(TestDatabase db) throws SQLException {
        try (Connection c = db.connectGuarded("nlguard.mode", "annotate"); Statement s = c.createStatement()) {
            s.execute("SET ROLE " + OTHER);
            SQLWarning warning = s.getWarnings();
            assertTrue(warning != null && warning.getMessage().contains("firewall.dangerous-statement"), String.valueOf(warning));
            assertEquals(OTHER, currentUser(s));
            s.execute("RESET ROLE");
        }
    }

    @Test
    void eachConnectionMayReturnOnlyToItsOwnLogin(TestDatabase db) throws SQLException {
        Properties app = new Properties();
        app.setProperty("user", APP);
        app.setProperty("password", APP_PASSWORD);
        try (Connection c = DriverManager.getConnection(db.nlguardUrl(), app); Statement s = c.createStatement()) {
            s.execute("SET ROLE '" + APP + "'");
            NlGuardException refusal = assertThrows(NlGuardException.class,
                    () -> s.execute("SET ROLE '" + db.user().replace("'", "''") + "'"));
            assertEquals("42NG2", refusal.getSQLState());
            assertEquals(APP, currentUser(s));
        }
    }

    private static String currentUser(Statement s) throws SQLException {
        try (ResultSet rs = s.executeQuery("SELECT current_user")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
