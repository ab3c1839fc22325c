package io.nlguard.clients;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.testsupport.TestDatabase;

import org.postgresql.PGConnection;

import java.sql.Connection;
import java.sql.SQLException;

/** HikariCP over {@code jdbc:nlguard:postgresql:}, as Spring Boot and most applications build their pool. */
final class GuardedPools {

    private GuardedPools() {
    }

    /**
     * One connection, so a test can tell whether the pool kept it (the same server process) or evicted it;
     * {@code settings} are more nlguard settings as name, value pairs, passed as Hikari's data source properties.
     */
    static HikariDataSource open(TestDatabase db, String mode, String... settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("nlguard-" + mode);
        config.setJdbcUrl(db.nlguardUrl());
        db.properties().forEach((key, value) -> config.addDataSourceProperty((String) key, value));
        config.addDataSourceProperty("nlguard.mode", mode);
        for (int i = 0; i + 1 < settings.length; i += 2) {
            config.addDataSourceProperty(settings[i], settings[i + 1]);
        }
        config.setMaximumPoolSize(1);
        return new HikariDataSource(config);
    }

    /** The server process behind the pool's connection, as pgjdbc knows it (no SQL). */
    static int backendPid(HikariDataSource pool) throws SQLException {
        try (Connection c = pool.getConnection()) {
            return c.unwrap(PGConnection.class).getBackendPID();
        }
    }
}
