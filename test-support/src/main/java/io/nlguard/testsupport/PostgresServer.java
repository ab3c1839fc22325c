package io.nlguard.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one PostgreSQL server of this JVM, started on first use and stopped at JVM exit.
 * {@link RealPostgres} tests use it through {@link PostgresExtension}; other code (benchmarks,
 * tools) can call it directly:
 *
 * <pre>{@code
 * TestDatabase db = PostgresServer.shared().createDatabase("bench_orders");
 * try (Connection c = db.connect()) { ... }
 * finally { PostgresServer.shared().dropDatabase(db); }
 * }</pre>
 *
 * <p>Which server that is (external, Testcontainers, embedded) is decided by {@link BackendChooser}.
 * Requires PostgreSQL 13+ on the server side ({@code DROP DATABASE ... WITH (FORCE)}).
 */
public final class PostgresServer {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresServer.class);

    /** SQLSTATE duplicate_database: another JVM on a shared external server took the name first. */
    private static final String DUPLICATE_DATABASE = "42P04";
    private static final int MAX_NAME_ATTEMPTS = 20;

    private static PostgresServer shared;
    /** Remembered so that after one failed start every later test fails at once with the same cause. */
    private static RuntimeException startFailure;

    private final RunningServer server;
    private final TestDatabase adminDatabase;

    private PostgresServer(RunningServer server) {
        this.server = server;
        this.adminDatabase = databaseNamed(server.adminDatabase());
    }

    /** The JVM-wide server; the first call starts it (seconds), later calls return at once. */
    public static synchronized PostgresServer shared() {
        if (shared != null) {
            return shared;
        }
        if (startFailure != null) {
            throw new IllegalStateException("The test PostgreSQL server failed to start earlier", startFailure);
        }
        long started = System.nanoTime();
        try {
            RunningServer server = BackendChooser.startServer(System.getenv());
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stopQuietly(server), "nlguard-test-postgres-stop"));
            shared = new PostgresServer(server);
        } catch (RuntimeException e) {
            startFailure = e;
            throw e;
        }
        LOG.info("PostgreSQL ready in {} ms: {}", (System.nanoTime() - started) / 1_000_000, shared.server.describe());
        return shared;
    }

    /**
     * Creates a database with exactly this name (lower case letters, digits, underscores) and
     * fails if it already exists. The caller should drop it; on an external server it outlives the JVM.
     */
    public TestDatabase createDatabase(String name) {
        DatabaseNames.requireValid(name);
        try {
            return create(name);
        } catch (SQLException e) {
            throw new IllegalStateException("CREATE DATABASE " + name + " failed on " + server.describe(), e);
        }
    }

    /**
     * Creates a database named {@code nlg_<hint>_<n>}, picking another n if the name is taken
     * (an external server may be shared with other JVMs or hold leftovers of a killed run).
     */
    public TestDatabase createUniqueDatabase(String hint) {
        SQLException last = null;
        for (int attempt = 0; attempt < MAX_NAME_ATTEMPTS; attempt++) {
            String name = DatabaseNames.unique(hint);
            try {
                return create(name);
            } catch (SQLException e) {
                if (!DUPLICATE_DATABASE.equals(e.getSQLState())) {
                    throw new IllegalStateException("CREATE DATABASE " + name + " failed on " + server.describe(), e);
                }
                last = e;
            }
        }
        throw new IllegalStateException("No free database name for '" + hint + "' after " + MAX_NAME_ATTEMPTS + " tries", last);
    }

    /** Drops the database even if connections are still open (they are terminated). No-op if it is gone. */
    public void dropDatabase(String name) {
        DatabaseNames.requireValid(name);
        long started = System.nanoTime();
        executeAsAdmin("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        LOG.debug("Dropped database {} in {} ms", name, (System.nanoTime() - started) / 1_000_000);
    }

    public void dropDatabase(TestDatabase database) {
        dropDatabase(database.name());
    }

    public String host() {
        return server.host();
    }

    public int port() {
        return server.port();
    }

    /** Which backend is running and where, for logs and reports; no password. */
    public String describe() {
        return server.describe();
    }

    /** For the fixture's own tests, which check backend-specific facts such as the server version. */
    RunningServer runningServer() {
        return server;
    }

    private TestDatabase create(String name) throws SQLException {
        long started = System.nanoTime();
        // Names are validated to [a-z0-9_], so no quoting is needed.
        try (Connection admin = adminDatabase.connect(); Statement statement = admin.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        }
        LOG.debug("Created database {} in {} ms", name, (System.nanoTime() - started) / 1_000_000);
        return databaseNamed(name);
    }

    private void executeAsAdmin(String sql) {
        try (Connection admin = adminDatabase.connect(); Statement statement = admin.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + " failed on " + server.describe(), e);
        }
    }

    private TestDatabase databaseNamed(String name) {
        return new TestDatabase(server.host(), server.port(), name, server.user(), server.password(),
                server.connectionSettings());
    }

    private static void stopQuietly(RunningServer server) {
        try {
            server.stop();
        } catch (RuntimeException e) {
            // The JVM is exiting; a failed stop must not hide the test results.
            LOG.warn("Stopping {} failed", server.describe(), e);
        }
    }
}
