package io.nlguard.it;

import io.nlguard.cli.corpus.CorpusChecker;
import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.cli.corpus.CorpusStatement;
import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.cli.corpus.CorpusStatements;
import io.nlguard.cli.corpus.RuleFiringTable;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.verdict.Verdict;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The guard on real text-to-SQL data, as {@code nlguard corpus rules} runs it: every Spider dev and
 * BIRD dev gold query and a sample of the published predictions go through {@code jdbc:nlguard:} in
 * annotate mode onto their schemas (empty tables) in real PostgreSQL. Gold SQL is what the benchmarks
 * call correct, so no firewall rule may block it, and with the default settings the node model warns of
 * at most 0.5% of it (people's SQL), while read as a model's SQL the same queries draw its warnings as
 * before; and every statement must be counted exactly once.
 */
@RealPostgres
class CorpusRuleFiringOnPostgresTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();
    private static final List<Benchmark> BENCHMARKS = List.of(Benchmark.SPIDER_DEV, Benchmark.BIRD_DEV);
    /** One prediction in 25 (about 5,600 of 140,000) keeps this test short; the command checks them all. */
    private static final int PREDICTION_STRIDE = 25;

    private static Corpus corpus() {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        return CORPUS.get();
    }

    @Test
    void noGoldQueryIsBlockedByAFirewallRuleAndEveryStatementIsCountedOnce(TestDatabase db) throws SQLException {
        Corpus corpus = corpus();
        CorpusDatabase database = CorpusDatabase.install(db.jdbcUrl(), db.properties(), corpus, BENCHMARKS,
                Duration.ofSeconds(5));
        List<CorpusStatement> statements = CorpusStatements.of(corpus, BENCHMARKS, PREDICTION_STRIDE);
        RuleFiringTable table = new RuleFiringTable(BENCHMARKS);
        List<String> goldBlocked = new ArrayList<>();

        new CorpusChecker(database, CorpusChecker.Progress.NONE, CorpusChecker.AS_MACHINE_WRITTEN).run(statements, checked -> {
            table.add(checked);
            List<Finding> blocks = checked.firewallBlocks();
            if (checked.statement().origin() == Origin.GOLD && !blocks.isEmpty()) {
                goldBlocked.add(checked.statement().label() + " " + blocks.stream().map(Finding::describe)
                        .collect(Collectors.joining("; ")) + "\n    " + checked.statement().sql());
            }
        });

        assertEquals(List.of(), goldBlocked, () -> goldBlocked.size() + " gold queries blocked by a firewall rule");
        long[] warned = table.goldWithRisk(Severity.WARN, false);
        assertTrue(warned[0] * 200 <= warned[1], () -> warned[0] + " of " + warned[1] + " gold queries warned by the"
                + " node model by default: over 0.5%");
        long[] asModels = table.goldWithRisk(Severity.WARN, true);
        assertTrue(asModels[0] * 10 >= asModels[1], () -> "read as a model's SQL, the node model still warns of the"
                + " gold queries PostgreSQL rejects as written: " + asModels[0] + " of " + asModels[1]);
        long counted = 0;
        for (Benchmark benchmark : BENCHMARKS) {
            assertEquals(corpus.gold(benchmark).size(), table.statements(benchmark, Origin.GOLD), benchmark.id());
            long predictions = corpus.predictionFiles(benchmark).stream().mapToLong(f -> f.predictions().size()).sum();
            assertEquals((predictions + PREDICTION_STRIDE - 1) / PREDICTION_STRIDE,
                    table.statements(benchmark, Origin.PREDICTION), benchmark.id());
            for (Origin origin : Origin.values()) {
                assertCountsAddUp(table, benchmark, origin);
                counted += table.statements(benchmark, origin);
            }
            // a wrong search path or a missing catalog would show as unknown tables and unparsed gold everywhere
            long gold = table.statements(benchmark, Origin.GOLD);
            assertTrue(table.rule("lint.unknown-table", benchmark, Origin.GOLD) <= gold / 100, benchmark.id());
            assertTrue(table.parserRejected(benchmark, Origin.GOLD) <= gold / 100, benchmark.id());
        }
        assertEquals(statements.size(), counted);
        assertTrue(table.markdown().contains("| statements | 1034 | "), table::markdown);
    }

    /** Each statement has exactly one verdict or a guard failure; every other row is a subset. */
    private static void assertCountsAddUp(RuleFiringTable table, Benchmark benchmark, Origin origin) {
        long statements = table.statements(benchmark, origin);
        String column = benchmark.id() + " " + origin;
        long verdicts = Arrays.stream(Verdict.values()).mapToLong(v -> table.verdict(v, benchmark, origin)).sum();
        assertEquals(statements, verdicts + table.guardFailed(benchmark, origin), column);
        assertTrue(table.parserRejected(benchmark, origin) <= statements, column);
        assertTrue(table.databaseRejected(benchmark, origin) <= statements, column);
    }
}
