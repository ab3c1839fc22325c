package io.nlguard.model.inference;

/**
 * LightGBM's decision at one split node, bit for bit: which way a feature value goes. The layout of
 * {@code decision_type} and the handling of missing values follow LightGBM's {@code Tree::NumericalDecision}
 * and {@code Tree::CategoricalDecision}, plus the zeroing of near-zero inputs its predictor applies first.
 */
final class SplitRule {

    /** Bit 0 of {@code decision_type}: the split tests category membership instead of a threshold. */
    static final int CATEGORICAL = 1;
    /** Bit 1 of {@code decision_type}: missing values go to the left child. */
    static final int DEFAULT_LEFT = 2;
    /** Bits 2-3 of {@code decision_type}: how missing values are recognised. */
    static final int MISSING_NONE = 0;
    static final int MISSING_ZERO = 1;
    static final int MISSING_NAN = 2;

    /** LightGBM's {@code kZeroThreshold}, a float constant widened to double. */
    static final double ZERO_THRESHOLD = 1e-35f;

    private SplitRule() {
    }

    static int missingType(int decisionType) {
        return (decisionType >> 2) & 3;
    }

    /** A numerical split: missing values take the default side, everything else {@code value <= threshold} goes left. */
    static boolean numericalGoesLeft(double value, double threshold, int decisionType) {
        int missing = missingType(decisionType);
        double v = value;
        if (Double.isNaN(v)) {
            if (missing == MISSING_NAN) {
                return (decisionType & DEFAULT_LEFT) != 0;
            }
            v = 0.0;
        } else if (Math.abs(v) <= ZERO_THRESHOLD) {
            // LightGBM's predictor drops such entries from the row, so the tree sees exactly 0.0
            v = 0.0;
        }
        if (missing == MISSING_ZERO && v == 0.0) {
            return (decisionType & DEFAULT_LEFT) != 0;
        }
        return v <= threshold;
    }

    /**
     * A threshold that splits every value as {@code threshold} does under {@link #numericalGoesLeft}, but
     * lies outside the zero window {@code [-ZERO_THRESHOLD, ZERO_THRESHOLD]}, so that comparing a raw
     * near-zero value with it gives the same side as comparing 0.0: the fast path can then skip zeroing.
     */
    static double outsideZeroWindow(double threshold) {
        if (threshold >= -ZERO_THRESHOLD && threshold < 0) {
            return Math.nextDown(-ZERO_THRESHOLD);
        }
        if (threshold >= 0 && threshold < ZERO_THRESHOLD) {
            return ZERO_THRESHOLD;
        }
        return threshold;
    }

    /**
     * A categorical split: the value, truncated to an int category, goes left when its bit is set in
     * {@code bitset[from..to)}. NaN and negative categories always go right.
     */
    static boolean categoryGoesLeft(double value, int[] bitset, int from, int to) {
        if (Double.isNaN(value)) {
            return false;
        }
        int category = (int) value;
        if (category < 0) {
            return false;
        }
        int word = category >>> 5;
        if (word >= to - from) {
            return false;
        }
        return ((bitset[from + word] >>> (category & 31)) & 1) != 0;
    }
}
