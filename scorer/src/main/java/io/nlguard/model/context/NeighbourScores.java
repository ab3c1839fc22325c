package io.nlguard.model.context;

import java.util.Arrays;
import java.util.List;

/**
 * What the context stage reads about a node's neighbourhood: its own first-stage probability and
 * those around it. A neighbour that does not exist (the root's parent, a leaf's children) is NaN,
 * which LightGBM treats as missing.
 */
final class NeighbourScores {

    static final List<String> NAMES = List.of(
            "score",
            "score_parent",
            "score_grandparent",
            "score_children_max",
            "score_children_mean",
            "score_siblings_max",
            "score_below_max",
            "score_statement_max",
            "score_statement_mean",
            "score_statement_others_max",
            "score_statement_rank",
            "score_statement_above_half",
            "score_below_statement_max");

    static final int WIDTH = NAMES.size();

    private NeighbourScores() {
    }

    /**
     * Row-major, {@link #WIDTH} values per node of one statement.
     *
     * @param scores the first-stage probabilities of the statement's nodes
     * @param parent each node's parent ({@link PreorderParents})
     */
    static double[] of(double[] scores, int[] parent) {
        int n = scores.length;
        double[] childrenMax = nanFilled(n);
        double[] belowMax = nanFilled(n);
        double[] childrenSum = new double[n];
        int[] children = new int[n];
        // per parent, its highest-scoring child and the highest score of the others: a node's siblings' best
        int[] bestChild = new int[n];
        double[] secondChildMax = nanFilled(n);
        Arrays.fill(bestChild, -1);
        // children come after their parent in pre-order, so one backward pass folds every subtree
        for (int i = n - 1; i >= 0; i--) {
            int p = parent[i];
            if (p >= 0) {
                if (bestChild[p] < 0 || scores[i] > childrenMax[p]) {
                    secondChildMax[p] = childrenMax[p];
                    bestChild[p] = i;
                    childrenMax[p] = scores[i];
                } else {
                    secondChildMax[p] = maxOf(secondChildMax[p], scores[i]);
                }
                childrenSum[p] += scores[i];
                children[p]++;
                belowMax[p] = maxOf(belowMax[p], maxOf(belowMax[i], scores[i]));
            }
        }
        double max = Double.NEGATIVE_INFINITY;
        double secondMax = Double.NEGATIVE_INFINITY;
        double sum = 0;
        int aboveHalf = 0;
        for (double score : scores) {
            if (score > max) {
                secondMax = max;
                max = score;
            } else if (score > secondMax) {
                secondMax = score;
            }
            sum += score;
            aboveHalf += score > 0.5 ? 1 : 0;
        }
        double[] sorted = scores.clone();
        Arrays.sort(sorted);
        double[] out = new double[n * WIDTH];
        for (int i = 0; i < n; i++) {
            int p = parent[i];
            int at = i * WIDTH;
            double own = scores[i];
            out[at] = own;
            out[at + 1] = p < 0 ? Double.NaN : scores[p];
            out[at + 2] = p < 0 || parent[p] < 0 ? Double.NaN : scores[parent[p]];
            out[at + 3] = childrenMax[i];
            out[at + 4] = children[i] == 0 ? Double.NaN : childrenSum[i] / children[i];
            out[at + 5] = p < 0 ? Double.NaN : bestChild[p] == i ? secondChildMax[p] : childrenMax[p];
            out[at + 6] = belowMax[i];
            out[at + 7] = max;
            out[at + 8] = sum / n;
            out[at + 9] = n == 1 ? Double.NaN : own == max ? secondMax : max;
            out[at + 10] = (double) higherThan(sorted, own) / n;
            out[at + 11] = aboveHalf;
            out[at + 12] = own - max;
        }
        return out;
    }

    /** How many scores are strictly higher than {@code score}, in the ascending {@code sorted}. */
    private static int higherThan(double[] sorted, double score) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= score) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return sorted.length - lo;
    }

    private static double maxOf(double current, double value) {
        return Double.isNaN(current) ? value : Math.max(current, value);
    }

    private static double[] nanFilled(int n) {
        double[] values = new double[n];
        Arrays.fill(values, Double.NaN);
        return values;
    }
}
