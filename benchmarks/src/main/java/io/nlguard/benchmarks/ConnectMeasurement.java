package io.nlguard.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.driver.config.GuardConfig;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.StatementGuard;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;

/**
 * Connecting through {@code jdbc:nlguard:} beside raw pgjdbc, side by side in one run, the goals of the
 * connect path: the first {@code getConnection} for a URL (its catalog snapshot is not cached), one for a
 * URL seen before, cold start in fresh JVMs, and the heap after connect and first query per catalog size.
 * <pre>
 * mvn -B -q -o package -pl driver-jar,benchmarks -am -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.ConnectMeasurement \
 *      [--rounds 30] [--cold-runs 7] [--heap-runs 3] [--sizes 4,200,2000] \
 *      [--driver-jar driver-jar/target/nlguard-driver.jar] [--pgjdbc PATH] [--cds]
 * </pre>
 * In this JVM (both drivers warm, interleaved rounds, the order alternating, one workload after the other,
 * 30 ms between connections so that background work of one does not land in the next): "first for a URL" connects
 * to a URL no connection used before (a distinct {@code ApplicationName} parameter, which misses the
 * JVM-wide snapshot cache) and times {@code getConnection}, then the first query on it (which on the guarded
 * side waits for the snapshot read in the background); "seen before" times {@code getConnection} to one
 * URL. Cold start: child JVMs with pgjdbc alone or the driver jar alone ({@link FirstQueryProbe}), and with
 * {@code --cds} again with each side's own application class-data archive (the JVM flag a deployment sets),
 * alternating. Heap: the child JVMs again, the heap in use after full GCs once connected and the first
 * query's rows are read, on catalogs of 4 tables (the cold start's schema), and 200 and 2,000 tables of
 * {@link LargeSchema}; the guarded child lets the first query wait up to 60 s for the snapshot so that it
 * is counted.
 */
public final class ConnectMeasurement {

    private static final double MB = 1024.0 * 1024.0;

    private ConnectMeasurement() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = 30;
        int coldRuns = 7;
        int heapRuns = 3;
        int[] sizes = {4, 200, 2000};
        Path driverJar = Path.of("driver-jar/target/nlguard-driver.jar");
        Path pgjdbc = FirstConnectionMeasurement.localPgjdbc();
        boolean cds = false;
        for (int i = 0; i < args.length; i += 2) {
            if (args[i].equals("--cds")) {
                cds = true;
                i--;
                continue;
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[i + 1]);
                case "--cold-runs" -> coldRuns = Integer.parseInt(args[i + 1]);
                case "--heap-runs" -> heapRuns = Integer.parseInt(args[i + 1]);
                case "--sizes" -> sizes = Arrays.stream(args[i + 1].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--driver-jar" -> driverJar = Path.of(args[i + 1]);
                case "--pgjdbc" -> pgjdbc = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        FirstConnectionMeasurement.requireJars(driverJar, pgjdbc);
        List<TestDatabase> created = new ArrayList<>();
        try {
            TestDatabase small = PostgresServer.shared().createUniqueDatabase("connect_small");
            created.add(small);
            FirstConnectionMeasurement.createSchema(small);
            System.out.printf(Locale.ROOT, "PostgreSQL: %s; %d cores%n", PostgresServer.shared(),
                    Runtime.getRuntime().availableProcessors());

            inProcess(small, rounds);
            Path probeJar = FirstConnectionMeasurement.probeJar();
            var plainCold = new FirstConnectionMeasurement.Child("pgjdbc alone", pgjdbc, small.jdbcUrl(), probeJar, small);
            var guardedCold = new FirstConnectionMeasurement.Child("nlguard driver jar", driverJar, small.nlguardUrl(),
                    probeJar, small);
            coldStart("", plainCold, guardedCold, coldRuns);
            if (cds) {
                coldStart(" with an application class-data archive each (AppCDS)",
                        withClassDataArchive(plainCold), withClassDataArchive(guardedCold), coldRuns);
            }
            System.out.println();
            System.out.println("heap after connect + first query (child JVMs, MB in use after full GCs, median of "
                    + heapRuns + "):");
            System.out.println("| catalog | pgjdbc | nlguard | difference |");
            System.out.println("|---|---|---|---|");
            for (int size : sizes) {
                TestDatabase db = size == 4 ? small : largeDatabase(size, created);
                String query = size == 4 ? FirstConnectionMeasurement.QUERY : LARGE_QUERY;
                var plain = new FirstConnectionMeasurement.Child("pgjdbc alone", pgjdbc, db.jdbcUrl(), probeJar, db, query);
                var guarded = new FirstConnectionMeasurement.Child("nlguard driver jar", driverJar,
                        db.nlguardUrl() + "?nlguard.catalog.wait=60s", probeJar, db, query);
                long[] p = new long[heapRuns];
                long[] g = new long[heapRuns];
                for (int i = 0; i < heapRuns; i++) {
                    p[i] = plain.heap();
                    g[i] = guarded.heap();
                }
                double pm = median(p) / MB;
                double gm = median(g) / MB;
                System.out.printf(Locale.ROOT, "| %,d tables | %.1f | %.1f | %+.1f |%n", size, pm, gm, gm - pm);
            }
            System.out.printf(Locale.ROOT, "load average when done: %.1f%n",
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        } finally {
            for (TestDatabase db : created) {
                PostgresServer.shared().dropDatabase(db);
            }
        }
    }

    private static final String LARGE_QUERY = "SELECT b.code, count(*) AS n FROM t0001 b JOIN t0000 a ON a.id = b.parent_id"
            + " WHERE a.active GROUP BY b.code ORDER BY n DESC LIMIT 5";

    private static TestDatabase largeDatabase(int tables, List<TestDatabase> created) throws SQLException {
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("connect_" + tables);
        created.add(db);
        try (Connection c = db.connect()) {
            LargeSchema.create(c, tables);
        }
        return db;
    }

    /** First connection for a URL and a URL seen before, both drivers warm in this JVM. */
    private static void inProcess(TestDatabase db, int rounds) throws SQLException {
        Side raw = new Side("pgjdbc", db.jdbcUrl(), db);
        Side guarded = new Side("nlguard", db.nlguardUrl(), db);
        for (int i = 0; i < 5; i++) { // warm both: classes, JIT, the engine and the model
            raw.first(-1 - i);
            guarded.first(-1 - i);
            raw.seenBefore();
            guarded.seenBefore();
        }
        raw.reset();
        guarded.reset();
        // one workload after the other, each in interleaved rounds with the order alternating; a pause after
        // each connection lets the guarded side's background work (the snapshot connection's close) end
        // before the next one is timed
        for (int i = 0; i < rounds; i++) {
            Side one = i % 2 == 0 ? raw : guarded;
            Side other = one == raw ? guarded : raw;
            one.first(i);
            settle();
            other.first(i);
            settle();
        }
        for (int i = 0; i < rounds; i++) {
            Side one = i % 2 == 0 ? raw : guarded;
            Side other = one == raw ? guarded : raw;
            one.seenBefore();
            settle();
            other.seenBefore();
            settle();
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "in one JVM, %d interleaved rounds (median ms; p90 in brackets):%n", rounds);
        System.out.println("| workload | pgjdbc | nlguard | ratio |");
        System.out.println("|---|---|---|---|");
        row("getConnection, first for a URL (4-table catalog)", raw.firstConnect, guarded.firstConnect);
        row("then its first query", raw.firstQuery, guarded.firstQuery);
        row("getConnection + first query, first for a URL", raw.firstBoth, guarded.firstBoth);
        row("getConnection, URL seen before", raw.seen, guarded.seen);
        snapshotParts(db, rounds);
    }

    /**
     * Where the guarded first query's wait goes: the snapshot thread opens a connection (pgjdbc alone) and
     * reads the snapshot on it; then the statement's analysis, which against a new snapshot also builds what
     * the guard derives once per snapshot.
     */
    private static void snapshotParts(TestDatabase db, int rounds) throws SQLException {
        rounds = Math.min(rounds, 30);
        CatalogLoader loader = new CatalogLoader();
        List<Double> open = new ArrayList<>();
        List<Double> onNew = new ArrayList<>();
        List<Double> onWarm = new ArrayList<>();
        List<Double> analysisNew = new ArrayList<>();
        List<Double> analysisKnown = new ArrayList<>();
        StatementGuard engine = GuardConfig.from(Map.of()).engine();
        try (Connection warm = db.connect()) {
            for (int i = 0; i < rounds; i++) {
                long started = System.nanoTime();
                try (Connection c = DriverManager.getConnection(db.jdbcUrl() + "?ApplicationName=snapshot-" + i,
                        db.properties())) {
                    long opened = System.nanoTime();
                    loader.load(c);
                    onNew.add((System.nanoTime() - opened) / 1e6);
                    open.add((opened - started) / 1e6);
                }
                settle();
                started = System.nanoTime();
                Catalog snapshot = loader.load(warm);
                onWarm.add((System.nanoTime() - started) / 1e6);
                // the first statement against a new snapshot, then the same statement text changed a little
                // (no verdict-cache hit) against the same snapshot
                GuardContext context = new GuardContext(EntryPoint.EXECUTE, () -> snapshot);
                started = System.nanoTime();
                engine.inspect(FirstConnectionMeasurement.QUERY, context);
                analysisNew.add((System.nanoTime() - started) / 1e6);
                started = System.nanoTime();
                engine.inspect(FirstConnectionMeasurement.QUERY.replace("LIMIT 5", "LIMIT " + (6 + i)), context);
                analysisKnown.add((System.nanoTime() - started) / 1e6);
                settle();
            }
        }
        System.out.printf(Locale.ROOT, "the snapshot thread's parts, median ms: open a connection %.2f, read the"
                        + " snapshot on it %.2f (on a connection that read it before: %.2f)%n",
                Percentiles.median(open), Percentiles.median(onNew), Percentiles.median(onWarm));
        System.out.printf(Locale.ROOT, "the first query's analysis, median ms: against a new snapshot %.2f, against"
                + " a snapshot seen before %.2f%n", Percentiles.median(analysisNew), Percentiles.median(analysisKnown));
    }

    private static void settle() {
        try {
            Thread.sleep(30);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void row(String workload, List<Double> raw, List<Double> guarded) {
        double r = Percentiles.median(raw);
        double g = Percentiles.median(guarded);
        System.out.printf(Locale.ROOT, "| %s | %.2f (%.2f) | %.2f (%.2f) | %.2f |%n", workload, r,
                Percentiles.p90(raw), g, Percentiles.p90(guarded), g / r);
    }

    /**
     * The child with a class-data archive of its own (Java's AppCDS, the JVM flag an application sets): one run
     * writes the classes it loaded to the archive at exit, the returned child maps them from it, parsed and verified.
     */
    private static FirstConnectionMeasurement.Child withClassDataArchive(FirstConnectionMeasurement.Child child)
            throws Exception {
        Path archive = Files.createTempFile("cold-start", ".jsa");
        Files.delete(archive);
        archive.toFile().deleteOnExit();
        child.with(List.of("-XX:ArchiveClassesAtExit=" + archive)).run();
        if (!Files.isRegularFile(archive)) {
            throw new IllegalStateException(child.name() + " wrote no class-data archive");
        }
        return child.with(List.of("-XX:SharedArchiveFile=" + archive));
    }

    /** Cold start: fresh JVMs, pgjdbc alone and the driver jar alone, alternating after one warm-up pair. */
    private static void coldStart(String how, FirstConnectionMeasurement.Child plain,
                                  FirstConnectionMeasurement.Child guarded, int runs) throws Exception {
        plain.run();
        guarded.run();
        List<FirstConnectionMeasurement.Timing> p = new ArrayList<>();
        List<FirstConnectionMeasurement.Timing> g = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            if (i % 2 == 0) {
                p.add(plain.run());
                g.add(guarded.run());
            } else {
                g.add(guarded.run());
                p.add(plain.run());
            }
        }
        var pm = FirstConnectionMeasurement.Timing.median(p);
        var gm = FirstConnectionMeasurement.Timing.median(g);
        System.out.println();
        System.out.printf(Locale.ROOT, "cold start%s, %d fresh JVMs each, alternating (median ms):%n", how, runs);
        System.out.println("| fresh JVM | pgjdbc | nlguard | ratio |");
        System.out.println("|---|---|---|---|");
        coldRow("first getConnection", pm.connect(), gm.connect());
        coldRow("first query", pm.query(), gm.query());
        coldRow("first getConnection + first query", pm.connect() + pm.query(), gm.connect() + gm.query());
        coldRow("JVM start to first rows (process)", pm.process(), gm.process());
        coldRow("process CPU, all threads", pm.cpu(), gm.cpu());
        coldRow("main thread CPU: first getConnection", pm.connectCpu(), gm.connectCpu());
        coldRow("main thread CPU: first query", pm.queryCpu(), gm.queryCpu());
        coldRow("main thread CPU: first getConnection + first query", pm.connectCpu() + pm.queryCpu(),
                gm.connectCpu() + gm.queryCpu());
    }

    private static void coldRow(String what, long raw, long guarded) {
        System.out.printf(Locale.ROOT, "| %s | %d | %d | %.2f |%n", what, raw, guarded, (double) guarded / raw);
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** One driver's connections and their timings, in milliseconds. */
    private static final class Side {
        private final String name;
        private final String url;
        private final TestDatabase db;
        private final List<Double> firstConnect = new ArrayList<>();
        private final List<Double> firstQuery = new ArrayList<>();
        private final List<Double> firstBoth = new ArrayList<>();
        private final List<Double> seen = new ArrayList<>();

        Side(String name, String url, TestDatabase db) {
            this.name = name;
            this.url = url;
            this.db = db;
        }

        void reset() {
            firstConnect.clear();
            firstQuery.clear();
            firstBoth.clear();
            seen.clear();
        }

        /** A URL no connection of this run used: the snapshot cache misses on it. */
        void first(int round) throws SQLException {
            String fresh = url + "?ApplicationName=" + name + "-first-" + round;
            long started = System.nanoTime();
            try (Connection c = DriverManager.getConnection(fresh, db.properties())) {
                long connected = System.nanoTime();
                query(c);
                long done = System.nanoTime();
                firstConnect.add((connected - started) / 1e6);
                firstQuery.add((done - connected) / 1e6);
                firstBoth.add((done - started) / 1e6);
            }
        }

        void seenBefore() throws SQLException {
            long started = System.nanoTime();
            try (Connection c = DriverManager.getConnection(url, db.properties())) {
                seen.add((System.nanoTime() - started) / 1e6);
                query(c); // not timed; as an application would
            }
        }

        private static void query(Connection c) throws SQLException {
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(FirstConnectionMeasurement.QUERY)) {
                while (r.next()) {
                    r.getString(1);
                }
            }
        }
    }
}
