package io.nlguard.model.calibrate;

import java.util.Arrays;

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
            if (Double.isNaN(scores[i])) {
                throw new IllegalArgumentException("score at index " + i + " is NaN");
            }
            if (weights != null && !(weights[i] > 0 && weights[i] < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException("weight at index " + i + " is " + weights[i]);
            }
        }
        Integer[] order = new Integer[scores.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (a, b) -> Double.compare(scores[a], scores[b]));
        double[] values = new double[scores.length];
        double[] groupWeights = new double[scores.length];
        double[] groupPositives = new double[scores.length];
        int size = 0;
        for (int i = 0; i < order.length; ) {
            double value = scores[order[i]];
            double weight = 0;
            double positive = 0;
            // == and not compare: -0.0 and 0.0, sorted next to each other, are one value
            for (; i < order.length && scores[order[i]] == value; i++) {
                double w = weights == null ? 1.0 : weights[order[i]];
                weight += w;
                positive += positives[order[i]] ? w : 0.0;
            }
            values[size] = value;
            groupWeights[size] = weight;
            groupPositives[size] = positive;
            size++;
        }
        return new WeightedScores(Arrays.copyOf(values, size), Arrays.copyOf(groupWeights, size),
                Arrays.copyOf(groupPositives, size));
    }
}
