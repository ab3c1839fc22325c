package io.nlguard.compare.score;

import io.nlguard.compare.result.CardinalityMatch;
import io.nlguard.compare.result.NumericToleranceMatch;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.result.SchemaMatch;
import io.nlguard.compare.structure.ClauseComparison;
import io.nlguard.compare.structure.StructuralComparison;

/** The category scores of the Scoring Strategy, each in [0, 1], 1 for identical; weights from {@link ScoringWeights}. */
public final class CategoryScores {

    private final ScoringWeights weights;

    public CategoryScores(ScoringWeights weights) {
        this.weights = weights;
    }

    /** {@code structure_score}, or null when the structural comparison is blocked. */
    public Double structure(StructuralComparison structure) {
        if (structure == null || !structure.compared()) {
            return null;
        }
        long present = structure.clauseMatch().byClause().values().stream().filter(ClauseComparison::presentInEither).count();
        long matching = structure.clauseMatch().byClause().values().stream()
                .filter(c -> c.presentInEither() && c.match()).count();
        return new Blend()
                .add(weights.normalizedSqlMatch(), structure.normalizedSqlMatch() ? 1 : 0)
                .add(weights.clauseMatch(), present == 0 ? 1.0 : (double) matching / present)
                .add(weights.clauseWeightedSimilarity(), 1 - structure.clauseWeightedDistance())
                .value();
    }

    /** {@code result_score}, or null when the results were not compared. */
    public Double result(ResultComparison result) {
        if (result == null) {
            return null;
        }
        return new Blend()
                .add(weights.schemaMatch(), schema(result.schemaMatch()))
                .add(weights.rowOverlap(), result.rowOverlap())
                .add(weights.cellOverlap(), result.cellOverlap())
                .add(weights.cardinalityMatch(), cardinality(result.cardinalityMatch()))
                .add(weights.numericToleranceMatch(), tolerance(result.numericToleranceMatch()))
                .add(weights.nullHandlingMatch(), result.nullHandlingMatch() ? 1 : 0)
                .value();
    }

    /** {@code overall_score} of two results that were compared: the weighted blend of the two scores. */
    public double overall(Double structureScore, double resultScore) {
        Blend blend = new Blend().add(weights.resultScore(), resultScore);
        if (structureScore != null) {
            blend.add(weights.structureScore(), structureScore);
        }
        return blend.value();
    }

    /** 1 when the schemas agree as configured, else the share of the four checks (count, names, order, types) met. */
    private static double schema(SchemaMatch schema) {
        if (schema.match()) {
            return 1.0;
        }
        int met = (schema.countMatch() ? 1 : 0) + (schema.namesMatch() ? 1 : 0) + (schema.orderMatch() ? 1 : 0)
                + (schema.typesMatch() ? 1 : 0);
        return met / 4.0;
    }

    private static double cardinality(CardinalityMatch rows) {
        int large = Math.max(rows.actualRows(), rows.expectedRows());
        return large == 0 ? 1.0 : (double) Math.min(rows.actualRows(), rows.expectedRows()) / large;
    }

    private static double tolerance(NumericToleranceMatch numbers) {
        return numbers.comparedPairs() == 0 ? 1.0
                : (double) (numbers.exactPairs() + numbers.withinTolerancePairs()) / numbers.comparedPairs();
    }
}
