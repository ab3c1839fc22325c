package io.nlguard.compare.diagnose;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import io.nlguard.compare.result.CardinalityMatch;
import io.nlguard.compare.result.ResultComparison;

/**
 * Writes Layer 4's findings as short plain-language sentences, always the same words for the same
 * findings: whether the results match, ordering-only and cardinality findings, the most likely
 * cause with its confidence, other plausible causes, and the columns that differ.
 */
final class DiagnosticExplanations {

    private DiagnosticExplanations() {
    }

    static List<String> write(ResultComparison result, ResultSignals signals, StructureSignals structure,
                              List<ClauseAttribution> ranked, boolean ambiguous, Map<String, ColumnMismatch> columns) {
        List<String> lines = new ArrayList<>();
        if (result == null) {
            lines.add("The results were not compared, so the diagnosis rests on the SQL structure alone.");
        } else if (result.modePass()) {
            if (structure != null) {
                differingClauses(structure).ifPresent(clauses -> lines.add("The SQL differs in " + clauses
                        + ", which makes no difference to the result on this database."));
            }
            return lines;
        } else {
            rows(result.cardinalityMatch(), signals).ifPresent(lines::add);
        }
        if (ranked.isEmpty()) {
            lines.add("No clause of the SQL could be singled out as the cause.");
        } else {
            ClauseAttribution primary = ranked.get(0);
            String first = primary.whatDiffered().isEmpty() ? "" : ": " + primary.whatDiffered().get(0);
            lines.add(String.format(Locale.ROOT, "Most likely cause: the %s, confidence %.2f, %s evidence%s.",
                    primary.label(), primary.confidence(), primary.evidenceStrength().label(), first));
            if (ambiguous) {
                lines.add("Also plausible with similar weight: " + String.join(", ", ranked.subList(1, ranked.size())
                        .stream().filter(a -> a.errorScore() >= AttributionRanking.AMBIGUITY_RATIO * primary.errorScore())
                        .map(a -> "the " + a.label()).toList()) + ".");
            }
        }
        if (columns != null) {
            List<String> differing = columns.entrySet().stream().filter(e -> e.getValue().differs())
                    .map(e -> e.getKey() + " (" + describe(e.getValue()) + ")").toList();
            if (!differing.isEmpty()) {
                lines.add("Columns that differ: " + String.join(", ", differing) + ".");
            }
        }
        return lines;
    }

    private static Optional<String> rows(CardinalityMatch rows, ResultSignals signals) {
        if (signals.orderingOnly()) {
            return Optional.of("The rows are the same but come back in a different order.");
        }
        if (rows.match()) {
            return Optional.empty();
        }
        String counts = "The actual query returns " + rowCount(rows.actualRows()) + " where " + rows.expectedRows()
                + " are expected";
        if (!signals.explosion()) {
            return Optional.of(counts + ".");
        }
        return Optional.of(counts + (rows.delta() > 0
                ? ": a cardinality explosion (rows multiplied, as by a join fan-out or a finer grouping)."
                : ": a cardinality collapse (rows lost, as by an over-strict filter or join)."));
    }

    private static Optional<String> differingClauses(StructureSignals structure) {
        List<String> clauses = new ArrayList<>();
        for (DiagnosticCategory category : DiagnosticCategory.values()) {
            if (category != DiagnosticCategory.AGGREGATE_FUNCTION && structure.divergence(category) > 0) {
                clauses.add(category.sourceClause());
            }
        }
        structure.otherDifferences().forEach(line -> clauses.add(line.substring(0, line.indexOf(':'))));
        return clauses.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", clauses));
    }

    private static String rowCount(int rows) {
        return rows == 1 ? "1 row" : rows + " rows";
    }

    private static String describe(ColumnMismatch column) {
        return switch (column.status()) {
            case MISSING -> "missing";
            case EXTRA -> "extra";
            default -> Math.round(column.mismatchRate() * 100) + "% of cells";
        };
    }
}
