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
 * thresholds (or, for a categorical feature, its category's slot) and ANDs one precomputed mask per
 * tree, instead of comparing against every split. The bitvectors of trees of at most 32 leaves share a
 * {@code long} two by two (more for smaller trees, see {@link ExitLanes}), so a row's exits, and the
 * masking, copying and summing of them, take half the memory, and one AND masks both trees of a word.
 *
 * <p>{@link #rawScores}, the driver's path, scores a statement's nodes together; its comments say how.
 * On the shipped model (120 trees of 31 leaves) it takes about 0.8 µs a node (0.9 since its codes are
 * split as categories), against 1.2 µs before the row sets and the lanes (docs/benchmarks.md): most of it masking (about 390 ANDs a node), then
 * finding each feature's rows, and the sums.
 *
 * <p>At a categorical split, the child taken as "left" (its leaves numbered first, cleared when a row
 * goes the other way) is the one category 0 goes to, LightGBM's right child where the bitset lacks
 * category 0: any child order gives the same exit leaf, and this one makes category 0 apply nothing. The
 * categorical features are enum codes whose 0 means "none", the value most rows hold, so it is skipped
 * as a value at or below a numerical feature's lowest threshold is.
 *
 * <p>It decides exactly as {@link FlatForest#next} does: thresholds moved off LightGBM's zero window, a
 * missing value (NaN) goes right at the numerical splits whose rule sends it right, and categories as
 * {@link SplitRule#categoryGoesLeft} sends them. It takes numerical splits of missing type None or NaN,
 * categorical splits of categories up to {@link IntervalMasks#MAX_CATEGORY}, and trees of at most 64
 * leaves; {@link #of} declines other models.
 */
final class QuickScorer {

    private static final int MAX_LEAVES = Long.SIZE;
    /** Rows scored together, one bit each in a {@code long}: 64 rows of exits are 30 KB for 120 trees of 31 leaves. */
    static final int BLOCK_ROWS = Long.SIZE;

    /** Per feature and value interval, the leaves each tree keeps. */
    private final IntervalMasks masks;
    /** Longs per row of exits: trees share them as {@link ExitLanes} say. */
    private final int words;
    /** Tree {@code t}'s exit bitvector starts at bit {@code (t & laneOfTree) << laneShift} of word {@code t >>> wordOfTree}. */
    private final int wordOfTree;
    private final int laneOfTree;
    private final int laneShift;
    /** Tree {@code t}'s leaves from left to right are {@code leafValue[leafStart[t] ..]}. */
    private final int[] leafStart;
    private final double[] leafValue;
    /** {@link IntervalMasks#lowestThreshold} of each numerical feature, read for every value of a statement. */
    private final double[] lowestThreshold;
    /** Features {@code k} from this one on are categorical: {@link IntervalMasks#firstCategorical}. */
    private final int firstCategorical;

    private QuickScorer(IntervalMasks masks, ExitLanes lanes, int[] leafStart, double[] leafValue) {
        this.masks = masks;
        this.words = lanes.words(leafStart.length);
        this.wordOfTree = Integer.numberOfTrailingZeros(lanes.treesPerWord());
        this.laneOfTree = lanes.treesPerWord() - 1;
        this.laneShift = Integer.numberOfTrailingZeros(lanes.laneBits());
        this.leafStart = leafStart;
        this.leafValue = leafValue;
        this.firstCategorical = masks.firstCategorical;
        this.lowestThreshold = new double[firstCategorical];
        for (int k = 0; k < lowestThreshold.length; k++) {
            lowestThreshold[k] = masks.lowestThreshold(k);
        }
    }

    /** What {@link #read} needs to build this scorer again: its masks, lanes and leaves. */
    void write(CompiledArrays.Out out) {
        masks.write(out);
        out.integer(1 << laneShift);
        out.ints(leafStart);
        out.doubles(leafValue);
    }

    static QuickScorer read(CompiledArrays.In in) {
        return new QuickScorer(IntervalMasks.read(in), new ExitLanes(in.integer()), in.ints(), in.doubles());
    }

    /** The scorer of these trees, or {@code null} when one has a split or a size it does not take. */
    static QuickScorer of(List<ParsedTree> trees) {
        List<MaskedSplit> splits = new ArrayList<>();
        List<MaskedCategorySplit> categorySplits = new ArrayList<>();
        int[] leafStart = new int[trees.size()];
        List<Double> leaves = new ArrayList<>();
        int maxLeaves = 1;
        for (int t = 0; t < trees.size(); t++) {
            ParsedTree parsed = trees.get(t);
            if (!takes(parsed)) {
                return null;
            }
            leafStart[t] = leaves.size();
            maxLeaves = Math.max(maxLeaves, parsed.numLeaves());
            int[] position = new int[parsed.numLeaves()];
            if (parsed.numLeaves() > 1) {
                numberLeaves(parsed, 0, position, new int[1]);
            }
            double[] ordered = new double[parsed.numLeaves()];
            for (int leaf = 0; leaf < ordered.length; leaf++) {
                ordered[position[leaf]] = parsed.leafValue()[leaf];
            }
            for (double value : ordered) {
                leaves.add(value);
            }
            for (int node = 0; node < parsed.internalNodes(); node++) {
                int feature = parsed.splitFeature()[node];
                long keepWhenSecond = ~leavesUnder(parsed, firstChild(parsed, node), position);
                if (isCategorical(parsed, node)) {
                    categorySplits.add(
                            new MaskedCategorySplit(feature, t, parsed.leftCategories(node), keepWhenSecond));
                    continue;
                }
                int type = parsed.decisionType()[node];
                double movedThreshold = SplitRule.outsideZeroWindow(parsed.threshold()[node]);
                splits.add(new MaskedSplit(feature, movedThreshold, t, keepWhenSecond,
                        !SplitRule.numericalGoesLeft(Double.NaN, movedThreshold, type)));
            }
        }
        if (!IntervalMasks.takes(splits, categorySplits)) {
            return null;
        }
        ExitLanes lanes = ExitLanes.forLeaves(maxLeaves);
        return new QuickScorer(IntervalMasks.of(splits, categorySplits, trees.size(), lanes), lanes, leafStart,
                leaves.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * Whether the tree's size and splits are ones QuickScorer takes (missing type Zero is left to the walk;
     * the categorical splits are checked with the others by {@link IntervalMasks#takes}).
     */
    private static boolean takes(ParsedTree tree) {
        if (tree.numLeaves() > MAX_LEAVES) {
            return false;
        }
        for (int node = 0; node < tree.internalNodes(); node++) {
            if (!isCategorical(tree, node) && SplitRule.missingType(tree.decisionType()[node]) == SplitRule.MISSING_ZERO) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sum of every tree's exit leaf for the row at {@code rows[start ..]}, added in tree order.
     *
     * @param exits scratch space of at least one slot per tree, overwritten (QuickScorer uses fewer)
     */
    double rawScore(double[] rows, int start, long[] exits) {
        Arrays.fill(exits, 0, words, -1L);
        int[] features = masks.features;
        for (int k = 0; k < firstCategorical; k++) {
            double x = rows[start + features[k]];
            // most values are 0 counts and flags, at or below every threshold: no search, nothing to apply
            if (!(x <= lowestThreshold[k])) {
                masks.apply(masks.intervalSlot(k, x), exits, 0);
            }
        }
        for (int k = firstCategorical; k < features.length; k++) {
            double x = rows[start + features[k]];
            if (!isCategoryZero(x)) {
                masks.apply(masks.categorySlot(k, x), exits, 0);
            }
        }
        return sumOfExits(exits, 0);
    }

    /**
     * {@link #rawScore} of {@code count} rows of a row-major array into {@code out}, {@value #BLOCK_ROWS}
     * rows at a time (a statement rarely has more), so that a row set fits the bits of a {@code long}.
     */
    void rawScores(double[] rows, int count, int width, double[] out) {
        for (int first = 0; first < count; first += BLOCK_ROWS) {
            scoreBlock(rows, first, Math.min(BLOCK_ROWS, count - first), width, out);
        }
    }

    /**
     * Scores rows {@code first .. first + n - 1}. A statement's nodes share many feature values (the
     * statement's and the catalog's sizes, its findings...), and most of the other values are at or below
     * all of the feature's thresholds (a 0 count or flag) or of category 0 ("none"), which applies
     * nothing. A first, branch-free pass over the rows gives each feature the set of rows whose value
     * applies something: an empty set costs nothing more, and only a full set can hold one value in
     * every row. The masks of such a shared value are applied once, to a start that each row copies; the
     * other features are then applied one at a time to the rows of their set only, so that a feature's
     * masks stay in the first level cache while its rows apply them, and no row costs a mispredicted test
     * per feature.
     */
    private void scoreBlock(double[] rows, int first, int n, int width, double[] out) {
        int words = this.words;
        int[] features = masks.features;
        // one scratch array: the n rows' exits, the shared start, the (feature, rows) pairs left to
        // apply, then each feature's set of rows to apply
        int sharedAt = n * words;
        int pendingAt = sharedAt + words;
        long[] scratch = ScoringScratch.longs(pendingAt + 3 * features.length);
        Arrays.fill(scratch, sharedAt, pendingAt, -1L);
        int pendingEnd = pendingAt;
        int start = first * width;
        long allRows = -1L >>> (Long.SIZE - n);
        int setsAt = pendingAt + 2 * features.length;
        rowsToApply(rows, start, n, width, scratch, setsAt);
        for (int k = 0; k < features.length; k++) {
            int column = start + features[k];
            long applied = scratch[setsAt + k];
            if (applied == 0) {
                continue;
            }
            // rows both in and out of the set hold different values; only a full set can be shared
            if (applied == allRows && sameInEveryRow(rows, column, n, width)) {
                masks.apply(k, rows[column], scratch, sharedAt);
            } else {
                scratch[pendingEnd++] = k;
                scratch[pendingEnd++] = applied;
            }
        }
        for (int r = 0; r < n; r++) {
            System.arraycopy(scratch, sharedAt, scratch, r * words, words);
        }
        applyPending(scratch, pendingAt, pendingEnd, rows, start, width);
        int r = 0;
        for (; r + 4 <= n; r += 4) {
            sumOfExits4(scratch, r * words, out, first + r);
        }
        for (; r < n; r++) {
            out[first + r] = sumOfExits(scratch, r * words);
        }
    }

    /**
     * Into {@code sets[setsAt + k]}, for each feature {@code k}, the rows whose value is above the
     * feature's lowest threshold, not of category 0 for a categorical feature, or NaN (bit {@code r} for
     * the row at {@code start + r * width}): the rows its masks apply to. Row by row, as the rows lie in
     * memory; the test is a conditional move, not a branch, because whether a value is zero is as
     * unpredictable as the statement.
     */
    private void rowsToApply(double[] rows, int start, int n, int width, long[] sets, int setsAt) {
        int[] features = masks.features;
        double[] lowest = lowestThreshold;
        int categorical = firstCategorical;
        Arrays.fill(sets, setsAt, setsAt + features.length, 0L);
        for (int r = 0, row = start; r < n; r++, row += width) {
            long bit = 1L << r;
            for (int k = 0; k < categorical; k++) {
                sets[setsAt + k] |= rows[row + features[k]] <= lowest[k] ? 0L : bit;
            }
            for (int k = categorical; k < features.length; k++) {
                sets[setsAt + k] |= isCategoryZero(rows[row + features[k]]) ? 0L : bit;
            }
        }
    }

    /**
     * Whether a categorical feature's value is of category 0 (it truncates to 0: {@code -1 < x < 1}), which
     * goes to the first child of every categorical split and so applies nothing. NaN is not.
     */
    private static boolean isCategoryZero(double x) {
        return Math.abs(x) < 1.0;
    }

    private static boolean sameInEveryRow(double[] rows, int column, int n, int width) {
        long first = Double.doubleToRawLongBits(rows[column]);
        for (int r = 1, at = column + width; r < n; r++, at += width) {
            if (Double.doubleToRawLongBits(rows[at]) != first) {
                return false;
            }
        }
        return true;
    }

    /**
     * Applies each pending feature {@code k} (the pairs {@code (k, applied)} at {@code pending[from .. to)})
     * to the exits of the rows in its set {@code applied} (bit {@code r} for the row at
     * {@code start + r * width}), which are in {@code pending} too. A numerical row holding the previous
     * row's value reuses its slot without a search; a category's slot is an index, no dearer than
     * recognising the previous row's value.
     *
     * <p>Both row loops are written out here rather than called once per feature. C2 inlines a callee
     * that already has compiled code only if that code is under {@code InlineSmallCode} (2,500 bytes on
     * x86-64), and the numerical row loop, as a method of its own, compiled to just about that size: to
     * 2,528 bytes with an earlier model's profile, and it was inlined into the block; to 2,624 with the
     * shipped model's, and it was not ("already compiled into a big method"), so the block ran about 1.1×
     * slower a node. The JIT's choice is now only whether to inline this method, called once per block.
     */
    private void applyPending(long[] pending, int from, int to, double[] rows, int start, int width) {
        IntervalMasks masks = this.masks;
        int[] features = masks.features;
        int words = this.words;
        for (int p = from; p < to; p += 2) {
            int k = (int) pending[p];
            long applied = pending[p + 1];
            int column = start + features[k];
            if (k < firstCategorical) {
                // no value applied has these bits (it is above the lowest threshold), so the first row searches
                long lastBits = Double.doubleToRawLongBits(lowestThreshold[k]);
                int lastSlot = 0;
                for (long left = applied; left != 0; left &= left - 1) {
                    int r = Long.numberOfTrailingZeros(left);
                    double x = rows[column + r * width];
                    long bits = Double.doubleToRawLongBits(x);
                    if (bits != lastBits) {
                        lastBits = bits;
                        lastSlot = masks.intervalSlot(k, x);
                    }
                    masks.apply(lastSlot, pending, r * words);
                }
            } else {
                for (long left = applied; left != 0; left &= left - 1) {
                    int r = Long.numberOfTrailingZeros(left);
                    masks.apply(masks.categorySlot(k, rows[column + r * width]), pending, r * words);
                }
            }
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
        for (int t = 0; t < trees; t++) {
            int leaves = leafStart[t];
            int b = base + (t >>> wordOfTree);
            int lane = (t & laneOfTree) << laneShift;
            // the lowest bit set from the lane's start is the tree's exit leaf: one is always left standing
            s0 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b] >>> lane)];
            s1 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + words] >>> lane)];
            s2 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + 2 * words] >>> lane)];
            s3 += leafValue[leaves + Long.numberOfTrailingZeros(exits[b + 3 * words] >>> lane)];
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
            long word = exits[base + (t >>> wordOfTree)];
            score += leafValue[leafStart[t] + Long.numberOfTrailingZeros(word >>> ((t & laneOfTree) << laneShift))];
        }
        return score;
    }

    /** Numbers the leaves under {@code node}, from {@code next[0]} on, the first child's before the other's. */
    private static void numberLeaves(ParsedTree tree, int node, int[] position, int[] next) {
        if (node < 0) {
            position[~node] = next[0]++;
            return;
        }
        int first = firstChild(tree, node);
        numberLeaves(tree, first, position, next);
        numberLeaves(tree, first == tree.leftChild()[node] ? tree.rightChild()[node] : tree.leftChild()[node],
                position, next);
    }

    /**
     * The child of {@code node} whose leaves are numbered first: the left one, but at a categorical split
     * the one category 0 goes to, so that it applies nothing (see the class comment).
     */
    private static int firstChild(ParsedTree tree, int node) {
        boolean rightFirst = isCategorical(tree, node) && !MaskedCategorySplit.zeroGoesLeft(tree.leftCategories(node));
        return rightFirst ? tree.rightChild()[node] : tree.leftChild()[node];
    }

    private static boolean isCategorical(ParsedTree tree, int node) {
        return (tree.decisionType()[node] & SplitRule.CATEGORICAL) != 0;
    }

    private static long leavesUnder(ParsedTree tree, int node, int[] position) {
        if (node < 0) {
            return 1L << position[~node];
        }
        return leavesUnder(tree, tree.leftChild()[node], position) | leavesUnder(tree, tree.rightChild()[node], position);
    }
}
