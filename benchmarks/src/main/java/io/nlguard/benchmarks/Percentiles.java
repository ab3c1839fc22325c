package io.nlguard.benchmarks;

import java.util.Arrays;
import java.util.List;

/** Nearest-rank percentiles of a list of milliseconds. */
final class Percentiles {

    private Percentiles() {
    }

    static double of(List<Double> millis, double percentile) {
        if (millis.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = millis.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percentile / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    static double median(List<Double> millis) {
        return of(millis, 50);
    }

    static double p90(List<Double> millis) {
        return of(millis, 90);
    }
}
