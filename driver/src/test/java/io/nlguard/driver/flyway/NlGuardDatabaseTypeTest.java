package io.nlguard.driver.flyway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.internal.database.DatabaseTypeRegister;
import org.junit.jupiter.api.Test;

/**
 * The plugin with flyway-core alone on the class path, as the driver module's tests have it: Flyway
 * still loads every type (the plugin needs no database module to load), hands {@code jdbc:nlguard:h2:}
 * to its built-in H2 support and migrates through the guard; a target Flyway has no module for
 * ({@code postgresql} here, without flyway-database-postgresql) is not claimed, so Flyway says which
 * plugin is missing. The PostgreSQL path runs in the clients module against a real server.
 */
class NlGuardDatabaseTypeTest {

    private final NlGuardDatabaseType type = new NlGuardDatabaseType();

    @Test
    void flywayRegistersItBesideItsOwnTypes() {
        assertTrue(DatabaseTypeRegister.getDatabaseTypes().stream().anyMatch(NlGuardDatabaseType.class::isInstance));
    }

    @Test
    void claimsNlguardUrlsWhoseTargetFlywaySupports() {
        assertTrue(type.handlesJDBCUrl("jdbc:nlguard:h2:mem:x"));
        assertEquals("io.nlguard.driver.NlGuardDriver", type.getDriverClass("jdbc:nlguard:h2:mem:x", getClass().getClassLoader()));
        assertFalse(type.handlesJDBCUrl("jdbc:h2:mem:x"), "plain URLs stay with Flyway's own types");
        assertFalse(type.handlesJDBCUrl("jdbc:nlguard:postgresql://h/db"), "no PostgreSQL module on this class path");
        assertFalse(type.handlesJDBCUrl("jdbc:nlguard:nosuchdb://h"));
        assertEquals("jdbc:postgresql://h/db?nlguard.mode=annotate",
                NlGuardDatabaseType.targetUrl("jdbc:nlguard:postgresql://h/db?nlguard.mode=annotate"));
    }

    @Test
    void neverClaimsAConnectionItsTargetsOwnTypeServes() {
        assertFalse(type.handlesDatabaseProductNameAndVersion("PostgreSQL", "15.4", null));
        assertFalse(type.handlesDatabaseProductNameAndVersion("H2", "2.4", null));
    }

    @Test
    void flywayMigratesByUrl() throws SQLException {
        String url = "jdbc:nlguard:h2:mem:flyway_by_url;DB_CLOSE_DELAY=-1;nlguard.mode=annotate;nlguard.on-error=open";
        Flyway flyway = Flyway.configure().dataSource(url, "sa", "").locations("classpath:db/h2").load();
        assertEquals(1, flyway.migrate().migrationsExecuted);
        assertEquals(0, flyway.migrate().migrationsExecuted);
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:flyway_by_url", "sa", "");
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT body FROM notes")) {
            assertTrue(rs.next());
            assertEquals("first", rs.getString(1));
        }
    }
}
