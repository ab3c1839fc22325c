package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * {@link QuickScorer#rawScores}, which scores a statement's rows together (features shared by every row
 * applied once, the others only to the rows above their lowest threshold, 64 rows per block, the exits
 * of several trees packed in one {@code long}), against the walk of every tree from its root, bit for
 * bit. Random forests whose largest tree fills lanes of 8, 16, 32 or 64 bits exactly or nearly (and a
 * tree may have a single leaf) split on a few features at thresholds that repeat and sit at the edges of
 * LightGBM's zero window; each batch gives
 * every feature a column pattern: one value in every row (NaN, ±0, ±infinity, an exact threshold...),
 * every row at or below the lowest threshold but with different bits, a few rows above it, NaN in some
 * rows, +0 beside -0, or random values. Batch sizes cross the 64-row blocks.
 */
class QuickScorerTest {

    private static final int WIDTH = 7;
    /** Feature 6 is never split on, so a row is wider than the features QuickScorer reads. */
    private static final int SPLIT_FEATURES = 6;
    private static final double[] THRESHOLDS = {
            -3.5, -1.0, Math.nextDown(-SplitRule.ZERO_THRESHOLD), -SplitRule.ZERO_THRESHOLD, 0.0,
            SplitRule.ZERO_THRESHOLD, 0.5, 1.0, 1.5, 2.0, 7.25, 1e300};
    private static final double[] VALUES = {
            Double.NaN, 0.0, -0.0, 1e-40, -1e-40, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            -3.5, -1.0, 0.5, 1.0, 1.5, 2.0, 3.0, 7.25, Math.nextUp(7.25), 1e300, Double.MAX_VALUE};
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
            assertNotNull(scorer, "numerical trees of at most 64 leaves");
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

    /** Each feature's column follows one pattern, drawn per batch. */
    private static double[] statementLikeRows(Random random, int count) {
        double[] rows = new double[count * WIDTH];
        for (int f = 0; f < WIDTH; f++) {
            int pattern = random.nextInt(7);
            double constant = VALUES[random.nextInt(VALUES.length)];
            for (int r = 0; r < count; r++) {
                double x = switch (pattern) {
                    case 0 -> constant;
                    // at or below every threshold, with different bits: nothing to apply, nothing shared
                    case 1 -> random.nextBoolean() ? Double.NEGATIVE_INFINITY : -3.5 - random.nextInt(3);
                    case 2 -> random.nextInt(5) == 0 ? VALUES[random.nextInt(VALUES.length)] : 0.0;
                    case 3 -> random.nextInt(3) == 0 ? Double.NaN : constant;
                    case 4 -> random.nextBoolean() ? 0.0 : -0.0;
                    case 5 -> THRESHOLDS[random.nextInt(THRESHOLDS.length)];
                    default -> VALUES[random.nextInt(VALUES.length)];
                };
                rows[r * WIDTH + f] = x;
            }
        }
        return rows;
    }

    /** A random numerical tree of {@code leaves} leaves, missing type None or NaN, either default side. */
    private static ParsedTree randomTree(Random random, int leaves) {
        int nodes = leaves - 1;
        int[] feature = new int[nodes];
        double[] threshold = new double[nodes];
        byte[] decisionType = new byte[nodes];
        int[] left = new int[nodes];
        int[] right = new int[nodes];
        // grow by splitting a random leaf: node i replaces it, its children are the old leaf and a new one
        List<int[]> openLeaves = new ArrayList<>(); // {parent node, 0 for left or 1 for right}
        int nextLeaf = 1;
        for (int node = 0; node < nodes; node++) {
            feature[node] = random.nextInt(SPLIT_FEATURES);
            threshold[node] = THRESHOLDS[random.nextInt(THRESHOLDS.length)];
            int missing = random.nextBoolean() ? SplitRule.MISSING_NONE : SplitRule.MISSING_NAN;
            decisionType[node] = (byte) ((missing << 2) | (random.nextBoolean() ? SplitRule.DEFAULT_LEFT : 0));
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
                new int[] {0}, new int[0]);
    }

    private static List<String> featureNames() {
        List<String> names = new ArrayList<>();
        for (int f = 0; f < WIDTH; f++) {
            names.add("f" + f);
        }
        return names;
    }
}
