package io.nlguard.cli.corpus;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.verdict.GuardReport;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What became of one corpus statement sent through the guard to PostgreSQL.
 *
 * @param report   the guard's analysis, or null when the guard itself failed on it
 * @param sqlState the SQLSTATE PostgreSQL refused it with, or null when it ran
 * @param other    the guard's analysis under other settings (the same SQL as a model's), or null when not asked
 */
public record CheckedStatement(CorpusStatement statement, GuardReport report, String sqlState, GuardReport other) {

    public CheckedStatement(CorpusStatement statement, GuardReport report, String sqlState) {
        this(statement, report, sqlState, null);
    }

    /** The same outcome with the analysis under other settings beside it. */
    public CheckedStatement alsoAnalyzed(GuardReport otherReport) {
        return new CheckedStatement(statement, report, sqlState, otherReport);
    }

    /** Whether a report has a node-risk finding of at least this severity: WARN is a 01NG1 (or a block), BLOCK a 42NG1. */
    public static boolean hasRisk(GuardReport report, Severity atLeast) {
        return report != null && report.findings().stream().anyMatch(f -> f.category() == RuleCategory.RISK
                && f.severity().compareTo(atLeast) >= 0);
    }

    public boolean guardFailed() {
        return report == null;
    }

    public boolean parserRejected() {
        return report != null && !report.parsed();
    }

    public boolean databaseRejected() {
        return sqlState != null;
    }

    /** The first two characters of the SQLSTATE (e.g. {@code 42}), or null when the statement ran. */
    public String sqlStateClass() {
        return sqlState == null ? null : sqlState.substring(0, Math.min(2, sqlState.length()));
    }

    /** The ids of the rules with at least one finding, each once. */
    public Set<String> firedRules() {
        Set<String> ids = new TreeSet<>();
        if (report != null) {
            report.findings().forEach(f -> ids.add(f.ruleId()));
        }
        return ids;
    }

    /** BLOCK findings of firewall rules: what block mode would refuse the statement for. */
    public List<Finding> firewallBlocks() {
        if (report == null) {
            return List.of();
        }
        return report.findings(Severity.BLOCK).stream().filter(f -> f.category() == RuleCategory.FIREWALL).toList();
    }
}
