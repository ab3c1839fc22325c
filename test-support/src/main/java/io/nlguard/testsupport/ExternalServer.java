package io.nlguard.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

import org.postgresql.Driver;
import org.postgresql.PGProperty;

/**
 * An already running server named by {@code NLGUARD_TEST_JDBC_URL} (e.g. a CI service container).
 * We only connect to it: {@link #stop()} leaves it running.
 */
final class ExternalServer implements RunningServer {

    static final String URL_ENV = "NLGUARD_TEST_JDBC_URL";
    static final String USER_ENV = "NLGUARD_TEST_USER";
    static final String PASSWORD_ENV = "NLGUARD_TEST_PASSWORD";

    private final String host;
    private final int port;
    private final String adminDatabase;
    private final String user;
    private final String password;
    private final Properties connectionSettings;

    private ExternalServer(String host, int port, String adminDatabase, String user, String password,
                           Properties connectionSettings) {
        this.host = host;
        this.port = port;
        this.adminDatabase = adminDatabase;
        this.user = user;
        this.password = password;
        this.connectionSettings = connectionSettings;
    }

    /**
     * Parses the URL with pgjdbc's own parser (so every URL form pgjdbc accepts works) and checks
     * that we can log in. Credentials come from the URL query; the env vars, when set, win, so a
     * password can be kept out of the URL.
     */
    static ExternalServer connect(String jdbcUrl, String userFromEnv, String passwordFromEnv) {
        Properties parsed = Driver.parseURL(jdbcUrl, new Properties());
        if (parsed == null) {
            throw new IllegalStateException(URL_ENV + " is not a jdbc:postgresql:// URL: " + redact(jdbcUrl));
        }
        String hosts = PGProperty.PG_HOST.getOrDefault(parsed);
        String ports = PGProperty.PG_PORT.getOrDefault(parsed);
        if (hosts.contains(",")) {
            throw new IllegalStateException(URL_ENV + " must name a single host, not " + hosts);
        }
        String database = PGProperty.PG_DBNAME.getOrDefault(parsed);
        String user = firstNonBlank(userFromEnv, PGProperty.USER.getOrDefault(parsed), "postgres");
        String password = firstNonBlank(passwordFromEnv, PGProperty.PASSWORD.getOrDefault(parsed), "");

        // Whatever else the URL carries (sslmode, ...) must follow every connection we hand out.
        Properties settings = new Properties();
        for (String key : parsed.stringPropertyNames()) {
            if (!isAddressOrCredential(key)) {
                settings.setProperty(key, parsed.getProperty(key));
            }
        }

        ExternalServer server = new ExternalServer(hosts, Integer.parseInt(ports),
                database == null || database.isBlank() ? "postgres" : database, user, password, settings);
        server.checkLogin();
        return server;
    }

    private void checkLogin() {
        TestDatabase admin = new TestDatabase(host, port, adminDatabase, user, password, connectionSettings);
        // Logging in is the whole check; missing CREATE DATABASE rights show up at the first test.
        try (Connection connection = admin.connect()) {
            if (!connection.isValid(5)) {
                throw new SQLException("connection is not valid");
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot connect to " + describe() + " given by " + URL_ENV, e);
        }
    }

    private static boolean isAddressOrCredential(String key) {
        return key.equals(PGProperty.PG_HOST.getName())
                || key.equals(PGProperty.PG_PORT.getName())
                || key.equals(PGProperty.PG_DBNAME.getName())
                || key.equals(PGProperty.USER.getName())
                || key.equals(PGProperty.PASSWORD.getName());
    }

    /** An empty env var counts as unset, so CI can declare it without a value. */
    private static String firstNonBlank(String preferred, String fallback, String defaultValue) {
        if (preferred != null && !preferred.isBlank()) {
            return preferred;
        }
        return fallback != null && !fallback.isBlank() ? fallback : defaultValue;
    }

    /** The URL may hold a password; keep only the part before the query for messages. */
    static String redact(String jdbcUrl) {
        int query = jdbcUrl.indexOf('?');
        return query < 0 ? jdbcUrl : jdbcUrl.substring(0, query) + "?...";
    }

    @Override public String host() { return host; }
    @Override public int port() { return port; }
    @Override public String user() { return user; }
    @Override public String password() { return password; }
    @Override public String adminDatabase() { return adminDatabase; }

    @Override
    public Properties connectionSettings() {
        Properties copy = new Properties();
        copy.putAll(connectionSettings);
        return copy;
    }

    @Override
    public String describe() {
        return "external server " + host + ":" + port + " (user " + user + ", admin database " + adminDatabase + ")";
    }

    @Override
    public void stop() {
        // Not ours to stop.
    }
}
