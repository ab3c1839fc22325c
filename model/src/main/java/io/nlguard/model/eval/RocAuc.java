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
        long positives = groups.totalPositives();
        long negatives = groups.totalNegatives();
        if (positives == 0 || negatives == 0) {
            return Double.NaN;
        }
        // Doubled so that ties (worth 1/2) stay integral and the sum is exact.
        long twiceU = 0;
        long negativesBelow = 0;
        for (int k = 0; k < groups.size(); k++) {
            twiceU += groups.positives(k) * (2 * negativesBelow + groups.negatives(k));
            negativesBelow += groups.negatives(k);
        }
        return twiceU / (2.0 * positives * negatives);
    }
}
