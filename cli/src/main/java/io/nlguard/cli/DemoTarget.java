package io.nlguard.cli;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/** The PostgreSQL a command runs against: an embedded server it starts itself, or an existing one. */
public abstract class DemoTarget implements AutoCloseable {

    static final String PG_PREFIX = "jdbc:postgresql:";
    static final String NLGUARD_PREFIX = "jdbc:nlguard:";

    /** The plain pgjdbc URL, e.g. {@code jdbc:postgresql://localhost:5432/postgres}. */
    public abstract String pgUrl();

    /** The same URL for display: no port of a throwaway server, no password. */
    public abstract String displayUrl(String url);

    /** "embedded PostgreSQL" or "PostgreSQL". */
    public abstract String kind();

    /** user / password for the connection, if any. */
    public abstract Properties credentials();

    /** A connection straight through pgjdbc (not through the guard), for setting up the schema. */
    public Connection openDirect() throws SQLException {
        // pgjdbc is not announced to DriverManager inside the shaded jar, so use its class directly.
        Connection c = new org.postgresql.Driver().connect(pgUrl(), credentials());
        if (c == null) {
            throw new SQLException("not a PostgreSQL JDBC URL: " + pgUrl(), "08001");
        }
        return c;
    }

    @Override
    public abstract void close() throws IOException;

    /** Appends a query parameter to a JDBC URL. */
    static String withParam(String url, String key, String value) {
        return url + (url.contains("?") ? "&" : "?") + key + "=" + value;
    }

    public static DemoTarget embedded() throws IOException {
        return new Embedded(EmbeddedPostgres.builder()
                .setPGStartupWait(Duration.ofSeconds(60))
                .start());
    }

    public static DemoTarget existing(String url, String user, String password) {
        return new Existing(url, user, password);
    }

    private static final class Embedded extends DemoTarget {
        private final EmbeddedPostgres pg;

        Embedded(EmbeddedPostgres pg) {
            this.pg = pg;
        }

        @Override
        public String pgUrl() {
            return pg.getJdbcUrl("postgres", "postgres");
        }

        @Override
        public String displayUrl(String url) {
            return url.replace(":" + pg.getPort() + "/", ":<port>/");
        }

        @Override
        public String kind() {
            return "embedded PostgreSQL";
        }

        @Override
        public Properties credentials() {
            return new Properties();
        }

        @Override
        public void close() throws IOException {
            pg.close();
        }
    }

    private static final class Existing extends DemoTarget {
        private final String url;
        private final String user;
        private final String password;

        Existing(String url, String user, String password) {
            String u = url.strip();
            if (u.startsWith(NLGUARD_PREFIX)) {
                u = "jdbc:" + u.substring(NLGUARD_PREFIX.length());
            }
            if (!u.startsWith(PG_PREFIX)) {
                throw new IllegalArgumentException(
                        "not a PostgreSQL URL (expected jdbc:postgresql://host:port/db): " + url);
            }
            this.url = u;
            this.user = user;
            this.password = password;
        }

        @Override
        public String pgUrl() {
            return url;
        }

        @Override
        public String displayUrl(String s) {
            return s.replaceAll("(?i)(password=)[^&]*", "$1***");
        }

        @Override
        public String kind() {
            return "PostgreSQL";
        }

        @Override
        public Properties credentials() {
            return CredentialOptions.properties(user, password);
        }

        @Override
        public void close() {
            // not ours to stop
        }
    }
}
