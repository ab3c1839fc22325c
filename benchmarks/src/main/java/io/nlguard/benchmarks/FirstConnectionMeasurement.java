package io.nlguard.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.ToLongFunction;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;

/**
 * The first connection in a fresh JVM: JVM start until the first {@code executeQuery}'s rows are read, with
 * pgjdbc alone on the class path against {@code jdbc:nlguard:postgresql:} with the driver jar alone, in
 * alternating runs (one pair first to warm the file cache, not counted):
 * <pre>
 * mvn -B -q -DskipTests package
 * java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.FirstConnectionMeasurement \
 *      [--runs 7] [--driver-jar driver-jar/target/nlguard-driver.jar] [--pgjdbc PATH]
 * </pre>
 * {@code --pgjdbc} defaults to the pgjdbc jar of the local Maven repository. Each run is
 * {@link FirstQueryProbe}, whose class file is copied out of this jar so that the child's class path holds
 * nothing else.
 */
public final class FirstConnectionMeasurement {

    /** Four tables with keys between them, and a join over three: a statement the guard parses, resolves and scores. */
    static final String[] SCHEMA = {
            "CREATE TABLE branches (branch_id int PRIMARY KEY, city text NOT NULL, opened date)",
            "CREATE TABLE members (member_id int PRIMARY KEY, name text NOT NULL, home_branch int REFERENCES branches,"
                    + " joined date)",
            "CREATE TABLE books (book_id int PRIMARY KEY, title text NOT NULL, author text)",
            "CREATE TABLE loans (loan_id int PRIMARY KEY, book_id int REFERENCES books, member_id int REFERENCES members,"
                    + " loaned date, returned date)",
            "INSERT INTO branches VALUES (1, 'Oslo', '2001-01-01'), (2, 'Rome', '2005-05-05')",
            "INSERT INTO members SELECT g, 'member ' || g, 1 + g % 2, DATE '2020-01-01' + g FROM generate_series(1, 50) g",
            "INSERT INTO books SELECT g, 'book ' || g, 'author ' || g % 7 FROM generate_series(1, 40) g",
            "INSERT INTO loans SELECT g, 1 + g % 40, 1 + g % 50, DATE '2024-01-01' + g, NULL FROM generate_series(1, 200) g"};
    static final String QUERY = "SELECT m.name, count(*) AS loans FROM members m JOIN loans l ON l.member_id = m.member_id"
            + " JOIN branches b ON b.branch_id = m.home_branch WHERE b.city = 'Oslo' GROUP BY m.name ORDER BY loans DESC LIMIT 5";

    private FirstConnectionMeasurement() {
    }

    public static void main(String[] args) throws Exception {
        int runs = 7;
        Path driverJar = Path.of("driver-jar/target/nlguard-driver.jar");
        Path pgjdbc = localPgjdbc();
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[i + 1]);
                case "--driver-jar" -> driverJar = Path.of(args[i + 1]);
                case "--pgjdbc" -> pgjdbc = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        requireJars(driverJar, pgjdbc);
        Path probeJar = probeJar();
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("first_connection");
        try {
            createSchema(db);
            String plainUrl = db.jdbcUrl();
            String guardedUrl = db.nlguardUrl();
            Child plain = new Child("pgjdbc alone", pgjdbc, plainUrl, probeJar, db);
            Child guarded = new Child("nlguard driver jar", driverJar, guardedUrl, probeJar, db);
            System.out.printf(Locale.ROOT, "driver jar %s (%.1f MB), pgjdbc %s; %d alternating runs each after one warm-up pair%n",
                    driverJar, Files.size(driverJar) / 1e6, pgjdbc.getFileName(), runs);
            plain.run();
            guarded.run();
            List<Timing> plainRuns = new ArrayList<>();
            List<Timing> guardedRuns = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                plainRuns.add(plain.run());
                guardedRuns.add(guarded.run());
                System.out.printf(Locale.ROOT, "run %d: pgjdbc %s | nlguard %s%n", i + 1, plainRuns.get(i), guardedRuns.get(i));
            }
            Timing p = Timing.median(plainRuns);
            Timing g = Timing.median(guardedRuns);
            System.out.printf(Locale.ROOT, "median pgjdbc alone:   %s%n", p);
            System.out.printf(Locale.ROOT, "median nlguard driver: %s%n", g);
            System.out.printf(Locale.ROOT, "difference of the medians: JVM start to first rows %+d ms"
                            + " (getConnection %+d ms, query %+d ms), cpu %+d ms%n",
                    g.process() - p.process(), g.connect() - p.connect(), g.query() - p.query(), g.cpu() - p.cpu());
            System.out.printf(Locale.ROOT, "load average when done: %.1f on %d cores%n",
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors());
        } finally {
            PostgresServer.shared().dropDatabase(db);
        }
    }

    /**
     * One run, in milliseconds: the process from start to exit as the parent saw it (the probe exits as
     * soon as it has the first rows); inside it, {@code getConnection} and the query with its rows; and
     * the CPU time the process had used (on a busy machine the fairer figure, as the wall times include
     * waiting for a core).
     */
    record Timing(long process, long connect, long query, long cpu, long connectCpu, long queryCpu) {

        Timing(long process, long connect, long query, long cpu) {
            this(process, connect, query, cpu, -1, -1);
        }

        /** From a {@link Child}'s output. */
        static Timing of(String output, String name) {
            long wall = Long.parseLong(output.lines().findFirst().orElseThrow().substring(5));
            String line = output.lines().filter(l -> l.startsWith("probe ")).findFirst()
                    .orElseThrow(() -> new IllegalStateException(name + " printed no timing: " + output));
            String[] f = line.split(" ");
            return new Timing(wall, Long.parseLong(f[1]) / 1_000_000, Long.parseLong(f[2]) / 1_000_000,
                    Long.parseLong(f[3]) / 1_000_000, Long.parseLong(f[5]) / 1_000_000, Long.parseLong(f[6]) / 1_000_000);
        }

        static Timing median(List<Timing> runs) {
            return new Timing(median(runs, Timing::process), median(runs, Timing::connect),
                    median(runs, Timing::query), median(runs, Timing::cpu), median(runs, Timing::connectCpu),
                    median(runs, Timing::queryCpu));
        }

        private static long median(List<Timing> runs, ToLongFunction<Timing> field) {
            long[] values = runs.stream().mapToLong(field).toArray();
            Arrays.sort(values);
            return values[values.length / 2];
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "process %4d ms (getConnection %4d ms, query %4d ms), cpu %4d ms",
                    process, connect, query, cpu);
        }
    }

    record Child(String name, Path jar, String url, Path probeJar, TestDatabase db, String query, List<String> jvmOptions) {

        Child(String name, Path jar, String url, Path probeJar, TestDatabase db) {
            this(name, jar, url, probeJar, db, QUERY);
        }

        Child(String name, Path jar, String url, Path probeJar, TestDatabase db, String query) {
            this(name, jar, url, probeJar, db, query, List.of());
        }

        /** The same child started with these JVM options (a class-data archive's, say). */
        Child with(List<String> options) {
            return new Child(name, jar, url, probeJar, db, query, options);
        }

        Timing run() throws IOException, InterruptedException {
            return Timing.of(output(List.of()), name);
        }

        /** The heap in use after full GCs once connected and the first query's rows are read, in bytes. */
        long heap() throws IOException, InterruptedException {
            String output = output(List.of("heap"));
            return Long.parseLong(output.lines().filter(l -> l.startsWith("heap ")).findFirst()
                    .orElseThrow(() -> new IllegalStateException(name + " printed no heap: " + output)).substring(5));
        }

        /** The probe's output; its first line is the process's wall time in ms as the parent saw it. */
        private String output(List<String> extra) throws IOException, InterruptedException {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
            command.addAll(jvmOptions);
            command.addAll(List.of("-cp", jar.toAbsolutePath() + java.io.File.pathSeparator + probeJar,
                    FirstQueryProbe.class.getName(), url, db.user(), db.password(), query));
            command.addAll(extra);
            long started = System.nanoTime();
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(name + " failed: " + output);
            }
            long wall = (System.nanoTime() - started) / 1_000_000;
            return "wall " + wall + "\n" + output;
        }
    }

    static void createSchema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            for (String sql : SCHEMA) {
                s.execute(sql);
            }
        }
    }

    /**
     * A jar holding only {@link FirstQueryProbe}'s class file, copied out of this class path (a jar, not a directory:
     * a class-data archive refuses class paths with non-empty directories).
     */
    static Path probeJar() throws IOException {
        String name = FirstQueryProbe.class.getName().replace('.', '/') + ".class";
        Path jar = Files.createTempFile("first-query-probe", ".jar");
        try (InputStream in = FirstConnectionMeasurement.class.getClassLoader().getResourceAsStream(name);
             JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry(name));
            in.transferTo(out);
            out.closeEntry();
        }
        jar.toFile().deleteOnExit();
        return jar;
    }

    /** Fails with what to do when a jar the child JVMs need is missing. */
    static void requireJars(Path... jars) {
        for (Path jar : jars) {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalArgumentException("no " + jar.toAbsolutePath() + "; build it or name it");
            }
        }
    }

    /** The pgjdbc jar of the version this module is built with, in the local Maven repository. */
    static Path localPgjdbc() {
        String version = org.postgresql.util.DriverInfo.DRIVER_VERSION;
        return Path.of(System.getProperty("user.home"), ".m2", "repository", "org", "postgresql", "postgresql",
                version, "postgresql-" + version + ".jar");
    }
}
