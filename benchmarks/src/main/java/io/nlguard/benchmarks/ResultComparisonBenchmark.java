package io.nlguard.benchmarks;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.result.ResultComparator;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the comparison library adds to a comparison beyond running the two queries: Layer 3's
 * {@link ResultComparator} (default options: order-insensitive bag, tolerances 1e-9, strict NULLs,
 * cell alignment of at most 1,000 unmatched rows) on two materialized 10,000-row results of five columns
 * (integer, text, numeric, double with a NULL in every 50th row, date). The goal: at most 50 ms.
 *
 * <p>Cases: {@code identical_shuffled}, the same rows in another order; {@code within_tolerance}, every
 * double off by a relative 1e-12 (equal only through the tolerance scan); {@code one_column_different},
 * the numeric column off by one in every row (no row matches, so cells are aligned). Baseline in the same
 * run: counting the rows of both results in a {@code HashMap} bag, the naive exact comparison.
 * {@code materialize} is the normalization of both results into {@link ResultTable}s, which happens while
 * the result sets are read and so counts as query time; it is shown for scale.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ResultComparisonBenchmark {

    static final int ROWS = 10_000;
    private static final List<ResultColumn> COLUMNS = List.of(new ResultColumn("id", "int4"),
            new ResultColumn("name", "text"), new ResultColumn("amount", "numeric"),
            new ResultColumn("score", "float8"), new ResultColumn("day", "date"));

    @Param({"identical_shuffled", "within_tolerance", "one_column_different"})
    public String difference;

    private final ResultComparator comparator = new ResultComparator(ComparisonConfig.defaults());
    private List<List<Object>> expectedRows;
    private List<List<Object>> actualRows;
    private ResultTable expected;
    private ResultTable actual;

    @Setup
    public void setUp() {
        expectedRows = rows();
        actualRows = new ArrayList<>();
        for (List<Object> row : expectedRows) {
            List<Object> copy = new ArrayList<>(row);
            switch (difference) {
                case "identical_shuffled" -> { }
                case "within_tolerance" -> copy.set(3, row.get(3) == null ? null : (Double) row.get(3) * (1 + 1e-12));
                case "one_column_different" -> copy.set(2, ((BigDecimal) row.get(2)).add(BigDecimal.ONE));
                default -> throw new IllegalArgumentException(difference);
            }
            actualRows.add(copy);
        }
        Collections.shuffle(actualRows, new Random(7));
        expected = new ResultTable(COLUMNS, expectedRows, false);
        actual = new ResultTable(COLUMNS, actualRows, false);
    }

    /** Five columns of mixed types, deterministic; names and days repeat, ids do not. */
    private static List<List<Object>> rows() {
        Random random = new Random(42);
        List<List<Object>> rows = new ArrayList<>(ROWS);
        for (int i = 0; i < ROWS; i++) {
            rows.add(Arrays.asList(i, "customer " + (i % 997), BigDecimal.valueOf(random.nextInt(1_000_000), 2),
                    i % 50 == 0 ? null : random.nextDouble() * 1000, LocalDate.of(2020, 1, 1).plusDays(i % 1500)));
        }
        return rows;
    }

    @Benchmark
    public ResultComparison compare() {
        return comparator.compare(actual, expected);
    }

    /** The naive exact bag comparison of the same normalized rows: count one side up, the other down. */
    @Benchmark
    public boolean baselineBagCount() {
        Map<List<Object>, Integer> counts = new HashMap<>();
        for (List<Object> row : expected.rows()) {
            counts.merge(row, 1, Integer::sum);
        }
        for (List<Object> row : actual.rows()) {
            if (counts.merge(row, -1, Integer::sum) == 0) {
                counts.remove(row);
            }
        }
        return counts.isEmpty();
    }

    @Benchmark
    public int materialize() {
        return new ResultTable(COLUMNS, expectedRows, false).rowCount()
                + new ResultTable(COLUMNS, actualRows, false).rowCount();
    }
}
