package io.nlguard.benchmarks;

import io.nlguard.cli.SampleSchema;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.schema.CatalogCache;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;

import com.sun.management.OperatingSystemMXBean;

import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What a question costs beside the LLM, end to end through the driver ({@code DriverManager},
 * {@code executeQuery("NL: ...")}, rows read), with the scripted Ollama of test-support answering at once:
 * {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.NlLatencyMeasurement
 * [--questions 50] [--cold 5] [--tables 2000]}.
 *
 * <p>Two catalogs on embedded PostgreSQL: the demo's shop schema and a generated one of 2,000 tables
 * ({@link RealisticSchema}). Per catalog: the answer's SELECT run directly on pgjdbc and through
 * {@code jdbc:nlguard:} (baselines); cold questions (the first on a new catalog snapshot: the indexes are
 * built), each on a new connection after the shared snapshot was dropped; warm questions (the same
 * question again on that snapshot). Each question gets {@value #K} candidates, three distinct queries, so
 * evaluation plans three. The scripted server's own time is part of the figures (it answers from memory
 * in well under a millisecond), so they are an upper bound of everything but the LLM; the scripted chats
 * sent directly ({@link ScriptedChats}) are its share. The heap a snapshot's retrieval index keeps is
 * measured after full GCs ({@link IndexFootprint}).
 */
public final class NlLatencyMeasurement {

    static final int K = 4;
    private static final double MB = 1024.0 * 1024.0;
    private static final int BASELINE_RUNS = 50;
    private static final int WARM_UP = 30;
    private static final OperatingSystemMXBean CPU =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private final ScriptedOllama ollama;
    private final int questions;
    private final int colds;

    private NlLatencyMeasurement(ScriptedOllama ollama, int questions, int colds) {
        this.ollama = ollama;
        this.questions = questions;
        this.colds = colds;
    }

    /** One catalog and its question. */
    record Workload(String name, TestDatabase db, String searchPath, String question, String sql,
                    List<String> replies) {

        String url(boolean guarded) {
            return (guarded ? db.nlguardUrl() : db.jdbcUrl()) + "?currentSchema=" + searchPath;
        }
    }

    public static void main(String[] args) throws Exception {
        // Ollama's server (Go) answers with TCP_NODELAY; the JDK's HttpServer under the scripted one does not
        // unless told, and the client's delayed ACK would then add up to 40 ms per streamed reply
        System.setProperty("sun.net.httpserver.nodelay", "true");
        int questions = intArg(args, "--questions", 50);
        int colds = intArg(args, "--cold", 5);
        int tables = intArg(args, "--tables", 2000);
        PostgresServer server = PostgresServer.shared();
        TestDatabase demoDb = server.createUniqueDatabase("nl_latency_demo");
        TestDatabase largeDb = server.createUniqueDatabase("nl_latency_large");
        try (ScriptedOllama ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL, "nomic-embed-text:latest")) {
            try (Connection c = demoDb.connect()) {
                new SampleSchema("shop").install(c);
            }
            long created = System.nanoTime();
            try (Connection c = largeDb.connect()) {
                RealisticSchema.create(c, tables);
            }
            System.out.printf("generated catalog: %d tables in %d schemas, created in %d ms%n", tables,
                    RealisticSchema.SCHEMA_COUNT, (System.nanoTime() - created) / 1_000_000);
            NlLatencyMeasurement measurement = new NlLatencyMeasurement(ollama, questions, colds);
            Workload demo = new Workload("demo schema (8 tables)", demoDb, "shop",
                    "which customers placed the most orders?",
                    "SELECT c.name, count(o.order_id) AS orders FROM customers c JOIN orders o "
                            + "ON o.customer_id = c.customer_id GROUP BY c.name ORDER BY orders DESC LIMIT 10",
                    List.of("SELECT customers.name, count(*) AS orders FROM customers JOIN orders "
                                    + "USING (customer_id) GROUP BY customers.name ORDER BY orders DESC LIMIT 10",
                            "SELECT c.name, count(*) AS n FROM orders o JOIN customers c ON c.customer_id = "
                                    + "o.customer_id GROUP BY c.name ORDER BY n DESC LIMIT 5"));
            Workload large = new Workload(tables + "-table catalog", largeDb, RealisticSchema.searchPath(),
                    "which customers placed the most orders?",
                    "SELECT c.name, count(o.id) AS orders FROM customers c JOIN orders o ON o.customer_id = c.id "
                            + "GROUP BY c.name ORDER BY orders DESC LIMIT 10",
                    List.of("SELECT customers.name, count(*) AS orders FROM customers JOIN orders ON "
                                    + "orders.customer_id = customers.id GROUP BY customers.name ORDER BY orders DESC "
                                    + "LIMIT 10",
                            "SELECT c.name, count(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id "
                                    + "GROUP BY c.name ORDER BY n DESC LIMIT 5"));
            measurement.warmUp(demo);
            for (Workload workload : List.of(demo, large)) {
                measurement.measure(workload);
            }
        } finally {
            server.dropDatabase(demoDb);
            server.dropDatabase(largeDb);
        }
        System.exit(0); // the pools' and the server's daemon threads need not linger
    }

    /**
     * The JVM's first question (class loading, the LLM client, the pool, the first index), then
     * {@value #WARM_UP} more so the JIT has compiled the path. Not in the tables.
     */
    private void warmUp(Workload workload) throws SQLException {
        try (Connection c = connect(workload); Statement s = c.createStatement()) {
            QuestionTimings first = new QuestionTimings();
            for (int i = 0; i <= WARM_UP; i++) {
                ask(s, workload, first);
            }
            System.out.printf("the JVM's first question (not counted below): %.0f ms; %d more to warm up%n",
                    first.total().get(0), WARM_UP);
        }
    }

    private void measure(Workload workload) throws Exception {
        List<Double> direct = baseline(workload, false);
        List<Double> guarded = baseline(workload, true);
        QuestionTimings cold = new QuestionTimings();
        QuestionTimings warm = new QuestionTimings();
        String path = "";
        for (int i = 0; i < colds; i++) {
            CatalogCache.shared().invalidateAll(); // the next connection reads a new snapshot: new indexes
            try (Connection c = connect(workload); Statement s = c.createStatement()) {
                ask(s, workload, cold);
                for (int q = 0; i == 0 && q < questions; q++) {
                    path = ask(s, workload, warm);
                }
            }
        }
        IndexFootprint.Footprint footprint;
        try (Connection plain = DriverManager.getConnection(workload.url(false), workload.db().properties())) {
            footprint = IndexFootprint.of(plain,
                    () -> DriverManager.getConnection(workload.url(false), workload.db().properties()));
        }
        List<Double> llm = ScriptedChats.time(ollama, ollama.lastModelRequest().body(), replies(workload), BASELINE_RUNS);
        print(workload, direct, guarded, llm, cold, warm, footprint, path);
    }

    private static void print(Workload workload, List<Double> direct, List<Double> guarded, List<Double> llm,
                              QuestionTimings cold, QuestionTimings warm, IndexFootprint.Footprint footprint,
                              String path) {
        System.out.printf("%n### %s%n%n", workload.name());
        System.out.printf("question: \"%s\"; evaluation: %s%n%n", workload.question(), path);
        System.out.println("| measure | warm median | warm p90 | cold median | cold p90 |");
        System.out.println("|---|---:|---:|---:|---:|");
        Map<String, List<Double>> warmBy = warm.byMeasure();
        Map<String, List<Double>> coldBy = cold.byMeasure();
        for (String measure : warmBy.keySet()) {
            List<Double> w = warmBy.get(measure);
            List<Double> c = coldBy.getOrDefault(measure, List.of());
            System.out.printf("| %s | %.1f | %.1f | %.1f | %.1f |%n", measure.equals(QuestionTimings.TOTAL)
                            ? "**question, end to end** (n = " + w.size() + " warm, " + c.size() + " cold)" : measure,
                    Percentiles.median(w), Percentiles.p90(w), Percentiles.median(c), Percentiles.p90(c));
        }
        System.out.printf("| the scripted server's %d chats sent directly, in parallel (n = %d) | %.1f | %.1f | | |%n", K,
                llm.size(), Percentiles.median(llm), Percentiles.p90(llm));
        System.out.printf("| the answer's SELECT directly on pgjdbc (n = %d) | %.2f | %.2f | | |%n", direct.size(),
                Percentiles.median(direct), Percentiles.p90(direct));
        System.out.printf("| the same SELECT through jdbc:nlguard (n = %d) | %.2f | %.2f | | |%n", guarded.size(),
                Percentiles.median(guarded), Percentiles.p90(guarded));
        System.out.printf("%neverything but the LLM (end to end less the scripted chats), medians: warm %.1f ms, cold "
                + "%.1f ms%n", Percentiles.median(warm.total()) - Percentiles.median(llm),
                Percentiles.median(cold.total()) - Percentiles.median(llm));
        System.out.printf("load average at the end: %.1f (2 cores)%n", CPU.getSystemLoadAverage());
        System.out.printf("question / direct SELECT, medians: warm %.0f×, cold %.0f×; retained per snapshot (heap after "
                        + "GC): BM25 index (SchemaIndex) %.2f MB, value index (ValueIndex, %d values) %.2f MB%n",
                Percentiles.median(warm.total()) / Percentiles.median(direct),
                Percentiles.median(cold.total()) / Percentiles.median(direct), footprint.schemaIndexBytes() / MB,
                footprint.values(), footprint.valueIndexBytes() / MB);
    }

    /** Asks once; returns the evaluation's summary. */
    private String ask(Statement s, Workload workload, QuestionTimings timings) throws SQLException {
        replies(workload).forEach(reply -> ollama.enqueue(ScriptedReply.answer(reply)));
        long cpu = CPU.getProcessCpuTime();
        long started = System.nanoTime();
        try (ResultSet rs = s.executeQuery("NL: " + workload.question())) {
            while (rs.next()) {
                rs.getString(1);
            }
        }
        double millis = (System.nanoTime() - started) / 1e6;
        double cpuMillis = (CPU.getProcessCpuTime() - cpu) / 1e6;
        Translation translation = s.unwrap(GuardedStatement.class).lastTranslation();
        timings.add(millis, cpuMillis, translation.report().stages());
        if (ollama.pendingReplies() != 0) {
            throw new IllegalStateException("the question used fewer replies than scripted: "
                    + ollama.pendingReplies() + " left");
        }
        return translation.report().stages().stream().filter(stage -> stage.name().equals("evaluate"))
                .map(stage -> stage.summary()).findFirst().orElse("");
    }

    /** The K replies of one question: the answer twice, two other queries. */
    private static List<String> replies(Workload workload) {
        return List.of(fence(workload.sql()), fence(workload.sql()), fence(workload.replies().get(0)),
                fence(workload.replies().get(1)));
    }

    private static String fence(String sql) {
        return "```sql\n" + sql + "\n```";
    }

    private Connection connect(Workload workload) throws SQLException {
        return DriverManager.getConnection(workload.url(true), settings(workload));
    }

    private Properties settings(Workload workload) {
        Properties props = workload.db().properties();
        props.setProperty("nlguard.nl.ollama-url", ollama.baseUrl());
        props.setProperty("nlguard.nl.model", ScriptedOllama.DEFAULT_MODEL);
        props.setProperty("nlguard.nl.candidates", String.valueOf(K));
        return props;
    }

    /** The answer's SELECT run and read, directly or through nlguard, after ten runs not counted. */
    private List<Double> baseline(Workload workload, boolean guarded) throws SQLException {
        Properties props = workload.db().properties();
        List<Double> millis = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(workload.url(guarded), props);
             Statement s = c.createStatement()) {
            for (int i = 0; i < BASELINE_RUNS + 10; i++) {
                long started = System.nanoTime();
                try (ResultSet rs = s.executeQuery(workload.sql())) {
                    while (rs.next()) {
                        rs.getString(1);
                    }
                }
                if (i >= 10) {
                    millis.add((System.nanoTime() - started) / 1e6);
                }
            }
        }
        return millis;
    }



    private static int intArg(String[] args, String name, int otherwise) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(name)) {
                return Integer.parseInt(args[i + 1]);
            }
        }
        return otherwise;
    }
}
