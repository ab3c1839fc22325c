package io.nlguard.model.calibrate;

import java.util.Arrays;

/**
 * Scores grouped by distinct value: the distinct values, ascending, and for every score the index of its
 * value. How the isotonic calibration ({@link WeightedScores}) and the evaluation's bootstrap group tied
 * scores without sorting boxed indices. It lives here, below both, so that the calibration the driver
 * runs does not depend on the evaluation package.
 *
 * @param values  the distinct scores, ascending
 * @param groupOf for every score, the index of its value in {@code values}
 */
public record RankedScores(double[] values, int[] groupOf) {

    /** Groups {@code scores}. {@code -0.0} is {@code 0.0}; NaN is rejected. */
    public static RankedScores of(double[] scores) {
        double[] distinct = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            if (Double.isNaN(scores[i])) {
                throw new IllegalArgumentException("score at index " + i + " is NaN");
            }
            distinct[i] = scores[i] + 0.0; // turns -0.0 into 0.0
        }
        Arrays.sort(distinct);
        int size = 0;
        for (double value : distinct) {
            if (size == 0 || value != distinct[size - 1]) {
                distinct[size++] = value;
            }
        }
        double[] values = Arrays.copyOf(distinct, size);
        int[] groupOf = new int[scores.length];
        for (int i = 0; i < scores.length; i++) {
            groupOf[i] = Arrays.binarySearch(values, scores[i] + 0.0);
        }
        return new RankedScores(values, groupOf);
    }
}
