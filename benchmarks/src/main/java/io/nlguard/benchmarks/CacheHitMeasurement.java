package io.nlguard.benchmarks;

import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.GuardEngine;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;
import org.postgresql.PGConnection;

import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

import io.nlguard.benchmarks.InterleavedComparison.Execution;

/**
 * What a verdict-cache hit costs the client end to end, against raw pgjdbc in the same JVM:
 * {@code Statement.executeQuery} of a repeated text (a new {@code String} each time, as an application
 * building SQL passes it; statement created and closed per execution) through {@code jdbc:nlguard:}, and
 * the same through the very pgjdbc connection inside it, so only nlguard's code differs. The server's
 * round trip is common to both and spends no client CPU: the figure is the client thread's CPU time and the
 * bytes it allocates per execution, over blocks interleaved round by round, as the median of the rounds'
 * differences with its confidence interval; the raw side timed a second time, as a control, shows the
 * noise ({@link InterleavedComparison}). The same for a prepared statement executed, and one prepared, executed and
 * closed each time (paths that must not regress). Then {@code GuardEngine.inspect} alone on a hit.
 *
 * <p>With {@code h2} the target is H2 in memory in this JVM instead of PostgreSQL: the same wrappers and guard,
 * no network, no socket wait to cool the caches between executions; the difference is the whole client path
 * of nlguard with much less noise (H2's own work is common to both sides, as PostgreSQL's client work is).
 * The targets run in separate JVMs so that neither's classes shape the other's compiled call sites.
 * {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.CacheHitMeasurement [rounds] [postgres|h2]}
 */
public final class CacheHitMeasurement {

    private static final String SQL = "select name from items where id = 42";
    private static final String PREPARED_SQL = "select name from items where id = ?";
    private static final int POSTGRES_BLOCK = 500;
    private static final int H2_BLOCK = 2_000;
    private static final int LOOKUPS = 200_000;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CacheHitMeasurement() {
    }

    public static void main(String[] args) throws SQLException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 120;
        boolean h2 = args.length > 1 && args[1].equals("h2");
        if (h2) {
            onH2(new InterleavedComparison(rounds, H2_BLOCK));
        } else {
            onPostgres(new InterleavedComparison(rounds, POSTGRES_BLOCK));
        }
        lookupAlone(rounds);
    }

    private static void onPostgres(InterleavedComparison comparison) throws SQLException {
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("cache_hit");
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            createItems(s);
        }
        try (Connection guarded = DriverManager.getConnection(db.nlguardUrl(), db.properties())) {
            compareWorkloads(comparison, "PostgreSQL", guarded, (Connection) guarded.unwrap(PGConnection.class));
        }
        PostgresServer.shared().dropDatabase(db);
    }

    private static void onH2(InterleavedComparison comparison) throws SQLException {
        String url = "jdbc:h2:mem:cache_hit;DB_CLOSE_DELAY=-1";
        Properties login = new Properties();
        login.setProperty("user", "sa");
        login.setProperty("password", "");
        try (Connection setup = DriverManager.getConnection(url, login)) {
            try (Statement s = setup.createStatement()) {
                createItems(s);
            }
            try (Connection guarded = DriverManager.getConnection(url.replace("jdbc:", "jdbc:nlguard:"), login)) {
                compareWorkloads(comparison, "H2 in memory", guarded, guarded.unwrap(org.h2.jdbc.JdbcConnection.class));
            }
        }
    }

    private static void createItems(Statement s) throws SQLException {
        s.execute("create table items(id int primary key, name varchar(40) not null)");
        for (int i = 1; i <= 1000; i++) {
            s.execute("insert into items values (" + i + ", 'item " + i + "')");
        }
    }

    /**
     * The control is the raw connection again, timed as a side of its own: a second connection would differ
     * from the first by more than nlguard does (its server process, scheduled on either of two cores, changes
     * the kernel time the client spends waiting), and the guarded side shares the raw one's socket.
     */
    private static void compareWorkloads(InterleavedComparison comparison, String target, Connection guarded,
                                         Connection raw) throws SQLException {
        comparison.compare(target + ": Statement.executeQuery of a repeated text (verdict-cache hits)",
                adHoc(guarded), adHoc(raw), adHoc(raw));
        // the paths that must not regress: a prepared statement executed, and prepared anew each time
        comparison.compare(target + ": PreparedStatement prepared once, executed",
                prepared(guarded), prepared(raw), prepared(raw));
        comparison.compare(target + ": PreparedStatement prepared, executed, closed each time",
                preparedEachTime(guarded), preparedEachTime(raw), preparedEachTime(raw));
    }

    private static Execution adHoc(Connection connection) {
        char[] text = SQL.toCharArray();
        return () -> {
            try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(new String(text))) {
                rs.next();
                return rs.getString(1).length();
            }
        };
    }

    private static Execution prepared(Connection connection) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(PREPARED_SQL);
        return () -> {
            statement.setInt(1, 42);
            try (ResultSet rs = statement.executeQuery()) {
                rs.next();
                return rs.getString(1).length();
            }
        };
    }

    private static Execution preparedEachTime(Connection connection) {
        char[] text = PREPARED_SQL.toCharArray();
        return () -> {
            try (PreparedStatement p = connection.prepareStatement(new String(text))) {
                p.setInt(1, 42);
                try (ResultSet rs = p.executeQuery()) {
                    rs.next();
                    return rs.getString(1).length();
                }
            }
        };
    }

    /** {@code GuardEngine.inspect} on a hit, in process: hashing a fresh copy of the text, the lookup, metrics. */
    private static void lookupAlone(int rounds) {
        GoldWorkload.Statement statement = GoldWorkload.load().statements().get(0);
        GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT);
        GuardContext context = new GuardContext(EntryPoint.EXECUTE, statement::catalog);
        char[] text = statement.sql().toCharArray();
        engine.inspect(new String(text), context);
        double[] nanos = new double[rounds];
        int blocked = 0;
        for (int r = -5; r < rounds; r++) {
            long cpu0 = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < LOOKUPS; i++) {
                blocked += engine.inspect(new String(text), context).blocked() ? 1 : 0;
            }
            if (r >= 0) {
                nanos[r] = (double) (THREADS.getCurrentThreadCpuTime() - cpu0) / LOOKUPS;
            }
        }
        System.out.printf("GuardEngine.inspect on a verdict-cache hit alone (fresh copy of a %d-character gold text): "
                + "%.0f ns CPU (median of %d rounds of %d)%s%n", text.length, InterleavedComparison.median(nanos),
                rounds, LOOKUPS, blocked > 0 ? " [blocked]" : "");
    }
}
