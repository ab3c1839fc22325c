package io.nlguard.model.eval;

/**
 * One equal-width bin of predicted probabilities.
 *
 * @param count         predictions that fell into {@code [lower, upper)} ({@code upper} included for the last bin)
 * @param meanPredicted their mean predicted probability; NaN when the bin is empty
 * @param observedRate  the share of them that are positive; NaN when the bin is empty
 */
public record ReliabilityBin(double lower, double upper, long count, double meanPredicted, double observedRate) {

    public boolean isEmpty() {
        return count == 0;
    }

    /** {@code |observedRate - meanPredicted|}; NaN when the bin is empty. */
    public double gap() {
        return Math.abs(observedRate - meanPredicted);
    }
}
