package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * Predicted probabilities against observed rates in equal-width bins over [0, 1]: the data of a
 * reliability diagram and of the expected and maximum calibration errors.
 */
public final class ReliabilityBins {

    /** The usual bin count for ECE. */
    public static final int DEFAULT_BINS = 10;

    private final List<ReliabilityBin> bins;
    private final long total;

    private ReliabilityBins(List<ReliabilityBin> bins, long total) {
        this.bins = List.copyOf(bins);
        this.total = total;
    }

    /** {@link #DEFAULT_BINS} bins. */
    public static ReliabilityBins of(double[] probabilities, boolean[] positives) {
        return of(probabilities, positives, DEFAULT_BINS);
    }

    /** {@code binCount} bins of width {@code 1 / binCount}; a probability of exactly 1 goes to the last. */
    public static ReliabilityBins of(double[] probabilities, boolean[] positives, int binCount) {
        if (binCount < 1) {
            throw new IllegalArgumentException("need at least one bin, not " + binCount);
        }
        Inputs.requireSameLength(probabilities, positives);
        Inputs.requireProbabilities(probabilities);
        long[] counts = new long[binCount];
        long[] positiveCounts = new long[binCount];
        double[] predictedSums = new double[binCount];
        for (int i = 0; i < probabilities.length; i++) {
            int bin = Math.min(binCount - 1, (int) (probabilities[i] * binCount));
            counts[bin]++;
            predictedSums[bin] += probabilities[i];
            if (positives[i]) {
                positiveCounts[bin]++;
            }
        }
        List<ReliabilityBin> bins = new ArrayList<>(binCount);
        for (int b = 0; b < binCount; b++) {
            double mean = counts[b] == 0 ? Double.NaN : predictedSums[b] / counts[b];
            double observed = counts[b] == 0 ? Double.NaN : (double) positiveCounts[b] / counts[b];
            bins.add(new ReliabilityBin((double) b / binCount, (double) (b + 1) / binCount, counts[b], mean, observed));
        }
        return new ReliabilityBins(bins, probabilities.length);
    }

    /** All bins in order, empty ones included. */
    public List<ReliabilityBin> bins() {
        return bins;
    }

    /** The bins that hold at least one prediction. */
    public List<ReliabilityBin> nonEmpty() {
        return bins.stream().filter(bin -> !bin.isEmpty()).toList();
    }

    /** Number of predictions binned. */
    public long total() {
        return total;
    }

    /** ECE: the count-weighted mean {@link ReliabilityBin#gap() gap} over the bins; NaN without predictions. */
    public double expectedCalibrationError() {
        if (total == 0) {
            return Double.NaN;
        }
        double weighted = 0;
        for (ReliabilityBin bin : nonEmpty()) {
            weighted += bin.count() * bin.gap();
        }
        return weighted / total;
    }

    /** MCE: the largest {@link ReliabilityBin#gap() gap} of a non-empty bin; NaN without predictions. */
    public double maximumCalibrationError() {
        return nonEmpty().stream().mapToDouble(ReliabilityBin::gap).max().orElse(Double.NaN);
    }
}
