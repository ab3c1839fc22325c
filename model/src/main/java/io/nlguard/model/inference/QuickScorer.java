package io.nlguard.model.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The QuickScorer traversal (Lucchese et al., SIGIR 2015): instead of walking each tree from its root,
 * which costs a data-dependent, mostly mispredicted branch per level, every tree keeps a bitvector of the
 * leaves still possible, and each split a row goes right at clears the leaves of its left subtree. Each
 * tree's exit leaf is then the leftmost leaf left standing. The splits are grouped by feature and
 * threshold in {@link IntervalMasks}, so a row's value finds its interval among the feature's distinct
 * thresholds and ANDs one precomputed mask per tree, instead of comparing against every split.
 *
 * <p>It decides exactly as {@link FlatForest#next} does: thresholds moved off LightGBM's zero window, and
 * a missing value (NaN) goes right at the splits whose rule sends it right. It takes numerical splits of
 * missing type None or NaN and trees of at most 64 leaves; {@link #of} declines other models.
 */
final class QuickScorer {

    private static final int MAX_LEAVES = Long.SIZE;

    /** Per feature and value interval, the leaves each tree keeps. */
    private final IntervalMasks masks;
    /** Tree {@code t}'s leaves from left to right are {@code leafValue[leafStart[t] ..]}. */
    private final int[] leafStart;
    private final double[] leafValue;

    private QuickScorer(IntervalMasks masks, int[] leafStart, double[] leafValue) {
        this.masks = masks;
        this.leafStart = leafStart;
        this.leafValue = leafValue;
    }

    /** The scorer of these trees, or {@code null} when one has a split or a size it does not take. */
    static QuickScorer of(List<ParsedTree> trees) {
        List<MaskedSplit> splits = new ArrayList<>();
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
                splits.add(new MaskedSplit(parsed.splitFeature()[node], movedThreshold, t, ~left,
                        !SplitRule.numericalGoesLeft(Double.NaN, movedThreshold, type)));
            }
        }
        return new QuickScorer(IntervalMasks.of(splits, trees.size()), leafStart,
                leaves.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * The sum of every tree's exit leaf for the row at {@code rows[start ..]}, added in tree order.
     *
     * @param exits scratch space of one slot per tree, overwritten
     */
    double rawScore(double[] rows, int start, long[] exits) {
        Arrays.fill(exits, -1L);
        int[] features = masks.features;
        for (int k = 0; k < features.length; k++) {
            masks.apply(k, rows[start + features[k]], exits, 0);
        }
        return sumOfExits(exits, 0);
    }

    /**
     * {@link #rawScore} of {@code count} rows of a row-major array into {@code out}. A statement's nodes
     * share many feature values (the statement's and the catalog's sizes, its findings...): the masks
     * of a feature every row has the same value for are applied once, to a start that each row copies.
     * The other features go one at a time over every row, so that a feature's masks stay in the first
     * level cache while all the rows apply them (row by row, every row would stream all the masks).
     */
    void rawScores(double[] rows, int count, int width, double[] out) {
        if (count == 0) {
            return;
        }
        int trees = leafStart.length;
        int[] features = masks.features;
        long[] exits = ScoringScratch.exits(count * trees);
        long[] shared = new long[trees];
        int[] varying = new int[features.length];
        Arrays.fill(shared, -1L);
        int varyingCount = 0;
        for (int k = 0; k < features.length; k++) {
            if (sameInEveryRow(rows, count, width, features[k])) {
                masks.apply(k, rows[features[k]], shared, 0);
            } else {
                varying[varyingCount++] = k;
            }
        }
        for (int r = 0; r < count; r++) {
            System.arraycopy(shared, 0, exits, r * trees, trees);
        }
        for (int v = 0; v < varyingCount; v++) {
            applyVarying(varying[v], rows, count, width, exits);
        }
        int r = 0;
        for (; r + 4 <= count; r += 4) {
            sumOfExits4(exits, r * trees, out, r);
        }
        for (; r < count; r++) {
            out[r] = sumOfExits(exits, r * trees);
        }
    }

    /**
     * Applies the {@code k}-th feature of every row. Most rows of a statement hold a value below all of
     * the feature's thresholds (a 0 count or flag), which applies nothing, or the previous row's value,
     * whose slot is known: both skip the search.
     */
    private void applyVarying(int k, double[] rows, int count, int width, long[] exits) {
        int trees = leafStart.length;
        int feature = masks.features[k];
        double lowest = masks.lowestThreshold(k);
        // no value with these bits gets past the first test, so the first search is never skipped
        long lastBits = Double.doubleToRawLongBits(lowest);
        int lastSlot = 0;
        for (int r = 0, at = feature; r < count; r++, at += width) {
            double x = rows[at];
            if (x <= lowest) {
                continue;
            }
            long bits = Double.doubleToRawLongBits(x);
            if (bits != lastBits) {
                lastBits = bits;
                lastSlot = masks.slot(k, x);
            }
            masks.apply(lastSlot, exits, r * trees);
        }
    }

    /**
     * {@link #sumOfExits} of four consecutive rows, into {@code out[row .. row + 3]}: each row's sum runs
     * in tree order as in the single row, but the four chains of dependent additions overlap.
     */
    private void sumOfExits4(long[] exits, int base, double[] out, int row) {
        int trees = leafStart.length;
        double s0 = 0.0;
        double s1 = 0.0;
        double s2 = 0.0;
        double s3 = 0.0;
        for (int t = 0, b = base; t < trees; t++, b++) {
            int leaves = leafStart[t];
            s0 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b])];
            s1 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + trees])];
            s2 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + 2 * trees])];
            s3 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + 3 * trees])];
        }
        out[row] = s0;
        out[row + 1] = s1;
        out[row + 2] = s2;
        out[row + 3] = s3;
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
