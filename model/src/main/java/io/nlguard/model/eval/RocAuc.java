package io.nlguard.model.eval;

/**
 * Area under the ROC curve: the probability that a random positive scores above a random
 * negative, ties counting one half (the Mann-Whitney U statistic divided by positives × negatives).
 */
public final class RocAuc {

    private RocAuc() {
    }

    /** AUC of {@code scores} for the labels; NaN when either class is empty. */
    public static double of(double[] scores, boolean[] positives) {
        return of(DistinctScores.of(scores, positives));
    }

    /** AUC of already grouped scores; NaN when either class is empty. */
    public static double of(DistinctScores groups) {
        return ofCounts(groups.positiveCounts(), groups.negativeCounts());
    }

    /**
     * AUC of scores grouped by distinct value, ascending: {@code positives[k]} and {@code negatives[k]}
     * share the {@code k}-th smallest score. NaN when either class is empty.
     */
    static double ofCounts(long[] positives, long[] negatives) {
        long totalPositives = 0;
        long totalNegatives = 0;
        for (int k = 0; k < positives.length; k++) {
            totalPositives += positives[k];
            totalNegatives += negatives[k];
        }
        if (totalPositives == 0 || totalNegatives == 0) {
            return Double.NaN;
        }
        // Doubled so that ties (worth 1/2) stay integral and the sum is exact.
        long twiceU = 0;
        long negativesBelow = 0;
        for (int k = 0; k < positives.length; k++) {
            twiceU += positives[k] * (2 * negativesBelow + negatives[k]);
            negativesBelow += negatives[k];
        }
        return twiceU / (2.0 * totalPositives * totalNegatives);
    }
}
