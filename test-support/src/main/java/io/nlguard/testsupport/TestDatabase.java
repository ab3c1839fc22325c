package io.nlguard.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Properties;

/**
 * One database on the test PostgreSQL server, plus everything needed to connect to it.
 *
 * <p>Obtain one with {@link RealPostgres} (parameter injection) or
 * {@link PostgresServer#createDatabase(String)}. Credentials are kept out of the URLs on purpose:
 * tests pass {@link #properties()} (or {@link #user()}/{@link #password()}) next to the URL, so the
 * URLs are safe to log and to put in assertion messages.
 */
public final class TestDatabase {

    private final String host;
    private final int port;
    private final String name;
    private final String user;
    private final String password;
    /** Extra pgjdbc settings the server needs (e.g. sslmode from NLGUARD_TEST_JDBC_URL); usually empty. */
    private final Properties connectionSettings;

    TestDatabase(String host, int port, String name, String user, String password, Properties connectionSettings) {
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
        this.name = Objects.requireNonNull(name, "name");
        this.user = Objects.requireNonNull(user, "user");
        this.password = Objects.requireNonNull(password, "password");
        this.connectionSettings = copyOf(connectionSettings);
    }

    /** Plain pgjdbc URL, {@code jdbc:postgresql://host:port/name}, without credentials. */
    public String jdbcUrl() {
        return "jdbc:postgresql://" + hostForUrl() + ":" + port + "/" + name;
    }

    /** The same URL for the nlguard driver: {@code jdbc:nlguard:postgresql://host:port/name}. */
    public String nlguardUrl() {
        return "jdbc:nlguard:" + jdbcUrl().substring("jdbc:".length());
    }

    public String user() {
        return user;
    }

    public String password() {
        return password;
    }

    /** A fresh copy each call (callers may modify it), holding user, password and any extra settings. */
    public Properties properties() {
        Properties props = copyOf(connectionSettings);
        props.setProperty("user", user);
        props.setProperty("password", password);
        return props;
    }

    /** A raw pgjdbc connection (not through nlguard). The caller closes it. */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(jdbcUrl(), properties());
    }

    /**
     * A connection through {@code jdbc:nlguard:} (the nlguard driver must be on the classpath), with
     * {@code settings} given as name, value pairs ({@code "nlguard.mode", "annotate"}). The caller closes it.
     */
    public Connection connectGuarded(String... settings) throws SQLException {
        if (settings.length % 2 != 0) {
            throw new IllegalArgumentException("settings come in name, value pairs");
        }
        Properties props = properties();
        for (int i = 0; i < settings.length; i += 2) {
            props.setProperty(settings[i], settings[i + 1]);
        }
        return DriverManager.getConnection(nlguardUrl(), props);
    }

    /** The database name, e.g. {@code nlg_mytest_3}. */
    public String name() {
        return name;
    }

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    /** Deliberately without the password. */
    @Override
    public String toString() {
        return "TestDatabase[" + jdbcUrl() + ", user=" + user + "]";
    }

    /** IPv6 literals need brackets inside a URL. */
    private String hostForUrl() {
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }

    private static Properties copyOf(Properties source) {
        Properties copy = new Properties();
        if (source != null) {
            source.stringPropertyNames().forEach(key -> copy.setProperty(key, source.getProperty(key)));
        }
        return copy;
    }
}
