package io.nlguard.benchmarks;

import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.util.concurrent.TimeUnit;

/**
 * The guard's uncached analysis of every Spider dev and BIRD dev gold query (parse, node tree, scopes,
 * types, all built-in rules, the rewrite passes in suggestion mode, verdict) against JSqlParser parsing the same text alone, in one run.
 * One operation is the whole corpus; divide {@code analyze} by {@code jsqlparserOnly}. The verdict cache
 * is not involved: {@link StatementAnalyzer} is what the engine calls on a cache miss.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(2)
public class AnalysisBenchmark {

    private GoldWorkload workload;
    private StatementAnalyzer analyzer;

    @Setup
    public void setUp() {
        workload = GoldWorkload.load();
        analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT);
    }

    /** Baseline: JSqlParser's direct parser entry, as the guard calls it, and nothing else. */
    @Benchmark
    public void jsqlparserOnly(Blackhole sink) {
        for (GoldWorkload.Statement s : workload.statements()) {
            try {
                sink.consume(CCJSqlParserUtil.newParser(s.sql()).Statements());
            } catch (ParseException e) {
                sink.consume(e);
            }
        }
    }

    /** The guard's whole analysis of each statement, as on a verdict-cache miss. */
    @Benchmark
    public void analyze(Blackhole sink) {
        for (GoldWorkload.Statement s : workload.statements()) {
            sink.consume(analyzer.analyze(s.sql(), s.catalog(), false));
        }
    }
}
