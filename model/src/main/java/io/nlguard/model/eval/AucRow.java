package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * One row of an {@link AucTable}: a node type (or {@code All}), how many nodes it has, how many of
 * them are wrong (positives), and one AUC per scorer in the table's column order (NaN if undefined).
 */
public record AucRow(String label, long count, long positives, List<Double> aucs) {

    public AucRow {
        if (positives < 0 || positives > count) {
            throw new IllegalArgumentException(label + ": " + positives + " positives of " + count + " nodes");
        }
        aucs = List.copyOf(aucs);
    }

    /** Counts the labels and computes each scorer's AUC; every score array lines up with {@code positives}. */
    public static AucRow of(String label, boolean[] positives, List<double[]> scoresPerScorer) {
        long positiveCount = 0;
        for (boolean positive : positives) {
            if (positive) {
                positiveCount++;
            }
        }
        List<Double> aucs = new ArrayList<>(scoresPerScorer.size());
        for (double[] scores : scoresPerScorer) {
            aucs.add(RocAuc.of(scores, positives));
        }
        return new AucRow(label, positives.length, positiveCount, aucs);
    }

    /** Share of this row's nodes that are wrong: the paper's "Prop. False"; NaN for an empty row. */
    public double positiveRate() {
        return count == 0 ? Double.NaN : (double) positives / count;
    }
}
