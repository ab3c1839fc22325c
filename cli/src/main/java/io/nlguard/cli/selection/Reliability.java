package io.nlguard.cli.selection;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * How well confidences match outcomes: a reliability table of equal-width bins, the expected calibration
 * error over them, and the accuracy when answering only the most confident share of questions.
 */
public final class Reliability {

    /**
     * One bin: confidences in {@code [lower, upper)} (the last bin includes 1).
     *
     * @param meanConfidence the mean confidence of its questions, NaN when empty
     * @param accuracy       the share of them that are right, NaN when empty
     */
    public record Bin(double lower, double upper, double meanConfidence, double accuracy, int count) {
    }

    private Reliability() {
    }

    /** {@code bins} equal-width bins over 0..1. */
    public static List<Bin> table(double[] confidence, boolean[] right, int bins) {
        double[] sum = new double[bins];
        int[] hits = new int[bins];
        int[] count = new int[bins];
        for (int i = 0; i < confidence.length; i++) {
            int b = Math.min(bins - 1, Math.max(0, (int) Math.floor(confidence[i] * bins)));
            sum[b] += confidence[i];
            hits[b] += right[i] ? 1 : 0;
            count[b]++;
        }
        List<Bin> table = new ArrayList<>(bins);
        for (int b = 0; b < bins; b++) {
            table.add(new Bin((double) b / bins, (double) (b + 1) / bins, count[b] == 0 ? Double.NaN : sum[b] / count[b],
                    count[b] == 0 ? Double.NaN : (double) hits[b] / count[b], count[b]));
        }
        return table;
    }

    /** The expected calibration error: each bin's |accuracy − mean confidence| weighted by its share. */
    public static double ece(double[] confidence, boolean[] right, int bins) {
        double error = 0;
        for (Bin bin : table(confidence, right, bins)) {
            if (bin.count() > 0) {
                error += (double) bin.count() / confidence.length * Math.abs(bin.accuracy() - bin.meanConfidence());
            }
        }
        return error;
    }

    /**
     * The accuracy over the most confident {@code coverage} share of questions (the count rounded up); equal
     * confidences keep the given order.
     */
    public static double accuracyAtCoverage(double[] confidence, boolean[] right, double coverage) {
        int answered = (int) Math.ceil(coverage * confidence.length - 1e-9);
        if (answered == 0) {
            return Double.NaN;
        }
        List<Integer> order = IntStream.range(0, confidence.length).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> -confidence[i])).toList();
        long hits = order.subList(0, answered).stream().filter(i -> right[i]).count();
        return (double) hits / answered;
    }
}
