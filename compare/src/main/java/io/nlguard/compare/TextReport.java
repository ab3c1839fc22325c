package io.nlguard.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import io.nlguard.compare.diagnose.ClauseAttribution;
import io.nlguard.compare.diagnose.ColumnMismatch;
import io.nlguard.compare.judge.AiJudgment;
import io.nlguard.compare.validate.ErrorCategory;

/**
 * Renders a {@link ComparisonReport} as a few lines a person reads: the verdict and severity, why,
 * where the cause likely is, what differs, which columns, the errors, the AI's advice and the
 * warnings. Lines with nothing to say are left out.
 */
public final class TextReport {

    /** At most this many differences are listed under "What differs". */
    private static final int MAX_DIFFERENCES = 3;

    private TextReport() {
    }

    public static String render(ComparisonReport report) {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "Verdict: %s (%s), overall score %.2f",
                report.deterministicVerdict().label().toUpperCase(Locale.ROOT), report.severity().label(),
                report.overallScore()));
        if (report.blockedReason() != null) {
            lines.add("Blocked: " + report.blockedReason().replace('_', ' '));
        }
        lines.add("Why:");
        report.explanations().forEach(line -> lines.add("  - " + line));
        List<ClauseAttribution> attributions = report.evidence().attributions();
        if (!attributions.isEmpty()) {
            lines.add("Where: " + where(attributions, Boolean.TRUE.equals(report.diagnosticScores().ambiguousCase())));
            List<String> differed = attributions.get(0).whatDiffered();
            if (!differed.isEmpty()) {
                lines.add("What differs: " + String.join("; ", differed.subList(0, Math.min(MAX_DIFFERENCES, differed.size()))));
            }
        }
        columns(report.mismatchMap()).ifPresent(lines::add);
        if (!report.errorTypes().isEmpty()) {
            lines.add("Errors: " + String.join(", ", report.errorTypes().stream().map(ErrorCategory::label).toList()));
        }
        if (report.aiAdvisoryVerdict() != null) {
            lines.add(advice(report));
        }
        report.warnings().forEach(warning -> lines.add("Warning: " + warning));
        return String.join("\n", lines) + "\n";
    }

    private static String where(List<ClauseAttribution> attributions, boolean ambiguous) {
        ClauseAttribution primary = attributions.get(0);
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "the %s, confidence %.2f, %s evidence",
                primary.label(), primary.confidence(), primary.evidenceStrength().label()));
        if (ambiguous && attributions.size() > 1) {
            text.append("; as plausible: the ").append(attributions.get(1).label());
        }
        return text.toString();
    }

    private static Optional<String> columns(Map<String, ColumnMismatch> map) {
        if (map == null) {
            return Optional.empty();
        }
        List<String> differing = new ArrayList<>();
        map.forEach((name, column) -> {
            if (column.differs()) {
                differing.add(name + " " + switch (column.status()) {
                    case MISSING -> "missing";
                    case EXTRA -> "extra";
                    default -> Math.round(column.mismatchRate() * 100) + "% of cells differ";
                });
            }
        });
        return differing.isEmpty() ? Optional.empty()
                : Optional.of("Columns: " + String.join(", ", differing));
    }

    /** E.g. {@code AI advisory: fail (agrees with the deterministic verdict; advisory only; model m, prompt p): ...}. */
    private static String advice(ComparisonReport report) {
        String agreement = Boolean.TRUE.equals(report.verdictConsistencyFlag()) ? "agrees" : "disagrees";
        AiJudgment judgment = report.evidence().aiJudgment();
        String run = judgment == null ? ""
                : "; model " + judgment.run().modelId() + ", prompt " + judgment.run().promptVersion();
        String rationale = judgment == null ? ""
                : judgment.advisory().map(assessment -> ": " + assessment.shortRationale()).orElse("");
        return "AI advisory: " + report.aiAdvisoryVerdict().label() + " (" + agreement
                + " with the deterministic verdict; advisory only" + run + ")" + rationale;
    }
}
