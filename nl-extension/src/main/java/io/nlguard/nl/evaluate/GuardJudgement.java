package io.nlguard.nl.evaluate;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.score.NodeScore;
import io.nlguard.guard.score.NodeScores;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.GuardReport;

import java.util.List;

/**
 * What the guard said about one candidate, as evaluation and repair use it.
 *
 * @param checkedSql the SQL the guard would run (normalized and autocorrected), or the candidate when blocked
 * @param blocked    whether the guard refuses it
 * @param blockReason the refusal with its fix hint, or "" when not blocked
 * @param warnings   the warnings' descriptions, each with its fix hint
 * @param maxRisk    the node model's highest node probability, 0 without scores
 * @param meanRisk   the node model's mean node probability, 0 without scores
 */
public record GuardJudgement(String checkedSql, boolean blocked, String blockReason, List<String> warnings,
                             double maxRisk, double meanRisk) {

    public GuardJudgement {
        warnings = List.copyOf(warnings);
    }

    /** Asks the guard; a guard that fails counts as a refusal with its words. */
    public static GuardJudgement of(String sql, CandidateCheck check) {
        Decision decision;
        try {
            decision = check.check(sql);
        } catch (RuntimeException e) {
            return new GuardJudgement(sql, true, "the guard failed: " + e.getMessage(), List.of(), 0, 0);
        }
        GuardReport report = decision.report();
        List<String> warnings = report == null ? List.of()
                : report.findings().stream().filter(f -> f.severity() == Severity.WARN).map(Finding::describe).toList();
        NodeScores scores = report == null ? null : report.nodeScores();
        double max = scores == null ? 0 : scores.maxProbability();
        double mean = scores == null || scores.nodes().isEmpty() ? 0
                : scores.nodes().stream().mapToDouble(NodeScore::probability).average().orElse(0);
        if (decision.blocked()) {
            return new GuardJudgement(sql, true, blockReason(decision), warnings, max, mean);
        }
        return new GuardJudgement(decision.sql(), false, "", warnings, max, mean);
    }

    private static String blockReason(Decision decision) {
        String reason = decision.block().state().code() + ": " + decision.block().message();
        GuardReport report = decision.report();
        if (report != null) {
            for (Finding finding : report.findings(Severity.BLOCK)) {
                if (finding.fix() != null && !reason.contains(finding.fix())) {
                    reason += " Fix: " + finding.fix();
                }
            }
        }
        return reason;
    }
}
