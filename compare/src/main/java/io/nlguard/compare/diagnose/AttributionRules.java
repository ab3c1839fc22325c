package io.nlguard.compare.diagnose;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.compare.structure.Clause;

/**
 * The design's clause-attribution heuristics, one rule per {@link DiagnosticCategory}. Each rule
 * weighs a structural signal (how far the category's clauses differ in {@code clause_match}) and
 * the result signals of the category's pattern:
 * <ul>
 *   <li>projection: attributes missing or extra, or some (not all) aligned columns differing, while
 *       the row counts are close;</li>
 *   <li>filter: row overlap asymmetry (one result contains most of the other), or the same number of
 *       rows replaced by others;</li>
 *   <li>join: cardinality fan-out or compression, and the explosion flag;</li>
 *   <li>grouping: a different number of groups, and aggregate values drifting;</li>
 *   <li>aggregate function: numeric columns drifting while the row count and the non-numeric
 *       (key) columns stay the same;</li>
 *   <li>ordering: the results are equal as multisets but not in sequence;</li>
 *   <li>top-k: the row counts differ and the smaller result lies wholly inside the larger one, as a
 *       changed LIMIT or OFFSET cuts it.</li>
 * </ul>
 * {@code error_score = 0.5 · structural + 0.5 · max(result signals)}. A category whose clauses are
 * the same in both queries cannot be the root cause and scores 0, except ordering: without an
 * ORDER BY the order of rows is unspecified, so an ordering-only mismatch is attributed to ordering
 * even when neither query orders. When one side of the evidence is missing (the results are
 * blocked by an execution failure, or the structure could not be compared) the other side alone
 * gives half the score, so that a partial diagnosis never reads as a certain one.
 */
final class AttributionRules {

    static final double STRUCTURAL_WEIGHT = 0.5;
    static final double RESULT_WEIGHT = 0.5;

    /** A category's signals before ranking. */
    record Candidate(DiagnosticCategory category, double score, List<Signal> signals, List<String> whatDiffered) {

        int evidenceCount() {
            return (int) signals.stream().filter(Signal::present).count();
        }
    }

    private AttributionRules() {
    }

    /** @param structure null when Layer 2 is blocked; @param result null when Layer 3 is blocked */
    static List<Candidate> candidates(StructureSignals structure, ResultSignals result, List<String> columnDifferences) {
        List<Candidate> candidates = new ArrayList<>();
        for (DiagnosticCategory category : DiagnosticCategory.values()) {
            Signal structural = structure == null ? null : structural(category, structure.divergence(category));
            List<Signal> patterns = result == null ? List.of() : patterns(category, result);
            List<Signal> signals = new ArrayList<>();
            if (structural != null) {
                signals.add(structural);
            }
            signals.addAll(patterns);
            List<String> differed = new ArrayList<>(structure == null ? List.of() : structure.differences(category));
            if (category == DiagnosticCategory.PROJECTION || category == DiagnosticCategory.AGGREGATE_FUNCTION) {
                differed.addAll(columnDifferences);
            }
            candidates.add(new Candidate(category, score(category, structural, patterns), signals, differed));
        }
        return candidates;
    }

    private static double score(DiagnosticCategory category, Signal structural, List<Signal> patterns) {
        double pattern = patterns.stream().mapToDouble(Signal::value).max().orElse(0.0);
        if (structural == null) {
            return RESULT_WEIGHT * pattern;
        }
        if (!structural.present() && category != DiagnosticCategory.ORDERING) {
            return 0.0;
        }
        return STRUCTURAL_WEIGHT * structural.value() + RESULT_WEIGHT * pattern;
    }

    private static Signal structural(DiagnosticCategory category, double divergence) {
        String clauses = String.join(" and ", category.clauses().stream().map(Clause::label).toList());
        return new Signal("clause_divergence", divergence, divergence > 0
                ? String.format("the %s clause of the two queries differs (divergence %.2f)", clauses, divergence)
                : "the " + clauses + " clause is the same in both queries");
    }

    private static List<Signal> patterns(DiagnosticCategory category, ResultSignals r) {
        double close = r.cardinalityCloseness();
        return switch (category) {
            case PROJECTION -> List.of(
                    new Signal("missing_or_extra_attributes", close * r.schemaDifference(),
                            pct(r.schemaDifference()) + " of the columns have no partner in the other result"),
                    new Signal("transformed_attributes", close * r.localizedColumns(),
                            pct(r.localizedColumns()) + " of the aligned columns differ while the others match"));
            case FILTER -> List.of(
                    new Signal("row_overlap_asymmetry", r.asymmetry(),
                            String.format("row precision and recall differ by %.2f", r.asymmetry())),
                    new Signal("rows_replaced", r.cardinalityDeviation() == 0 && r.localizedColumns() == 0
                            && r.schemaDifference() == 0 ? r.rowLoss() : 0.0,
                            "the same number of rows, " + pct(r.rowLoss()) + " of them not shared"));
            case JOIN -> List.of(
                    new Signal("cardinality_deviation", r.cardinalityDeviation(),
                            "the row counts differ by " + pct(r.cardinalityDeviation()) + " of the larger"),
                    new Signal("cardinality_explosion", r.explosion() ? 1.0 : 0.0, r.explosion()
                            ? "one result has at least twice the rows of the other" : "no fan-out or collapse"));
            case GROUPING -> List.of(
                    new Signal("group_count_change", r.cardinalityDeviation(),
                            "the number of rows (groups) differs by " + pct(r.cardinalityDeviation())),
                    new Signal("aggregate_drift", r.numericDrift(), pct(r.numericDrift()) + " of the numeric columns differ"));
            case AGGREGATE_FUNCTION -> List.of(
                    new Signal("aggregate_drift", close * r.numericDrift(),
                            pct(r.numericDrift()) + " of the numeric columns differ"),
                    new Signal("keys_stable", r.numericDrift() > 0 && r.keysStable() && close == 1 ? 1.0 : 0.0,
                            r.keysStable() ? "the non-numeric columns all match" : "non-numeric columns differ too"));
            case ORDERING -> List.of(new Signal("ordering_only", r.orderingOnly() ? 1.0 : 0.0, r.orderingOnly()
                    ? "the results are equal as multisets but not in sequence" : "the rows themselves differ"));
            case LIMIT_TOPK -> List.of(new Signal("truncation_boundary", r.containment() ? 1.0 : 0.0, r.containment()
                    ? "the smaller result lies wholly inside the larger one" : "neither result contains the other"));
        };
    }

    private static String pct(double share) {
        return Math.round(share * 100) + "%";
    }
}
