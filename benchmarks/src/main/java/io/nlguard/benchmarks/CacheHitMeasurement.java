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
import java.util.Arrays;

/**
 * What a verdict-cache hit costs the client end to end, against raw pgjdbc in the same JVM:
 * {@code Statement.executeQuery} of a repeated text (a new {@code String} each time, as an application
 * building SQL passes it; statement created and closed per execution) through {@code jdbc:nlguard:}, and
 * the same through the very pgjdbc connection inside it, so only nlguard's code differs. The server's
 * round trip is common to both and spends no client CPU: the figure is the client thread's CPU time
 * ({@code ThreadMXBean}) and the bytes it allocates, per execution, over interleaved blocks in alternating
 * order, median of the blocks; a second plain pgjdbc connection timed beside them shows the noise floor. The same
 * for a prepared statement executed, and one prepared, executed and closed each time (paths that must not
 * regress). Then {@code GuardEngine.inspect} alone on a hit, the lookup the docs quoted.
 * {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.CacheHitMeasurement [rounds]}
 */
public final class CacheHitMeasurement {

    private static final String SQL = "select name from items where id = 42";
    private static final String PREPARED_SQL = "select name from items where id = ?";
    private static final int BLOCK = 2_000;
    private static final int WARMUP_BLOCKS = 15;
    private static final int LOOKUPS = 200_000;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private CacheHitMeasurement() {
    }

    public static void main(String[] args) throws SQLException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("cache_hit");
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table items(id int primary key, name text not null)");
            s.execute("insert into items select i, 'item ' || i from generate_series(1, 1000) i");
        }
        try (Connection guarded = DriverManager.getConnection(db.nlguardUrl(), db.properties());
             Connection control = DriverManager.getConnection(db.jdbcUrl(), db.properties())) {
            Connection raw = (Connection) guarded.unwrap(PGConnection.class);
            endToEnd("Statement.executeQuery of a repeated text (verdict-cache hits)", CacheHitMeasurement::adHoc,
                    guarded, raw, control, rounds);
            // the paths that must not regress: a prepared statement executed, and prepared anew each time
            endToEnd("PreparedStatement prepared once, executed", CacheHitMeasurement::prepared, guarded, raw, control, rounds);
            endToEnd("PreparedStatement prepared, executed, closed each time", CacheHitMeasurement::preparedEachTime,
                    guarded, raw, control, rounds);
        }
        lookupAlone(rounds);
        PostgresServer.shared().dropDatabase(db);
    }

    /** One execution on one connection; returns the length of the row's value read. */
    private interface Execution {
        int run() throws SQLException;
    }

    /** How a workload executes on a connection (preparing there what it prepares once). */
    private interface Workload {
        Execution on(Connection connection) throws SQLException;
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

    /** {@code control}: another plain pgjdbc connection, timed the same way, whose difference from raw is the noise. */
    private static void endToEnd(String label, Workload workload, Connection guardedConnection, Connection rawConnection,
                                 Connection controlConnection, int rounds) throws SQLException {
        Execution guarded = workload.on(guardedConnection);
        Execution raw = workload.on(rawConnection);
        Execution control = workload.on(controlConnection);
        for (int i = 0; i < WARMUP_BLOCKS; i++) {
            block(raw);
            block(guarded);
            block(control);
        }
        double[] noise = new double[rounds];
        double[][] rawCost = new double[3][rounds];
        double[][] guardedCost = new double[3][rounds];
        double[] cpuDifference = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            boolean rawFirst = r % 2 == 0;
            double[] first = block(rawFirst ? raw : guarded);
            double[] second = block(rawFirst ? guarded : raw);
            double[] rawBlock = rawFirst ? first : second;
            double[] guardedBlock = rawFirst ? second : first;
            for (int k = 0; k < 3; k++) {
                rawCost[k][r] = rawBlock[k];
                guardedCost[k][r] = guardedBlock[k];
            }
            cpuDifference[r] = guardedBlock[0] - rawBlock[0];
            noise[r] = block(control)[0] - rawBlock[0];
        }
        System.out.printf("%s, %d rounds of %d executions each way, per execution (median of blocks)%n", label,
                rounds, BLOCK);
        System.out.printf("%-22s %14s %12s %14s%n", "", "client CPU µs", "wall µs", "allocated B");
        print("raw pgjdbc", rawCost);
        print("jdbc:nlguard:", guardedCost);
        System.out.printf("nlguard over raw: client CPU %+.2f µs (median of the rounds' differences), wall ratio %.3f, "
                        + "%+.0f bytes%n", median(cpuDifference), median(guardedCost[1]) / median(rawCost[1]),
                median(guardedCost[2]) - median(rawCost[2]));
        double[] sorted = cpuDifference.clone();
        Arrays.sort(sorted);
        System.out.printf("  the rounds' differences: quartiles %+.2f, %+.2f µs; control (a second raw connection) over raw: "
                + "%+.2f µs, the noise of this figure%n", sorted[rounds / 4], sorted[3 * rounds / 4], median(noise));
    }

    /** CPU ns, wall ns and allocated bytes per execution over one block. */
    private static double[] block(Execution execution) throws SQLException {
        long thread = Thread.currentThread().getId();
        long bytes0 = THREADS.getThreadAllocatedBytes(thread);
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        int length = 0;
        for (int i = 0; i < BLOCK; i++) {
            length += execution.run();
        }
        long wall = System.nanoTime() - wall0;
        long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
        long bytes = THREADS.getThreadAllocatedBytes(thread) - bytes0;
        if (length == 0) {
            throw new IllegalStateException("no rows");
        }
        return new double[]{cpu / 1e3 / BLOCK, wall / 1e3 / BLOCK, (double) bytes / BLOCK};
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
                + "%.0f ns CPU (median of %d rounds of %d)%s%n", text.length, median(nanos), rounds, LOOKUPS,
                blocked > 0 ? " [blocked]" : "");
    }

    private static void print(String label, double[][] cost) {
        System.out.printf("%-22s %14.2f %12.2f %14.0f%n", label, median(cost[0]), median(cost[1]), median(cost[2]));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
