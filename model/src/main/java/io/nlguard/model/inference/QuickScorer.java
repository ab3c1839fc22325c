package io.nlguard.model.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The QuickScorer traversal (Lucchese et al., SIGIR 2015): instead of walking each tree from its root,
 * which costs a data-dependent, mostly mispredicted branch per level, every split of every tree sits in
 * one list per feature, sorted by threshold. A row scans each of its features' lists while its value is
 * above the threshold (the splits it goes right at, and only those) and clears, in its tree's bitvector,
 * the leaves of each such split's left subtree. Each tree's exit leaf is then the leftmost leaf left
 * standing. The scans are sequential and their lengths depend on the row, not on tree shapes, which
 * makes this several times faster than the walk on the shipped model.
 *
 * <p>It decides exactly as {@link FlatForest#next} does: thresholds moved off LightGBM's zero window, and
 * a missing value (NaN) goes right at the splits whose rule sends it right. It takes numerical splits of
 * missing type None or NaN and trees of at most 64 leaves; {@link #of} declines other models.
 */
final class QuickScorer {

    private static final int MAX_LEAVES = Long.SIZE;

    /** The features some split tests, and per such feature {@code k} its splits {@code [featureStart[k], featureStart[k + 1])}. */
    private final int[] features;
    private final int[] featureStart;
    /** Per split, ascending within a feature. */
    private final double[] threshold;
    private final int[] tree;
    /** Per split, the tree's leaves that stay possible when a row goes right: all but the left subtree's. */
    private final long[] keepWhenRight;
    /** Per feature {@code k}, the splits a NaN goes right at: {@code nanRight[nanStart[k] .. nanStart[k + 1])}. */
    private final int[] nanStart;
    private final int[] nanRight;
    /** Tree {@code t}'s leaves from left to right are {@code leafValue[leafStart[t] ..]}. */
    private final int[] leafStart;
    private final double[] leafValue;

    private record Split(int feature, double threshold, int tree, long keepWhenRight, boolean nanGoesRight) {
    }

    private QuickScorer(List<Split> splits, int[] leafStart, double[] leafValue) {
        splits.sort(Comparator.comparingInt(Split::feature).thenComparingDouble(Split::threshold));
        int n = splits.size();
        threshold = new double[n];
        tree = new int[n];
        keepWhenRight = new long[n];
        List<Integer> used = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        List<Integer> nanStarts = new ArrayList<>();
        List<Integer> nan = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Split split = splits.get(i);
            if (i == 0 || splits.get(i - 1).feature() != split.feature()) {
                used.add(split.feature());
                starts.add(i);
                nanStarts.add(nan.size());
            }
            threshold[i] = split.threshold();
            tree[i] = split.tree();
            keepWhenRight[i] = split.keepWhenRight();
            if (split.nanGoesRight()) {
                nan.add(i);
            }
        }
        starts.add(n);
        nanStarts.add(nan.size());
        features = toArray(used);
        featureStart = toArray(starts);
        nanStart = toArray(nanStarts);
        nanRight = toArray(nan);
        this.leafStart = leafStart;
        this.leafValue = leafValue;
    }

    /** The scorer of these trees, or {@code null} when one has a split or a size it does not take. */
    static QuickScorer of(List<ParsedTree> trees) {
        List<Split> splits = new ArrayList<>();
        int[] leafStart = new int[trees.size()];
        List<Double> leaves = new ArrayList<>();
        for (int t = 0; t < trees.size(); t++) {
            ParsedTree parsed = trees.get(t);
            if (parsed.numLeaves() > MAX_LEAVES) {
                return null;
            }
            leafStart[t] = leaves.size();
            int[] position = new int[parsed.numLeaves()];
            if (parsed.numLeaves() > 1) {
                numberLeavesLeftToRight(parsed, 0, position, new int[1]);
            }
            double[] ordered = new double[parsed.numLeaves()];
            for (int leaf = 0; leaf < ordered.length; leaf++) {
                ordered[position[leaf]] = parsed.leafValue()[leaf];
            }
            for (double value : ordered) {
                leaves.add(value);
            }
            for (int node = 0; node < parsed.internalNodes(); node++) {
                int type = parsed.decisionType()[node];
                if ((type & SplitRule.CATEGORICAL) != 0 || SplitRule.missingType(type) == SplitRule.MISSING_ZERO) {
                    return null;
                }
                double movedThreshold = SplitRule.outsideZeroWindow(parsed.threshold()[node]);
                long left = leavesUnder(parsed, parsed.leftChild()[node], position);
                splits.add(new Split(parsed.splitFeature()[node], movedThreshold, t, ~left,
                        !SplitRule.numericalGoesLeft(Double.NaN, movedThreshold, type)));
            }
        }
        return new QuickScorer(splits, leafStart, leaves.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * The sum of every tree's exit leaf for the row at {@code rows[start ..]}, added in tree order.
     *
     * @param exits scratch space of one slot per tree, overwritten
     */
    double rawScore(double[] rows, int start, long[] exits) {
        Arrays.fill(exits, -1L);
        for (int k = 0; k < features.length; k++) {
            clearLeaves(k, rows[start + features[k]], exits, 0);
        }
        return sumOfExits(exits, 0);
    }

    /**
     * {@link #rawScore} of {@code count} rows of a row-major array into {@code out}. A statement's nodes
     * share many feature values (the statement's and the catalog's sizes, its findings...): the splits
     * of a feature every row has the same value for are applied once, to a start that each row copies.
     * The other features go one at a time over every row, so that a feature's splits stay in the first
     * level cache while all the rows scan them (row by row, every row would stream all the splits).
     */
    void rawScores(double[] rows, int count, int width, double[] out) {
        if (count == 0) {
            return;
        }
        int trees = leafStart.length;
        long[] exits = new long[count * trees];
        long[] shared = new long[trees];
        Arrays.fill(shared, -1L);
        int[] varying = new int[features.length];
        int varyingCount = 0;
        for (int k = 0; k < features.length; k++) {
            if (sameInEveryRow(rows, count, width, features[k])) {
                clearLeaves(k, rows[features[k]], shared, 0);
            } else {
                varying[varyingCount++] = k;
            }
        }
        for (int r = 0; r < count; r++) {
            System.arraycopy(shared, 0, exits, r * trees, trees);
        }
        for (int v = 0; v < varyingCount; v++) {
            int k = varying[v];
            int feature = features[k];
            for (int r = 0; r < count; r++) {
                clearLeaves(k, rows[r * width + feature], exits, r * trees);
            }
        }
        for (int r = 0; r < count; r++) {
            out[r] = sumOfExits(exits, r * trees);
        }
    }

    /** Clears, for every split of feature {@code k} the value goes right at, that split's left subtree. */
    private void clearLeaves(int k, double x, long[] exits, int base) {
        if (x != x) {
            for (int j = nanStart[k], end = nanStart[k + 1]; j < end; j++) {
                int i = nanRight[j];
                exits[base + tree[i]] &= keepWhenRight[i];
            }
            return;
        }
        for (int i = featureStart[k], end = featureStart[k + 1]; i < end && x > threshold[i]; i++) {
            exits[base + tree[i]] &= keepWhenRight[i];
        }
    }

    /** The sum of the exit leaves of the trees whose bitvectors are {@code exits[base ..]}, in tree order. */
    private double sumOfExits(long[] exits, int base) {
        double score = 0.0;
        for (int t = 0; t < leafStart.length; t++) {
            score += leafValue[leafStart[t] + Long.numberOfTrailingZeros(exits[base + t])];
        }
        return score;
    }

    private static boolean sameInEveryRow(double[] rows, int count, int width, int feature) {
        long first = Double.doubleToRawLongBits(rows[feature]);
        for (int r = 1, at = width + feature; r < count; r++, at += width) {
            if (Double.doubleToRawLongBits(rows[at]) != first) {
                return false;
            }
        }
        return true;
    }

    private static void numberLeavesLeftToRight(ParsedTree tree, int node, int[] position, int[] next) {
        if (node < 0) {
            position[~node] = next[0]++;
            return;
        }
        numberLeavesLeftToRight(tree, tree.leftChild()[node], position, next);
        numberLeavesLeftToRight(tree, tree.rightChild()[node], position, next);
    }

    private static long leavesUnder(ParsedTree tree, int node, int[] position) {
        if (node < 0) {
            return 1L << position[~node];
        }
        return leavesUnder(tree, tree.leftChild()[node], position) | leavesUnder(tree, tree.rightChild()[node], position);
    }

    private static int[] toArray(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
