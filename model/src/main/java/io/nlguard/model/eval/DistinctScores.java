package io.nlguard.model.eval;

import java.util.Arrays;

/**
 * Scores grouped by distinct value, ascending, with how many positives and negatives share each
 * value: the first step of the rank metrics (ROC, AUC) and of isotonic calibration, which must
 * treat tied scores as one. Built in O(n log n) by sorting the two classes' scores separately and
 * merging them. {@code -0.0} and {@code 0.0} are one value; NaN scores are rejected.
 */
public final class DistinctScores {

    private final double[] values;
    private final long[] positives;
    private final long[] negatives;
    private final long totalPositives;
    private final long totalNegatives;

    private DistinctScores(double[] values, long[] positives, long[] negatives, long totalPositives, long totalNegatives) {
        this.values = values;
        this.positives = positives;
        this.negatives = negatives;
        this.totalPositives = totalPositives;
        this.totalNegatives = totalNegatives;
    }

    /** Groups {@code scores[i]}, labelled positive when {@code positives[i]}. */
    public static DistinctScores of(double[] scores, boolean[] positives) {
        Inputs.requireSameLength(scores, positives);
        int positiveCount = 0;
        for (int i = 0; i < scores.length; i++) {
            if (Double.isNaN(scores[i])) {
                throw new IllegalArgumentException("score at index " + i + " is NaN");
            }
            if (positives[i]) {
                positiveCount++;
            }
        }
        double[] pos = new double[positiveCount];
        double[] neg = new double[scores.length - positiveCount];
        for (int i = 0, p = 0, n = 0; i < scores.length; i++) {
            if (positives[i]) {
                pos[p++] = scores[i];
            } else {
                neg[n++] = scores[i];
            }
        }
        Arrays.sort(pos);
        Arrays.sort(neg);

        double[] values = new double[scores.length];
        long[] groupPositives = new long[scores.length];
        long[] groupNegatives = new long[scores.length];
        int size = 0;
        int i = 0;
        int j = 0;
        while (i < pos.length || j < neg.length) {
            double value = i == pos.length ? neg[j] : j == neg.length ? pos[i] : Math.min(pos[i], neg[j]);
            int firstPositive = i;
            int firstNegative = j;
            while (i < pos.length && pos[i] == value) {
                i++;
            }
            while (j < neg.length && neg[j] == value) {
                j++;
            }
            values[size] = value;
            groupPositives[size] = i - firstPositive;
            groupNegatives[size] = j - firstNegative;
            size++;
        }
        return new DistinctScores(Arrays.copyOf(values, size), Arrays.copyOf(groupPositives, size),
                Arrays.copyOf(groupNegatives, size), pos.length, neg.length);
    }

    /** Number of distinct scores. */
    public int size() {
        return values.length;
    }

    /** The {@code k}-th smallest distinct score. */
    public double value(int k) {
        return values[k];
    }

    /** Positives scored exactly {@link #value(int) value(k)}. */
    public long positives(int k) {
        return positives[k];
    }

    /** Negatives scored exactly {@link #value(int) value(k)}. */
    public long negatives(int k) {
        return negatives[k];
    }

    /** The positives per distinct score, ascending; the array itself, for the rank metrics of this package. */
    long[] positiveCounts() {
        return positives;
    }

    /** The negatives per distinct score, ascending; the array itself. */
    long[] negativeCounts() {
        return negatives;
    }

    public long totalPositives() {
        return totalPositives;
    }

    public long totalNegatives() {
        return totalNegatives;
    }
}
