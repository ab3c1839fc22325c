package io.nlguard.driver.liquibase;

import liquibase.database.DatabaseConnection;
import liquibase.database.core.PostgresDatabase;

import io.nlguard.driver.NlGuardDriver;
import io.nlguard.driver.NlGuardUrl;

/**
 * Tells Liquibase that {@code jdbc:nlguard:} URLs are opened by {@link NlGuardDriver}: Liquibase asks
 * every database it knows for the default driver of a URL, and none knows {@code jdbc:nlguard:}.
 * Nothing else: it never claims a connection, so the guarded connection is served by the database its
 * product name names ("PostgreSQL": Liquibase's own {@code PostgresDatabase}), and its short name is its
 * own, so it shadows no database a changelog or {@code --database-class} names.
 *
 * <p>It extends {@code PostgresDatabase} only because Liquibase wants a whole database; that class is
 * part of liquibase-core, so it is there whenever Liquibase is.
 */
public final class NlGuardUrlDatabase extends PostgresDatabase {

    @Override
    public String getShortName() {
        return "nlguard";
    }

    @Override
    public String getDefaultDriver(String url) {
        return NlGuardUrl.accepts(url) ? NlGuardDriver.class.getName() : null;
    }

    @Override
    public boolean isCorrectDatabaseImplementation(DatabaseConnection connection) {
        return false;
    }
}
