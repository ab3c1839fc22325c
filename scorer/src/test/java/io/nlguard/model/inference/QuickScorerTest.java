package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@link QuickScorer#rawScores}, which scores a statement's rows together (features shared by every row
 * applied once, the others only to the rows above their lowest threshold, 64 rows per block, the exits
 * of several trees packed in one {@code long}), against the walk of every tree from its root, bit for
 * bit. Random forests whose largest tree fills lanes of 8, 16, 32 or 64 bits exactly or nearly (and a
 * tree may have a single leaf) split on a few features at thresholds that repeat and sit at the edges of
 * LightGBM's zero window, and on two categorical features with bitsets of one to three words that hold
 * category 0 or not; each batch gives every feature a column pattern: one value in every row (NaN, ±0,
 * ±infinity, an exact threshold or category...), every row at or below the lowest threshold (or of
 * category 0) but with different bits, a few rows above it, NaN in some rows, +0 beside -0, or random
 * values. Batch sizes cross the 64-row blocks. A small model with categorical splits is also worked out
 * by hand.
 */
class QuickScorerTest {

    private static final int WIDTH = 7;
    /** Feature 6 is never split on, so a row is wider than the features QuickScorer reads. */
    private static final int SPLIT_FEATURES = 6;
    /** Features 4 and 5 have categorical splits only. */
    private static final int FIRST_CATEGORICAL = 4;
    private static final double[] THRESHOLDS = {
            -3.5, -1.0, Math.nextDown(-SplitRule.ZERO_THRESHOLD), -SplitRule.ZERO_THRESHOLD, 0.0,
            SplitRule.ZERO_THRESHOLD, 0.5, 1.0, 1.5, 2.0, 7.25, 1e300};
    private static final double[] VALUES = {
            Double.NaN, 0.0, -0.0, 1e-40, -1e-40, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            -3.5, -1.0, 0.5, 1.0, 1.5, 2.0, 3.0, 7.25, Math.nextUp(7.25), 1e300, Double.MAX_VALUE};
    /** Categories of every kind: 0 by truncation, negative, fractional, in each bitset word, past every bitset. */
    private static final double[] CATEGORIES = {
            Double.NaN, 0.0, -0.0, 1e-40, 0.5, -0.5, -0.99, -1.0, -3.0, 1.0, 1.5, 2.0, 2.7, 5.0, 31.0, 32.0,
            33.0, 33.9, 63.0, 64.0, 95.0, 96.0, 1e12, -1e12, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    private static final int[] BATCH_SIZES = {1, 2, 5, 63, 64, 65, 130};
    private static final int[] MAX_LEAVES = {4, 8, 9, 16, 17, 31, 32, 33, 64};

    @Test
    void batchesScoreEveryRowAsTheWalkDoes() {
        for (long seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            int maxLeaves = MAX_LEAVES[(int) (seed % MAX_LEAVES.length)];
            List<ParsedTree> trees = new ArrayList<>();
            trees.add(randomTree(random, maxLeaves));
            for (int t = random.nextInt(40); t > 0; t--) {
                trees.add(random.nextInt(trees.size() + 1), randomTree(random, 1 + random.nextInt(maxLeaves)));
            }
            QuickScorer scorer = QuickScorer.of(trees);
            assertNotNull(scorer, "trees of at most 64 leaves, without missing type Zero");
            GbdtModel walked = new GbdtModel(featureNames(), new Objective(Objective.REGRESSION, Double.NaN), trees);
            for (int count : BATCH_SIZES) {
                double[] rows = statementLikeRows(random, count);
                double[] batch = new double[count];
                scorer.rawScores(rows, count, WIDTH, batch);
                for (int r = 0; r < count; r++) {
                    double[] row = Arrays.copyOfRange(rows, r * WIDTH, (r + 1) * WIDTH);
                    assertEquals(Double.doubleToRawLongBits(walked.walkedRawScore(row)), Double.doubleToRawLongBits(batch[r]),
                            "seed " + seed + ", " + count + " rows, row " + r + ": " + Arrays.toString(row));
                }
            }
        }
    }

    /**
     * Three trees over {@code kind} (categorical), {@code depth} and {@code role} (categorical):
     * <ul>
     *   <li>Tree 0: {@code kind} in {1, 3, 33} (two bitset words; category 0 goes right, so QuickScorer
     *       swaps the children) goes left to {@code depth <= 1.5} (missing type None: NaN is 0), leaves
     *       0.5 and -0.25; else {@code role} in {0, 40} (category 0 goes left), leaves 1 and -2.</li>
     *   <li>Tree 1: {@code role} in {5} (category 0 goes right), leaves 0.125 and -0.375.</li>
     *   <li>Tree 2: {@code depth <= 0}, NaN goes right, leaves 0.0625 and 0.03125.</li>
     * </ul>
     */
    private static final List<ParsedTree> CATEGORICAL_TREES = List.of(
            new ParsedTree(4, new int[] {0, 1, 2}, new double[] {0, 1.5, 1},
                    new byte[] {SplitRule.CATEGORICAL, 0, SplitRule.CATEGORICAL},
                    new int[] {1, ~0, ~2}, new int[] {2, ~1, ~3}, new double[] {0.5, -0.25, 1.0, -2.0},
                    new int[] {10, 10, 10, 10}, new int[] {0, 2, 4}, new int[] {0b1010, 0b10, 0b1, 1 << 8}),
            new ParsedTree(2, new int[] {2}, new double[] {0}, new byte[] {SplitRule.CATEGORICAL},
                    new int[] {~0}, new int[] {~1}, new double[] {0.125, -0.375},
                    new int[] {10, 10}, new int[] {0, 1}, new int[] {1 << 5}),
            new ParsedTree(2, new int[] {1}, new double[] {0}, new byte[] {SplitRule.MISSING_NAN << 2},
                    new int[] {~0}, new int[] {~1}, new double[] {0.0625, 0.03125},
                    new int[] {10, 10}, new int[] {0}, new int[0]));

    @Test
    void categoricalSplitsScoreAsWorkedOutByHand() {
        double nan = Double.NaN;
        double[][] rowsAndScores = {
                // kind, depth, role; tree 0 + tree 1 + tree 2
                {0, 0, 0, 1.0 - 0.375 + 0.0625},           // kind 0 right, role 0 left; 0 <= 0
                {33, 2, 40, -0.25 - 0.375 + 0.03125},      // 33 in the second word; 40 is not 5
                {1.9, nan, 5.5, 0.5 + 0.125 + 0.03125},    // category 1, NaN depth is 0 in tree 0, right in tree 2
                {-0.5, 1, 72, -2.0 - 0.375 + 0.03125},     // -0.5 is category 0; 72 is past role's bitsets
                {-1, 0, -0.5, 1.0 - 0.375 + 0.0625},       // negative kind goes right; role -0.5 is category 0
                {nan, -3, nan, -2.0 - 0.375 + 0.0625},     // NaN categories go right
                {64, 0, 1e12, -2.0 - 0.375 + 0.0625},      // past every bitset
                {32, 5, 8, -2.0 - 0.375 + 0.03125},        // 32 is in kind's second word, but not set
                {3, 1.5, 5, 0.5 + 0.125 + 0.03125},
                {-3, nan, 40, 1.0 - 0.375 + 0.03125}};
        QuickScorer scorer = QuickScorer.of(CATEGORICAL_TREES);
        assertNotNull(scorer, "categorical splits are scored by QuickScorer");
        int width = 3;
        double[] rows = new double[rowsAndScores.length * width];
        for (int r = 0; r < rowsAndScores.length; r++) {
            System.arraycopy(rowsAndScores[r], 0, rows, r * width, width);
        }
        double[] batch = new double[rowsAndScores.length];
        scorer.rawScores(rows, rowsAndScores.length, width, batch);
        GbdtModel walked = new GbdtModel(List.of("kind", "depth", "role"),
                new Objective(Objective.REGRESSION, Double.NaN), CATEGORICAL_TREES);
        for (int r = 0; r < rowsAndScores.length; r++) {
            double expected = rowsAndScores[r][width];
            String row = Arrays.toString(Arrays.copyOf(rowsAndScores[r], width));
            assertEquals(expected, scorer.rawScore(rowsAndScores[r], 0, new long[CATEGORICAL_TREES.size()]), 0.0, row);
            assertEquals(expected, batch[r], 0.0, "in a batch: " + row);
            assertEquals(expected, walked.walkedRawScore(Arrays.copyOf(rowsAndScores[r], width)), 0.0, "walked: " + row);
        }
    }

    @Test
    void declinesAFeatureSplitBothWaysAndCategoriesPastTheCap() {
        ParsedTree numericalOnKind = new ParsedTree(2, new int[] {0}, new double[] {0.5}, new byte[] {0},
                new int[] {~0}, new int[] {~1}, new double[] {1, 2}, new int[] {1, 1}, new int[] {0}, new int[0]);
        assertNull(QuickScorer.of(List.of(CATEGORICAL_TREES.get(0), numericalOnKind)), "kind is split both ways");
        assertNotNull(QuickScorer.of(List.of(CATEGORICAL_TREES.get(1), numericalOnKind)), "role categorical, kind numerical");

        int words = (IntervalMasks.MAX_CATEGORY + 1) / Integer.SIZE;
        int[] upToTheCap = new int[words];
        upToTheCap[words - 1] = 1 << 31;
        int[] pastTheCap = Arrays.copyOf(upToTheCap, words + 1);
        pastTheCap[words] = 1;
        assertNotNull(QuickScorer.of(List.of(oneCategorySplit(upToTheCap))), "category " + IntervalMasks.MAX_CATEGORY);
        assertNull(QuickScorer.of(List.of(oneCategorySplit(pastTheCap))), "category " + (IntervalMasks.MAX_CATEGORY + 1));
    }

    private static ParsedTree oneCategorySplit(int[] leftCategories) {
        return new ParsedTree(2, new int[] {0}, new double[] {0}, new byte[] {SplitRule.CATEGORICAL},
                new int[] {~0}, new int[] {~1}, new double[] {1, 2}, new int[] {1, 1},
                new int[] {0, leftCategories.length}, leftCategories);
    }

    /** Each feature's column follows one pattern, drawn per batch. */
    private static double[] statementLikeRows(Random random, int count) {
        double[] rows = new double[count * WIDTH];
        for (int f = 0; f < WIDTH; f++) {
            boolean categorical = f >= FIRST_CATEGORICAL && f < SPLIT_FEATURES;
            double[] values = categorical ? CATEGORIES : VALUES;
            double[] splitAt = categorical ? CATEGORIES : THRESHOLDS;
            int pattern = random.nextInt(7);
            double constant = values[random.nextInt(values.length)];
            for (int r = 0; r < count; r++) {
                double x = switch (pattern) {
                    case 0 -> constant;
                    // at or below every threshold, or of category 0, with different bits: nothing to apply, nothing shared
                    case 1 -> categorical ? random.nextDouble() * 1.98 - 0.99
                            : random.nextBoolean() ? Double.NEGATIVE_INFINITY : -3.5 - random.nextInt(3);
                    case 2 -> random.nextInt(5) == 0 ? values[random.nextInt(values.length)] : 0.0;
                    case 3 -> random.nextInt(3) == 0 ? Double.NaN : constant;
                    case 4 -> random.nextBoolean() ? 0.0 : -0.0;
                    case 5 -> splitAt[random.nextInt(splitAt.length)];
                    default -> values[random.nextInt(values.length)];
                };
                rows[r * WIDTH + f] = x;
            }
        }
        return rows;
    }

    /**
     * A random tree of {@code leaves} leaves: numerical splits of missing type None or NaN, either default
     * side, and categorical splits on {@link #FIRST_CATEGORICAL} and up, whose bitsets of one to three
     * words hold category 0 in about half of them.
     */
    private static ParsedTree randomTree(Random random, int leaves) {
        int nodes = leaves - 1;
        int[] feature = new int[nodes];
        double[] threshold = new double[nodes];
        byte[] decisionType = new byte[nodes];
        int[] left = new int[nodes];
        int[] right = new int[nodes];
        List<Integer> catBoundaries = new ArrayList<>(List.of(0));
        List<Integer> catThreshold = new ArrayList<>();
        // grow by splitting a random leaf: node i replaces it, its children are the old leaf and a new one
        List<int[]> openLeaves = new ArrayList<>(); // {parent node, 0 for left or 1 for right}
        int nextLeaf = 1;
        for (int node = 0; node < nodes; node++) {
            feature[node] = random.nextInt(SPLIT_FEATURES);
            int missing = random.nextBoolean() ? SplitRule.MISSING_NONE : SplitRule.MISSING_NAN;
            decisionType[node] = (byte) ((missing << 2) | (random.nextBoolean() ? SplitRule.DEFAULT_LEFT : 0));
            if (feature[node] >= FIRST_CATEGORICAL) {
                decisionType[node] |= SplitRule.CATEGORICAL;
                threshold[node] = catBoundaries.size() - 1;
                for (int w = 1 + random.nextInt(3); w > 0; w--) {
                    // sparse words, as LightGBM's few categories per side
                    catThreshold.add(random.nextInt() & random.nextInt() & random.nextInt());
                }
                int first = catBoundaries.get(catBoundaries.size() - 1);
                catThreshold.set(first, random.nextBoolean() ? catThreshold.get(first) | 1 : catThreshold.get(first) & ~1);
                catBoundaries.add(catThreshold.size());
            } else {
                threshold[node] = THRESHOLDS[random.nextInt(THRESHOLDS.length)];
            }
            if (node > 0) {
                int[] at = openLeaves.remove(random.nextInt(openLeaves.size()));
                int oldLeaf = at[1] == 0 ? left[at[0]] : right[at[0]];
                if (at[1] == 0) {
                    left[at[0]] = node;
                } else {
                    right[at[0]] = node;
                }
                left[node] = oldLeaf;
            } else {
                left[node] = ~0;
            }
            right[node] = ~nextLeaf++;
            openLeaves.add(new int[] {node, 0});
            openLeaves.add(new int[] {node, 1});
        }
        double[] leafValue = new double[leaves];
        int[] leafCount = new int[leaves];
        for (int l = 0; l < leaves; l++) {
            leafValue[l] = random.nextGaussian() / (1 + random.nextInt(1000));
            leafCount[l] = 1 + random.nextInt(50);
        }
        return new ParsedTree(leaves, feature, threshold, decisionType, left, right, leafValue, leafCount,
                catBoundaries.stream().mapToInt(Integer::intValue).toArray(),
                catThreshold.stream().mapToInt(Integer::intValue).toArray());
    }

    private static List<String> featureNames() {
        List<String> names = new ArrayList<>();
        for (int f = 0; f < WIDTH; f++) {
            names.add("f" + f);
        }
        return names;
    }
}
