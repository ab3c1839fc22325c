package io.nlguard.model.calibrate;

import java.util.Arrays;
import java.util.List;

/**
 * Isotonic regression of the labels on the score: the non-decreasing step function closest to the
 * labels in squared error, found by pool-adjacent-violators over the distinct scores (tied scores
 * always share one value). Each pooled block becomes a knot at its mean score; {@link #apply}
 * interpolates linearly between knots and holds the end values beyond them.
 */
public final class IsotonicCalibration implements Calibrator {

    static final String KIND = "isotonic";

    private final double[] knots;         // strictly increasing scores
    private final double[] probabilities; // non-decreasing, in [0, 1]

    private IsotonicCalibration(double[] knots, double[] probabilities) {
        this.knots = knots;
        this.probabilities = probabilities;
    }

    /** Fits {@code P(positive | score)}; needs at least one score, all finite. */
    public static IsotonicCalibration fit(double[] scores, boolean[] positives) {
        return fit(scores, positives, null);
    }

    /**
     * {@link #fit(double[], boolean[])} with the score at {@code i} counting {@code weights[i]} times (a
     * weight of 2 fits as two copies of the score would); {@code null} weighs every score 1.
     */
    public static IsotonicCalibration fit(double[] scores, boolean[] positives, double[] weights) {
        WeightedScores groups = WeightedScores.of(scores, positives, weights);
        int size = groups.values.length;
        if (size == 0) {
            throw new IllegalArgumentException("isotonic calibration needs at least one score");
        }
        if (Double.isInfinite(groups.values[0]) || Double.isInfinite(groups.values[size - 1])) {
            throw new IllegalArgumentException("isotonic calibration needs finite scores");
        }
        // A stack of blocks; each new distinct score is pushed, then merged down while it breaks the order.
        double[] weight = new double[size];
        double[] positiveSum = new double[size];
        double[] scoreSum = new double[size];
        int top = -1;
        for (int k = 0; k < size; k++) {
            top++;
            weight[top] = groups.weights[k];
            positiveSum[top] = groups.positiveWeights[k];
            scoreSum[top] = groups.values[k] * groups.weights[k];
            while (top > 0 && violates(weight, positiveSum, scoreSum, top)) {
                weight[top - 1] += weight[top];
                positiveSum[top - 1] += positiveSum[top];
                scoreSum[top - 1] += scoreSum[top];
                top--;
            }
        }
        double[] knots = new double[top + 1];
        double[] probabilities = new double[top + 1];
        for (int b = 0; b <= top; b++) {
            knots[b] = scoreSum[b] / weight[b];
            probabilities[b] = positiveSum[b] / weight[b];
        }
        return new IsotonicCalibration(knots, probabilities);
    }

    // Equal neighbours are pooled too (fewer knots, strictly increasing values). The centre check
    // only matters when rounding puts a block's mean score at or below its predecessor's.
    private static boolean violates(double[] weight, double[] positiveSum, double[] scoreSum, int top) {
        return positiveSum[top - 1] / weight[top - 1] >= positiveSum[top] / weight[top]
                || scoreSum[top - 1] / weight[top - 1] >= scoreSum[top] / weight[top];
    }

    @Override
    public double apply(double score) {
        if (Double.isNaN(score)) {
            return Double.NaN;
        }
        int at = Arrays.binarySearch(knots, score);
        if (at >= 0) {
            return probabilities[at];
        }
        int above = -at - 1;
        if (above == 0) {
            return probabilities[0];
        }
        if (above == knots.length) {
            return probabilities[knots.length - 1];
        }
        int below = above - 1;
        double t = (score - knots[below]) / (knots[above] - knots[below]);
        return probabilities[below] + t * (probabilities[above] - probabilities[below]);
    }

    /** Number of knots (pooled blocks). */
    public int size() {
        return knots.length;
    }

    /**
     * <pre>
     * isotonic
     * # score probability; linear between lines, constant beyond the first and last
     * 0.0125 0.0
     * 0.31 0.0625
     * </pre>
     */
    @Override
    public String toText() {
        StringBuilder text = new StringBuilder(KIND).append('\n')
                .append("# score probability; linear between lines, constant beyond the first and last\n");
        for (int i = 0; i < knots.length; i++) {
            text.append(CalibrationText.number(knots[i])).append(' ').append(CalibrationText.number(probabilities[i])).append('\n');
        }
        return text.toString();
    }

    /** Reads {@link #toText()}; knots must have strictly increasing scores and non-decreasing probabilities in [0, 1]. */
    public static IsotonicCalibration parse(String text) {
        return from(CalibrationText.read(text));
    }

    static IsotonicCalibration from(CalibrationText text) {
        List<CalibrationText.Line> lines = text.requireKind(KIND).lines();
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("an isotonic calibration needs at least one 'score probability' line");
        }
        double[] knots = new double[lines.size()];
        double[] probabilities = new double[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            CalibrationText.Line line = lines.get(i).requireFields(2);
            knots[i] = line.number(0);
            probabilities[i] = line.number(1);
            if (!Double.isFinite(knots[i]) || !(probabilities[i] >= 0 && probabilities[i] <= 1)) {
                throw new IllegalArgumentException("line " + line.number() + ": need a finite score and a probability in [0, 1]");
            }
            if (i > 0 && (knots[i] <= knots[i - 1] || probabilities[i] < probabilities[i - 1])) {
                throw new IllegalArgumentException("line " + line.number()
                        + ": scores must increase and probabilities must not decrease");
            }
        }
        return new IsotonicCalibration(knots, probabilities);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IsotonicCalibration that
                && Arrays.equals(knots, that.knots) && Arrays.equals(probabilities, that.probabilities);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(knots) + Arrays.hashCode(probabilities);
    }

    @Override
    public String toString() {
        return "IsotonicCalibration[" + knots.length + " knots]";
    }
}
