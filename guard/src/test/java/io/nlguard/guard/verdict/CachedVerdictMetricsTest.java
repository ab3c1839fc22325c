package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;

/**
 * A verdict-cache hit counts in the metrics as the analysis did (statement, verdict, every finding's rule)
 * with counters found once, at the analysis; the key matches a fresh copy of the same text.
 */
class CachedVerdictMetricsTest {

    private final GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT);
    private final Catalog catalog = Catalog.of(List.of("public"), List.of());
    private final GuardContext context = new GuardContext(EntryPoint.EXECUTE, () -> catalog);
    private final GuardMetrics metrics = GuardMetrics.global();

    /** The metrics' counts at one moment; {@link #since} the differences from an earlier moment. */
    private record Counts(long statements, long hits, long allowed, long annotated, long blocked) {

        static Counts now() {
            GuardMetrics m = GuardMetrics.global();
            return new Counts(m.getStatements(), m.getVerdictCacheHits(), m.getAllowed(), m.getAnnotated(),
                    m.getBlocked());
        }

        Counts since(Counts before) {
            return new Counts(statements - before.statements, hits - before.hits, allowed - before.allowed,
                    annotated - before.annotated, blocked - before.blocked);
        }
    }

    @Test
    void aHitCountsTheStatementItsVerdictAndItsFindingsAgain() {
        String sql = "SELECT 1 FROM t WHERE 1 = 1 OR 2 = 2";
        Counts before = Counts.now();
        Decision first = engine.inspect(new String(sql.toCharArray()), context);
        List<String> rules = first.report().findings().stream().map(f -> f.ruleId()).distinct().toList();
        assertFalse(rules.isEmpty(), "the statement should draw a finding");
        Map<String, Long> firingsAfterFirst = metrics.getRuleFirings();
        Decision second = engine.inspect(new String(sql.toCharArray()), context);
        assertSame(first, second, "a fresh copy of the text is a hit");
        Map<String, Long> firingsAfterSecond = metrics.getRuleFirings();
        for (String rule : rules) {
            long perStatement = first.report().findings().stream().filter(f -> f.ruleId().equals(rule)).count();
            assertEquals(perStatement, firingsAfterSecond.get(rule) - firingsAfterFirst.get(rule), rule);
        }
        Counts counted = Counts.now().since(before);
        assertEquals(2, counted.statements());
        assertEquals(1, counted.hits());
        assertEquals(2, counted.annotated() + counted.blocked(), "the verdict, counted twice");
    }

    @Test
    void aHitOfAStatementWithoutFindingsCountsItAllowedAgain() {
        String sql = "SELECT 42";
        Counts before = Counts.now();
        Decision first = engine.inspect(new String(sql.toCharArray()), context);
        assertTrue(first.report().findings().isEmpty(), () -> "no finding expected: " + first.report().findings());
        for (int i = 0; i < 3; i++) {
            assertSame(first, engine.inspect(new String(sql.toCharArray()), context));
        }
        assertEquals(new Counts(4, 3, 4, 0, 0), Counts.now().since(before));
    }
}
