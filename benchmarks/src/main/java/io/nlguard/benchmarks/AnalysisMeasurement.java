package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Per-statement latency of the guard's uncached analysis over every Spider dev and BIRD dev gold query,
 * beside JSqlParser parsing the same text, outside JMH so that percentiles over statements can be shown:
 * {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.AnalysisMeasurement [rounds [large]]}.
 * After warm-up passes over the corpus, each statement is timed {@code rounds} times each way, interleaved,
 * and its minimum kept (the least disturbed run on a shared machine); the percentiles are over statements.
 * Then the same over {@link JoinAggregateShapes}: distinct joins with aggregates along the catalogs' keys; with
 * a second argument {@code large}, also over shapes of a generated 2,000-table catalog (the test PostgreSQL).
 */
public final class AnalysisMeasurement {

    private static final int WARMUP_PASSES = 5;
    /** Generated join/aggregate statements measured after the gold corpus. */
    private static final int SHAPES = 1_500;
    private static final int LARGE_TABLES = 2_000;
    private static final int LARGE_SHAPES = 600;

    private AnalysisMeasurement() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        GoldWorkload workload = GoldWorkload.load();
        StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT);
        measure("gold statements", workload.statements(), analyzer, rounds);
        System.out.println();
        measure("join/aggregate shapes", JoinAggregateShapes.of(workload, SHAPES), analyzer, rounds);
        if (args.length > 1 && args[1].equals("large")) {
            System.out.println();
            Catalog large = largeCatalog();
            measure("join/aggregate shapes over a " + large.tables().size() + "-table catalog",
                    JoinAggregateShapes.of(List.of(large), LARGE_SHAPES), analyzer, rounds);
        }
    }

    /**
     * {@link RealisticSchema}'s 2,000 tables in a database of the test PostgreSQL, read by the guard's own
     * loader: what per-statement work that grows with the catalog would show on.
     */
    private static Catalog largeCatalog() {
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("analysis_large");
        try (Connection c = db.connect()) {
            RealisticSchema.create(c, LARGE_TABLES);
            try (Statement s = c.createStatement()) {
                s.execute("SET search_path TO " + RealisticSchema.searchPath());
            }
            return new CatalogLoader().load(c);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create the large catalog", e);
        }
    }

    private static void measure(String label, List<GoldWorkload.Statement> statements, StatementAnalyzer analyzer,
                                int rounds) {
        int n = statements.size();
        long[] parse = new long[n];
        long[] analyze = new long[n];
        Arrays.fill(parse, Long.MAX_VALUE);
        Arrays.fill(analyze, Long.MAX_VALUE);
        for (int pass = 0; pass < WARMUP_PASSES + rounds; pass++) {
            boolean measured = pass >= WARMUP_PASSES;
            for (int i = 0; i < n; i++) {
                GoldWorkload.Statement s = statements.get(i);
                long t0 = System.nanoTime();
                parseOnly(s.sql());
                long t1 = System.nanoTime();
                analyzer.analyze(s.sql(), s.catalog(), false);
                long t2 = System.nanoTime();
                if (measured) {
                    parse[i] = Math.min(parse[i], t1 - t0);
                    analyze[i] = Math.min(analyze[i], t2 - t1);
                }
            }
        }
        double[] ratio = IntStream.range(0, n).mapToDouble(i -> (double) analyze[i] / parse[i]).sorted().toArray();
        System.out.printf("%d %s, minimum of %d timed runs each, µs per statement%n", n, label, rounds);
        System.out.printf("%-22s %8s %8s %8s %10s%n", "", "p50", "p90", "p99", "total ms");
        row("jsqlparser parse only", parse);
        row("nlguard analysis", analyze);
        double[] parseMicros = Arrays.stream(parse).mapToDouble(v -> v / 1e3).sorted().toArray();
        double[] analyzeMicros = Arrays.stream(analyze).mapToDouble(v -> v / 1e3).sorted().toArray();
        System.out.printf("ratio analysis / parse: of medians %.2f; p50 %.2f, p99 %.2f of per-statement ratios; of totals %.2f%n",
                percentile(analyzeMicros, 0.50) / percentile(parseMicros, 0.50), percentile(ratio, 0.50),
                percentile(ratio, 0.99), (double) sum(analyze) / sum(parse));
        System.out.println("largest analysis overheads (µs beyond the parse):");
        IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> analyze[i] - parse[i]).reversed())
                .limit(5)
                .forEach(i -> System.out.printf("  %-16s parse %6.0f, analysis %6.0f  %s%n", statements.get(i).id(),
                        parse[i] / 1e3, analyze[i] / 1e3, abbreviate(statements.get(i).sql())));
    }

    private static void parseOnly(String sql) {
        try {
            CCJSqlParserUtil.newParser(sql).Statements();
        } catch (ParseException e) {
            // unparseable gold is timed like the rest: the guard pays for the attempt too
        }
    }

    private static void row(String label, long[] nanos) {
        double[] micros = Arrays.stream(nanos).mapToDouble(v -> v / 1e3).sorted().toArray();
        System.out.printf("%-22s %8.1f %8.1f %8.1f %10.1f%n", label, percentile(micros, 0.50),
                percentile(micros, 0.90), percentile(micros, 0.99), sum(nanos) / 1e6);
    }

    private static double percentile(double[] sorted, double p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
    }

    private static long sum(long[] values) {
        return Arrays.stream(values).sum();
    }

    private static String abbreviate(String sql) {
        String line = sql.replaceAll("\\s+", " ");
        return line.length() > 80 ? line.substring(0, 77) + "..." : line;
    }
}
