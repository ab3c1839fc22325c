package io.nlguard.driver.liquibase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

import liquibase.database.DatabaseFactory;
import liquibase.database.core.PostgresDatabase;

/** Liquibase learns the driver of jdbc:nlguard: URLs from the service file, and nothing else changes. */
class NlGuardUrlDatabaseTest {

    private final DatabaseFactory databases = DatabaseFactory.getInstance();

    @Test
    void liquibaseFindsTheDriverOfAnNlguardUrl() {
        assertEquals("io.nlguard.driver.NlGuardDriver", databases.findDefaultDriver("jdbc:nlguard:postgresql://h/db"));
        assertEquals("io.nlguard.driver.NlGuardDriver", databases.findDefaultDriver("jdbc:nlguard:h2:mem:x"));
    }

    @Test
    void otherUrlsAndDatabasesStayLiquibasesOwn() {
        assertEquals("org.postgresql.Driver", databases.findDefaultDriver("jdbc:postgresql://h/db"));
        assertEquals(PostgresDatabase.class, databases.getDatabase("postgresql").getClass());
        assertFalse(new NlGuardUrlDatabase().isCorrectDatabaseImplementation(null));
    }
}
