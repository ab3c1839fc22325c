package io.nlguard.benchmarks;

import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.GuardEngine;
import io.nlguard.guard.verdict.GuardSettings;
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

import java.util.concurrent.TimeUnit;

/**
 * What the guard adds to a statement it has seen before, in process and without the network: the
 * verdict-cache lookup of {@link GuardEngine#inspect} for a gold query against its catalog. Set beside
 * a loopback round trip of {@link DriverOverheadBenchmark}'s baseline, it bounds the driver's overhead
 * more tightly than the noisy end-to-end ratio can.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class CachedVerdictBenchmark {

    private GuardEngine engine;
    private GuardContext context;
    private String sql;

    @Setup
    public void setUp() {
        GoldWorkload.Statement statement = GoldWorkload.load().statements().get(0);
        engine = new GuardEngine(GuardSettings.DEFAULT);
        context = new GuardContext(EntryPoint.EXECUTE, statement::catalog);
        // a fresh String each call, as an application building SQL would pass: the key is hashed every time
        sql = new String(statement.sql().toCharArray());
        engine.inspect(sql, context);
    }

    @Benchmark
    public Decision cachedVerdict() {
        return engine.inspect(new String(sql.toCharArray()), context);
    }
}
