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

    @Test
    void aHitCountsTheStatementItsVerdictAndItsFindingsAgain() {
        GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT);
        Catalog catalog = Catalog.of(List.of("public"), List.of());
        GuardContext context = new GuardContext(EntryPoint.EXECUTE, () -> catalog);
        String sql = "SELECT 1 FROM t WHERE 1 = 1 OR 2 = 2";
        GuardMetrics metrics = GuardMetrics.global();
        long statements = metrics.getStatements();
        long hits = metrics.getVerdictCacheHits();
        long annotated = metrics.getAnnotated();
        long blocked = metrics.getBlocked();
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
        assertEquals(2, metrics.getStatements() - statements);
        assertEquals(1, metrics.getVerdictCacheHits() - hits);
        assertEquals(2, metrics.getAnnotated() - annotated + metrics.getBlocked() - blocked, "the verdict, counted twice");
    }

    @Test
    void aHitOfAStatementWithoutFindingsCountsItAllowedAgain() {
        GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT);
        Catalog catalog = Catalog.of(List.of("public"), List.of());
        GuardContext context = new GuardContext(EntryPoint.EXECUTE, () -> catalog);
        String sql = "SELECT 42";
        GuardMetrics metrics = GuardMetrics.global();
        long statements = metrics.getStatements();
        long hits = metrics.getVerdictCacheHits();
        long allowed = metrics.getAllowed();
        Decision first = engine.inspect(new String(sql.toCharArray()), context);
        assertTrue(first.report().findings().isEmpty(), () -> "no finding expected: " + first.report().findings());
        for (int i = 0; i < 3; i++) {
            assertSame(first, engine.inspect(new String(sql.toCharArray()), context));
        }
        assertEquals(4, metrics.getStatements() - statements);
        assertEquals(3, metrics.getVerdictCacheHits() - hits);
        assertEquals(4, metrics.getAllowed() - allowed);
    }
}
