package io.nlguard.benchmarks;

import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * One hash of everything the analysis concludes over the gold corpus and the join/aggregate shapes (each
 * statement's verdict, findings, node scores to the last bit, the SQL it runs, its kinds), so that a change
 * made for speed can be shown to change no verdict and no score: run it on the jar before and after, the
 * two lines must be equal. {@code java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.AnalysisDigest}
 */
public final class AnalysisDigest {

    private AnalysisDigest() {
    }

    public static void main(String[] args) throws NoSuchAlgorithmException {
        GoldWorkload workload = GoldWorkload.load();
        StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT);
        digest("gold statements", workload.statements(), analyzer);
        digest("join/aggregate shapes", JoinAggregateShapes.of(workload, 1_500), analyzer);
    }

    private static void digest(String label, List<GoldWorkload.Statement> statements, StatementAnalyzer analyzer)
            throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        int scored = 0;
        int nodes = 0;
        for (GoldWorkload.Statement s : statements) {
            GuardReport report = analyzer.analyze(s.sql(), s.catalog(), false);
            String conclusion = report.verdict() + "|" + report.statementKinds() + "|" + report.changesSchema() + "|"
                    + report.executedSql() + "|" + report.parseFailure() + "|" + report.findings() + "|"
                    + report.rewrites() + "|" + report.nodeScores() + "\n";
            sha.update(conclusion.getBytes(StandardCharsets.UTF_8));
            if (report.nodeScores() != null) {
                scored++;
                nodes += report.nodeScores().nodes().size();
            }
        }
        System.out.printf("%d %s, %d scored (%d nodes): sha-256 %s%n", statements.size(), label, scored, nodes,
                HexFormat.of().formatHex(sha.digest()));
    }
}
