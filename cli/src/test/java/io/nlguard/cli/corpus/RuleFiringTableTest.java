package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.cli.corpus.CorpusStatement.Origin;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.Verdict;
import io.nlguard.model.data.Benchmark;
import org.junit.jupiter.api.Test;

/** Counting and rendering, on made-up outcomes. */
class RuleFiringTableTest {

    private static final Benchmark SPIDER = Benchmark.SPIDER_DEV;

    private static CheckedStatement checked(Origin origin, GuardReport report, String sqlState) {
        return new CheckedStatement(new CorpusStatement(SPIDER, origin, "s", 0, "db", "select 1"), report, sqlState);
    }

    private static GuardReport report(Verdict verdict, Finding... findings) {
        return new GuardReport("select 1", List.of("Select"), List.of(findings), verdict, null, false, false, 1, 0, null, null, List.of(), null);
    }

    private static Finding finding(String ruleId, RuleCategory category, Severity severity) {
        return new Finding(ruleId, category, severity, "m", 0, -1, null, 1, 1, null);
    }

    @Test
    void aRuleCountsEachStatementOnceAndSharesAreOfTheColumn() {
        RuleFiringTable table = new RuleFiringTable(List.of(SPIDER));
        Finding unknown = finding("lint.unknown-column", RuleCategory.LINT, Severity.WARN);
        table.add(checked(Origin.GOLD, report(Verdict.ANNOTATE, unknown, unknown), "42703"));
        table.add(checked(Origin.GOLD, report(Verdict.ALLOW), null));
        table.add(checked(Origin.GOLD, report(Verdict.ALLOW), null));
        table.add(checked(Origin.GOLD, report(Verdict.ALLOW), null));
        table.add(checked(Origin.PREDICTION, report(Verdict.ANNOTATE, unknown), null));

        assertEquals(4, table.statements(SPIDER, Origin.GOLD));
        assertEquals(1, table.rule("lint.unknown-column", SPIDER, Origin.GOLD));
        assertEquals(0, table.ruleOnStatementsThatRan("lint.unknown-column", SPIDER, Origin.GOLD));
        assertEquals(1, table.ruleOnStatementsThatRan("lint.unknown-column", SPIDER, Origin.PREDICTION));
        assertEquals(3, table.verdict(Verdict.ALLOW, SPIDER, Origin.GOLD));
        assertEquals(1, table.databaseRejected(SPIDER, Origin.GOLD));

        String md = table.markdown();
        assertTrue(md.contains("| rule (default severity) | Spider dev gold | Spider dev predictions |"), md);
        assertTrue(md.contains("| `lint.unknown-column` (warn) | 1 (25.0%) | 1 (100.0%) |"), md);
        assertTrue(md.contains("| `lint.unknown-column` (warn) | 0 of 1 | 1 of 1 |"), md);
        assertTrue(md.contains("| `firewall.ddl` (info) | 0 | 0 |"), md);
        assertTrue(md.contains("| &nbsp;&nbsp;class 42 syntax error or access rule violation | 1 (25.0%) | 0 |"), md);
    }

    @Test
    void nodeRiskIsCountedOnGoldByDefaultAndReadAsAModels() {
        RuleFiringTable table = new RuleFiringTable(List.of(SPIDER));
        Finding warn = finding("risk.node", RuleCategory.RISK, Severity.WARN);
        Finding block = finding("risk.node", RuleCategory.RISK, Severity.BLOCK);
        GuardReport quiet = report(Verdict.ALLOW);
        table.add(checked(Origin.GOLD, quiet, null).alsoAnalyzed(report(Verdict.ANNOTATE, warn)));
        table.add(checked(Origin.GOLD, quiet, null).alsoAnalyzed(report(Verdict.BLOCK, block)));
        table.add(checked(Origin.GOLD, report(Verdict.ANNOTATE, warn), null).alsoAnalyzed(report(Verdict.ANNOTATE, warn)));
        table.add(checked(Origin.GOLD, quiet, null).alsoAnalyzed(quiet));
        table.add(checked(Origin.GOLD, quiet, null)); // pgjdbc could not prepare it: not in the comparison

        assertEquals(1, table.goldWithRisk(Severity.WARN, false)[0]);
        assertEquals(5, table.goldWithRisk(Severity.WARN, false)[1]);
        assertEquals(0, table.goldWithRisk(Severity.BLOCK, false)[0]);
        assertEquals(3, table.goldWithRisk(Severity.WARN, true)[0], "a block is a warning too");
        assertEquals(1, table.goldWithRisk(Severity.BLOCK, true)[0]);
        assertEquals(4, table.goldWithRisk(Severity.BLOCK, true)[1]);

        String md = table.markdown();
        assertTrue(md.contains("| `01NG1` node-risk warning, default settings (people's SQL) | 1 (20.0%) | 0 |"), md);
        assertTrue(md.contains("| `42NG1` node-risk block, `nlguard.sql-author=machine` | 1 (20.0%) | 0 |"), md);
        assertTrue(md.contains("Of all gold queries, 1 of 5 (20.00%) draw a `01NG1` warning and 0 of 5 (0.00%)"), md);
        assertTrue(md.contains("3 of 4 (75.00%) and 1 of 4 (25.00%)"), md);
    }

    @Test
    void parseFailuresAndGuardFailuresAreOutcomesOfTheirOwn() {
        RuleFiringTable table = new RuleFiringTable(List.of(SPIDER));
        ParseFailure failure = new ParseFailure("selec 1", ParseFailure.Kind.SYNTAX, "syntax error", 1, 1, List.of());
        table.add(checked(Origin.PREDICTION,
                new GuardReport("selec 1", List.of(), List.of(), Verdict.ANNOTATE, failure, false, false, 1, 0, null, null, List.of(), null), "42601"));
        table.add(checked(Origin.PREDICTION, null, null));

        assertEquals(1, table.parserRejected(SPIDER, Origin.PREDICTION));
        assertEquals(0, table.parserRejectedButRan(SPIDER, Origin.PREDICTION));
        assertEquals(1, table.guardFailed(SPIDER, Origin.PREDICTION));
        assertEquals(1, table.verdict(Verdict.ANNOTATE, SPIDER, Origin.PREDICTION));
        assertEquals(2, table.statements(SPIDER, Origin.PREDICTION));
    }

    @Test
    void onlyBlockingFirewallFindingsAreFirewallBlocks() {
        Finding block = finding("firewall.always-true-condition", RuleCategory.FIREWALL, Severity.BLOCK);
        Finding info = finding("firewall.constant-condition", RuleCategory.FIREWALL, Severity.INFO);
        Finding lint = finding("lint.unknown-column", RuleCategory.LINT, Severity.BLOCK);
        CheckedStatement c = checked(Origin.GOLD, report(Verdict.BLOCK, block, info, lint), null);
        assertEquals(List.of(block), c.firewallBlocks());
        assertEquals(List.of(), checked(Origin.GOLD, null, null).firewallBlocks());
    }
}
