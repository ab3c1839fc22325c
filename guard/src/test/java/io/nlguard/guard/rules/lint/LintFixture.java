package io.nlguard.guard.rules.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TestCatalogs;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * A Spider-like catalog (concert_singer, with keys) and helpers that run the lint rules on SQL and
 * check what they report.
 */
final class LintFixture {

    /** The concert_singer-like catalog of {@link TestCatalogs#CONCERT_SINGER}. */
    static final Catalog SPIDER = TestCatalogs.CONCERT_SINGER;

    private static final RuleSet RULES = RuleSet.configure(LintRules.all(), Map.of());

    private LintFixture() {
    }

    static Table table(String name, List<String> primaryKey, List<ForeignKey> keys, String... columns) {
        return TestCatalogs.table(name, primaryKey, keys, columns);
    }

    static ForeignKey fk(String from, String fromColumn, String to, String toColumn) {
        return TestCatalogs.fk(from, fromColumn, to, toColumn);
    }

    /** Every lint finding on {@code sql} against {@code catalog}. */
    static List<Finding> findings(String sql, Catalog catalog) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql), sql);
        return RULES.check(new RuleContext(sql, parsed, catalog, RulePolicy.DEFAULT));
    }

    static List<Finding> findings(String ruleId, String sql) {
        return findings(sql, SPIDER).stream().filter(f -> f.ruleId().equals(ruleId)).toList();
    }

    /**
     * Asserts that the rule fires on {@code sql} at {@code position} with its default severity, that
     * the message names that position, and that the message and fix together hold every fragment.
     */
    static Finding assertFires(String ruleId, String sql, String position, String... fragments) {
        List<Finding> found = findings(ruleId, sql);
        assertFalse(found.isEmpty(), ruleId + " should fire on: " + sql);
        Finding finding = found.stream().filter(f -> (f.line() + ":" + f.column()).equals(position)).findFirst()
                .orElseThrow(() -> new AssertionError(ruleId + " fired, but not at " + position + ": " + found));
        assertEquals(rule(ruleId).defaultSeverity(), finding.severity());
        assertTrue(finding.message().contains(" at " + position + ": "), finding.message());
        String text = finding.describe();
        for (String fragment : fragments) {
            assertTrue(text.contains(fragment), "expected '" + fragment + "' in: " + text);
        }
        return finding;
    }

    static void assertSilent(String ruleId, String sql) {
        List<Finding> found = findings(ruleId, sql);
        assertTrue(found.isEmpty(), ruleId + " should not fire on: " + sql + "\n" + found);
    }

    static Rule rule(String ruleId) {
        return LintRules.all().stream().filter(r -> r.id().equals(ruleId)).findFirst()
                .orElseThrow(() -> new AssertionError("no rule " + ruleId));
    }
}
