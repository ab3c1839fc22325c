package io.nlguard.clients;

import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.testsupport.TestDatabase;

/**
 * The ways a tool is handed the guarded database: an {@link NlGuardDataSource}, a HikariCP pool over
 * {@code jdbc:nlguard:postgresql:} (how Spring Boot hands Flyway and Liquibase its pool), or the URL
 * itself (as the Flyway CLI and Maven plugin use it). {@code settings} are {@code nlguard.*} settings;
 * none leaves every one at its default ({@code nlguard.mode=block}).
 */
enum Via {
    DATA_SOURCE, HIKARI_POOL, URL;

    /** The URL with the settings in its query, as a user would write it in a tool's configuration. */
    static String url(TestDatabase db, Map<String, String> settings) {
        return settings.isEmpty() ? db.nlguardUrl() : db.nlguardUrl() + "?" + settings.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("&"));
    }

    /** A DataSource for DATA_SOURCE and HIKARI_POOL; close it with {@link #close} (a pool must be). */
    DataSource dataSource(TestDatabase db, Map<String, String> settings) {
        switch (this) {
            case DATA_SOURCE -> {
                NlGuardDataSource ds = new NlGuardDataSource();
                ds.setUrl(db.nlguardUrl());
                ds.setUser(db.user());
                ds.setPassword(db.password());
                settings.forEach(ds::setProperty);
                return ds;
            }
            case HIKARI_POOL -> {
                HikariConfig config = new HikariConfig();
                config.setJdbcUrl(db.nlguardUrl());
                Properties props = db.properties();
                settings.forEach(props::setProperty);
                config.setDataSourceProperties(props);
                config.setMaximumPoolSize(3);
                return new HikariDataSource(config);
            }
            default -> throw new IllegalStateException(this + " hands over a URL, not a DataSource");
        }
    }

    static void close(DataSource ds) {
        if (ds instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
