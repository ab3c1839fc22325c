package io.nlguard.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.nlguard.cli.corpus.CorpusChecker;
import io.nlguard.cli.corpus.CorpusDatabase;
import io.nlguard.cli.corpus.CorpusStatement;
import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.cli.corpus.CorpusStatements;
import io.nlguard.cli.corpus.ExplainedStatement;
import io.nlguard.cli.corpus.RewriteAcceptanceTable;
import io.nlguard.cli.corpus.RewriteExplainer;
import io.nlguard.guard.rewrite.Change;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * The rewrite passes on real text-to-SQL output, as {@code nlguard corpus explain} runs them: every
 * Spider dev and BIRD dev gold query and a sample of the published predictions, EXPLAINed by real
 * PostgreSQL as written and after the rewrites. No statement PostgreSQL accepted as written may be
 * rejected after a rewrite, and the rewrites must make PostgreSQL accept more of BIRD.
 */
@RealPostgres
class CorpusRewriteOnPostgresTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();
    private static final List<Benchmark> BENCHMARKS = List.of(Benchmark.SPIDER_DEV, Benchmark.BIRD_DEV);
    /** One prediction in 25 keeps the test short; the command explains them all. */
    private static final int PREDICTION_STRIDE = 25;

    @Test
    void rewritesNeverBreakWhatPostgresAcceptedAndMakeItAcceptMore(TestDatabase db) throws SQLException {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        Corpus corpus = CORPUS.get();
        CorpusDatabase database = CorpusDatabase.install(db.jdbcUrl(), db.properties(), corpus, BENCHMARKS,
                Duration.ofSeconds(5));
        List<CorpusStatement> statements = CorpusStatements.of(corpus, BENCHMARKS, PREDICTION_STRIDE);
        RewriteAcceptanceTable table = new RewriteAcceptanceTable(BENCHMARKS);
        List<String> changedGold = new ArrayList<>();

        new RewriteExplainer(database, CorpusChecker.Progress.NONE).run(statements, explained -> {
            table.add(explained);
            if (explained.statement().origin() == Origin.GOLD && !explained.corrected().isEmpty()) {
                changedGold.add(explained.statement().label());
            }
        });

        List<String> regressions = table.regressions().stream().map(CorpusRewriteOnPostgresTest::describe).toList();
        assertEquals(List.of(), regressions, () -> regressions.size() + " statements broken by a rewrite");
        for (Origin origin : Origin.values()) {
            double before = table.acceptedShare(Benchmark.BIRD_DEV, origin, false);
            double after = table.acceptedShare(Benchmark.BIRD_DEV, origin, true);
            assertTrue(after > before + 0.05, () -> "BIRD " + origin + ": " + before + " → " + after);
        }
        assertTrue(changedGold.size() > 100, "the passes changed " + changedGold.size() + " gold queries");
    }

    private static String describe(ExplainedStatement e) {
        return e.statement().label() + ": " + e.afterAutocorrect().kind() + " after "
                + e.corrected().stream().map(Change::describe).toList() + "\n    " + e.statement().sql();
    }
}
