package io.nlguard.model.calibrate;

/**
 * Scores grouped by distinct value, ascending, with the total weight of each value and of its
 * positives: what isotonic calibration pools. Tied scores always form one group; {@code -0.0} and
 * {@code 0.0} are one value; NaN scores and weights that are not positive and finite are rejected.
 * With every weight 1, a group's weights are exactly its counts.
 */
final class WeightedScores {

    final double[] values;
    final double[] weights;
    final double[] positiveWeights;

    private WeightedScores(double[] values, double[] weights, double[] positiveWeights) {
        this.values = values;
        this.weights = weights;
        this.positiveWeights = positiveWeights;
    }

    /** Groups {@code scores[i]}, positive when {@code positives[i]}, weighing {@code weights[i]} (1 when null). */
    static WeightedScores of(double[] scores, boolean[] positives, double[] weights) {
        if (positives.length != scores.length || weights != null && weights.length != scores.length) {
            throw new IllegalArgumentException(scores.length + " scores, " + positives.length + " labels"
                    + (weights == null ? "" : ", " + weights.length + " weights"));
        }
        for (int i = 0; i < scores.length; i++) {
            if (weights != null && !(weights[i] > 0 && weights[i] < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("weight at index " + i + " is " + weights[i]);
            }
        }
        RankedScores ranked = RankedScores.of(scores);
        int size = ranked.values().length;
        double[] groupWeights = new double[size];
        double[] groupPositives = new double[size];
        for (int i = 0; i < scores.length; i++) {
            double w = weights == null ? 1.0 : weights[i];
            int group = ranked.groupOf()[i];
            groupWeights[group] += w;
            groupPositives[group] += positives[i] ? w : 0.0;
        }
        return new WeightedScores(ranked.values(), groupWeights, groupPositives);
    }
}
