package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.SqlParser;

/**
 * Queries that write through a data-modifying WITH or create a table with SELECT ... INTO, through the
 * whole analysis: they parse, a read-only connection refuses them, and SELECT INTO counts as a schema change.
 */
class QueriesThatWriteTest {

    private static final RulePolicy READ_ONLY = new RulePolicy(true, Set.of(), Set.of());

    private static GuardReport analyze(String sql, RulePolicy policy) {
        SqlParser parser = new SqlParser();
        StatementAnalyzer analyzer = new StatementAnalyzer(parser, RuleSet.configure(BuiltInRules.all(), Map.of()), policy,
                new Rewriter(parser, RewritePasses.all(), EnumSet.allOf(RewriteStage.class)), null);
        return analyzer.analyze(sql, Catalog.empty(), false);
    }

    private static List<String> ruleIds(GuardReport report) {
        return report.findings().stream().map(Finding::ruleId).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "WITH moved AS (DELETE FROM a WHERE x < 0 RETURNING *) INSERT INTO b SELECT * FROM moved",
            "WITH u AS (UPDATE t SET x = 1 WHERE id = 2 RETURNING id) SELECT * FROM u",
            "WITH i AS (INSERT INTO t(x) VALUES (1) RETURNING id) SELECT id FROM i",
            "SELECT * INTO TEMP x FROM t",
            "SELECT a INTO new_table FROM t"})
    void aReadOnlyConnectionRefusesThem(String sql) {
        GuardReport report = analyze(sql, READ_ONLY);
        assertTrue(report.parsed(), () -> "did not parse: " + report.parseFailure());
        assertEquals(Verdict.BLOCK, report.verdict(), report::explanation);
        assertTrue(ruleIds(report).contains("firewall.read-only"), report::explanation);
    }

    @Test
    void selectIntoChangesTheSchema() {
        GuardReport report = analyze("SELECT a INTO TEMPORARY TABLE snapshot FROM t", RulePolicy.DEFAULT);
        assertTrue(report.changesSchema());
        assertTrue(ruleIds(report).contains("firewall.ddl"), report::explanation);
    }

    @Test
    void aDataModifyingWithWritesRowsWithoutChangingTheSchema() {
        GuardReport report = analyze("WITH gone AS (DELETE FROM t RETURNING *) SELECT count(*) FROM gone", RulePolicy.DEFAULT);
        assertTrue(report.parsed());
        assertFalse(report.changesSchema());
        assertEquals(Verdict.BLOCK, report.verdict(), "its DELETE has no WHERE");
        assertTrue(ruleIds(report).contains("firewall.write-without-where"), report::explanation);
    }

    @Test
    void aPlainCteStillPassesOnAReadOnlyConnection() {
        GuardReport report = analyze("WITH w AS (SELECT 1 AS a) SELECT a FROM w", READ_ONLY);
        assertFalse(ruleIds(report).contains("firewall.read-only"), report::explanation);
        assertFalse(report.changesSchema());
    }
}
