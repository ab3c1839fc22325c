package io.nlguard.compare.diagnose;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.result.CardinalityMatch;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.result.SchemaMatch;
import io.nlguard.compare.structure.StructuralComparison;

/**
 * Layer 4, Diagnostic attribution (the design's Diagnostic Engine): turns Layer 2's clause
 * differences and Layer 3's result differences into clause-attributed error scores
 * ({@link AttributionRules}), ranks them with confidence, evidence strength and the ambiguity flag
 * ({@link AttributionRanking}), sets the ordering-only and cardinality-explosion flags, builds the
 * per-column mismatch map and writes plain-language explanations, without any model involved.
 *
 * <p>It diagnoses what it can: with the results blocked (an execution failure) the attribution
 * rests on the SQL structure alone, with low evidence; with both blocked (a parse failure) the
 * output is blocked. When the results pass the configured mode there is nothing to attribute and
 * every score is 0. Stateless and thread-safe.
 */
public final class DiagnosticEngine {

    /**
     * @param structure Layer 2's output, or null when it did not run; a blocked comparison counts as absent
     * @param result    Layer 3's output, or null when the results were not compared
     */
    public Diagnostics diagnose(StructuralComparison structure, ResultComparison result) {
        StructureSignals structural = structure != null && structure.compared()
                ? new StructureSignals(structure.clauseMatch()) : null;
        if (structural == null && result == null) {
            return new Diagnostics(DiagnosticScores.blocked(), null, List.of(), new SupportingEvidence(null, null, null, null),
                    List.of("No diagnosis: neither the SQL structure nor the results could be compared."),
                    structure != null && structure.blockedReason() != null ? structure.blockedReason() : "parse_failure");
        }
        Map<String, ColumnMismatch> columns = result == null ? null : ColumnMismatchMap.of(result);
        ResultSignals signals = result == null ? null : ResultSignals.of(result);
        boolean mismatch = result == null || !result.modePass();
        List<ClauseAttribution> ranked = mismatch
                ? AttributionRanking.rank(AttributionRules.candidates(structural, signals, columnDifferences(columns)))
                : List.of();
        boolean ambiguous = AttributionRanking.ambiguous(ranked);
        DiagnosticScores scores = scores(ranked, signals, mismatch, ambiguous);
        SupportingEvidence evidence = evidence(structural, result);
        List<String> explanations = DiagnosticExplanations.write(result, signals, structural, ranked, ambiguous, columns);
        return new Diagnostics(scores, columns, ranked, evidence, explanations, null);
    }

    private static DiagnosticScores scores(List<ClauseAttribution> ranked, ResultSignals signals, boolean mismatch,
                                           boolean ambiguous) {
        ClauseAttribution primary = ranked.isEmpty() ? null : ranked.get(0);
        Boolean ordering = signals == null ? null : mismatch && signals.orderingOnly();
        Boolean explosion = signals == null ? null : mismatch && signals.explosion();
        return new DiagnosticScores(score(ranked, DiagnosticCategory.PROJECTION), score(ranked, DiagnosticCategory.FILTER),
                score(ranked, DiagnosticCategory.JOIN), score(ranked, DiagnosticCategory.GROUPING),
                score(ranked, DiagnosticCategory.AGGREGATE_FUNCTION), ordering, score(ranked, DiagnosticCategory.LIMIT_TOPK),
                explosion, primary == null ? null : primary.sourceClause(), primary == null ? null : primary.category(),
                primary == null ? null : primary.confidence(), primary == null ? null : primary.evidenceStrength(),
                primary == null ? null : primary.evidenceCount(), ambiguous);
    }

    private static double score(List<ClauseAttribution> ranked, DiagnosticCategory category) {
        return ranked.stream().filter(a -> a.category() == category).mapToDouble(ClauseAttribution::errorScore)
                .findFirst().orElse(0.0);
    }

    private static SupportingEvidence evidence(StructureSignals structural, ResultComparison result) {
        Integer delta = null;
        Double ratio = null;
        Double shared = null;
        if (result != null) {
            CardinalityMatch rows = result.cardinalityMatch();
            delta = rows.delta();
            ratio = rows.ratio();
            SchemaMatch schema = result.schemaMatch();
            int wider = Math.max(schema.columnCountActual(), schema.columnCountExpected());
            shared = wider == 0 ? 1.0 : AttributionRanking.round((double) schema.columnAlignment().size() / wider);
        }
        return new SupportingEvidence(delta, ratio, shared, structural == null ? null : structural.predicateDiffSummary());
    }

    /** The attribute-level differences: {@code column total: 60% of cells differ}, {@code column name: missing}. */
    private static List<String> columnDifferences(Map<String, ColumnMismatch> columns) {
        List<String> lines = new ArrayList<>();
        if (columns == null) {
            return lines;
        }
        columns.forEach((name, column) -> {
            switch (column.status()) {
                case MISMATCH -> lines.add("column " + name + ": " + Math.round(column.mismatchRate() * 100)
                        + "% of cells differ");
                case MISSING -> lines.add("column " + name + ": missing from the actual result");
                case EXTRA -> lines.add("column " + name + ": not in the expected result");
                default -> {
                }
            }
        });
        return lines;
    }
}
