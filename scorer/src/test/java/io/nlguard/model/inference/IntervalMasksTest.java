package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link IntervalMasks} against the plain QuickScorer scan (every split a value goes right at ANDs its
 * mask into its tree), on random forests whose features have repeated thresholds, several splits per tree
 * and thresholds at the edges of LightGBM's zero window, probed at every threshold, just beside it,
 * between thresholds, at ±0, ±infinity and NaN. Both storage forms must agree with the scan. Categorical
 * features beside them are probed at every category of their bitsets and past them, at fractional,
 * negative and huge values and NaN, against each split's own rule.
 */
class IntervalMasksTest {

    private static final int FEATURES = 5;
    private static final int TREES = 9;
    private static final double[] THRESHOLD_POOL = {
            -3.5, -1.0, Math.nextDown(-SplitRule.ZERO_THRESHOLD), SplitRule.ZERO_THRESHOLD, 0.5, 1.5, 2.0, 7.25, 1e300};

    @Test
    void everyFormAppliesExactlyTheMasksOfTheScan() {
        for (long seed = 1; seed <= 30; seed++) {
            List<MaskedSplit> splits = randomSplits(new Random(seed));
            double[] probes = probes(splits);
            // 16 per split keeps every feature cumulative here, 0 forces the prefix form, 3 mixes them
            for (int limit : new int[] {IntervalMasks.CUMULATIVE_ENTRIES_PER_SPLIT, 0, 3}) {
                IntervalMasks masks = IntervalMasks.of(splits, TREES, limit);
                for (int k = 0; k < masks.featureCount(); k++) {
                    for (double x : probes) {
                        long[] expected = scan(splits, masks.features[k], x);
                        long[] actual = new long[TREES];
                        Arrays.fill(actual, -1L);
                        masks.apply(k, x, actual, 0);
                        assertArrayEquals(expected, actual,
                                "seed " + seed + ", limit " + limit + ", feature " + masks.features[k] + ", x " + x);
                    }
                }
            }
        }
    }

    /**
     * With exits packed several trees to a {@code long} (see {@link ExitLanes}), each tree's lane holds
     * exactly the masks of the scan, whichever form a feature takes, though trees sharing a word share
     * entries.
     */
    @Test
    void packedLanesHoldEachTreesMasksOfTheScan() {
        for (int laneBits : new int[] {8, 16, 32}) {
            ExitLanes lanes = ExitLanes.forLeaves(laneBits);
            assertEquals(laneBits, lanes.laneBits());
            long lane = -1L >>> (Long.SIZE - laneBits);
            for (long seed = 1; seed <= 30; seed++) {
                List<MaskedSplit> splits = withinLane(randomSplits(new Random(seed)), lane);
                double[] probes = probes(splits);
                for (int limit : new int[] {IntervalMasks.CUMULATIVE_ENTRIES_PER_SPLIT, 0, 3}) {
                    IntervalMasks masks = IntervalMasks.of(splits, TREES, limit, lanes);
                    for (int k = 0; k < masks.featureCount(); k++) {
                        for (double x : probes) {
                            assertEachLaneHolds(scan(splits, masks.features[k], x), masks, k, x, lanes,
                                    "seed " + seed + ", limit " + limit + ", feature " + masks.features[k] + ", x " + x);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aValueAtOrBelowTheLowestThresholdAppliesNothing() {
        List<MaskedSplit> splits = randomSplits(new Random(7));
        IntervalMasks masks = IntervalMasks.of(splits, TREES);
        for (int k = 0; k < masks.featureCount(); k++) {
            double lowest = masks.lowestThreshold(k);
            for (double x : new double[] {lowest, Math.nextDown(lowest), Double.NEGATIVE_INFINITY}) {
                long[] exits = new long[TREES];
                Arrays.fill(exits, -1L);
                masks.apply(k, x, exits, 0);
                assertTrue(Arrays.stream(exits).allMatch(e -> e == -1L), "feature " + k + ", x " + x);
            }
        }
    }

    @Test
    void slotsCountTheDistinctThresholdsBelowTheValueAndNanHasItsOwn() {
        // one feature, thresholds 0.5 (twice, in two trees) and 2.0: slots 0, 1, 2 and NaN 3
        List<MaskedSplit> splits = List.of(
                new MaskedSplit(4, 2.0, 0, ~0b1L, false),
                new MaskedSplit(4, 0.5, 0, ~0b10L, true),
                new MaskedSplit(4, 0.5, 1, ~0b1L, false));
        IntervalMasks masks = IntervalMasks.of(splits, 2);
        assertEquals(0, masks.slot(0, 0.5));
        assertEquals(1, masks.slot(0, Math.nextUp(0.5)));
        assertEquals(1, masks.slot(0, 2.0));
        assertEquals(2, masks.slot(0, 2.5));
        assertEquals(3, masks.slot(0, Double.NaN));
        long[] exits = {-1L, -1L};
        masks.apply(0, 3.0, exits, 0);
        assertArrayEquals(new long[] {~0b11L, ~0b1L}, exits, "the two splits of tree 0 make one entry");
    }

    @Test
    void categoricalFeaturesApplyExactlyTheMasksOfEachSplitsRule() {
        for (int laneBits : new int[] {8, 16, 32, 64}) {
            ExitLanes lanes = ExitLanes.forLeaves(laneBits);
            long lane = -1L >>> (Long.SIZE - laneBits);
            for (long seed = 1; seed <= 30; seed++) {
                Random random = new Random(seed);
                // numerical features are even, categorical ones odd, so the two kinds interleave by index
                List<MaskedSplit> splits = withinLane(randomSplits(random), lane);
                List<MaskedCategorySplit> categorySplits = randomCategorySplits(random, lane);
                for (int limit : new int[] {IntervalMasks.CUMULATIVE_ENTRIES_PER_SPLIT, 0}) {
                    IntervalMasks masks = IntervalMasks.of(splits, categorySplits, TREES, limit, lanes);
                    assertEquals(splits.stream().map(MaskedSplit::feature).distinct().count(), masks.firstCategorical);
                    for (int k = 0; k < masks.featureCount(); k++) {
                        int feature = masks.features[k];
                        boolean categorical = k >= masks.firstCategorical;
                        assertEquals(feature % 2 == 1, categorical, "feature " + feature + " is of its kind");
                        for (double x : categorical ? CATEGORY_PROBES : probes(splits)) {
                            long[] expected = categorical
                                    ? scanCategories(categorySplits, feature, x)
                                    : scan(splits, feature, x);
                            assertEachLaneHolds(expected, masks, k, x, lanes,
                                    "seed " + seed + ", limit " + limit + ", feature " + feature + ", x " + x);
                        }
                    }
                }
            }
        }
    }

    @Test
    void categoriesIndexTheirSlotsAndCategoryZeroAppliesNothing() {
        // feature 3: {1, 3, 33} in tree 0 (category 0 goes right: the right child is first), and
        // {0, 2} in tree 1 (category 0 goes left); highest category 33: slots 0 .. 33, 34 for every other, 35 NaN
        List<MaskedCategorySplit> splits = List.of(
                new MaskedCategorySplit(3, 0, new int[] {0b1010, 0b10}, ~0b1L),
                new MaskedCategorySplit(3, 1, new int[] {0b101}, ~0b11L));
        IntervalMasks masks = IntervalMasks.of(List.of(), splits, 2, ExitLanes.ONE_TREE_PER_WORD);
        assertEquals(0, masks.firstCategorical);
        for (double x : new double[] {0.0, -0.0, 0.7, -0.7, 1e-40}) {
            assertEquals(0, masks.slot(0, x), "x " + x);
            assertArrayEquals(new long[] {-1L, -1L}, applied(masks, x), "category 0 applies nothing, x " + x);
        }
        assertEquals(2, masks.slot(0, 2.7));
        assertEquals(33, masks.slot(0, 33));
        for (double x : new double[] {34, 64, 1e12, Double.POSITIVE_INFINITY, -1, -3, -1e12, Double.NEGATIVE_INFINITY}) {
            assertEquals(34, masks.slot(0, x), "x " + x);
        }
        assertEquals(35, masks.slot(0, Double.NaN));
        // the second child of tree 0 is the left one: 1, 3 and 33 go there; of tree 1 the right one: all but 0 and 2
        assertArrayEquals(new long[] {~0b1L, ~0b11L}, applied(masks, 1));
        assertArrayEquals(new long[] {-1L, -1L}, applied(masks, 2));
        assertArrayEquals(new long[] {~0b1L, ~0b11L}, applied(masks, 33.5));
        assertArrayEquals(new long[] {-1L, ~0b11L}, applied(masks, 32));
        assertArrayEquals(new long[] {-1L, ~0b11L}, applied(masks, -1));
        assertArrayEquals(new long[] {-1L, ~0b11L}, applied(masks, Double.NaN));
    }

    @Test
    void refusesAFeatureOfBothKindsAndCategoriesPastTheCap() {
        MaskedCategorySplit zeroLeft = new MaskedCategorySplit(1, 0, new int[] {1}, ~1L);
        assertThrows(IllegalArgumentException.class, () -> IntervalMasks.of(
                List.of(new MaskedSplit(1, 0.5, 0, ~1L, false)), List.of(zeroLeft), 1, ExitLanes.ONE_TREE_PER_WORD),
                "a feature of both kinds");
        int[] pastTheCap = new int[(IntervalMasks.MAX_CATEGORY + 1) / Integer.SIZE + 1];
        pastTheCap[pastTheCap.length - 1] = 1;
        assertThrows(IllegalArgumentException.class, () -> IntervalMasks.of(List.of(),
                List.of(new MaskedCategorySplit(1, 0, pastTheCap, ~1L)), 1, ExitLanes.ONE_TREE_PER_WORD));
    }

    @Test
    void anEmptyBitsetMasksNothing() {
        // every category goes right, with category 0: the right child is first, and nothing goes to the other
        MaskedCategorySplit empty = new MaskedCategorySplit(1, 0, new int[] {0}, ~1L);
        IntervalMasks masks = IntervalMasks.of(List.of(), List.of(empty), 1, ExitLanes.ONE_TREE_PER_WORD);
        for (double x : CATEGORY_PROBES) {
            long[] exits = {-1L};
            masks.apply(0, x, exits, 0);
            assertEquals(-1L, exits[0], "x " + x);
        }
    }

    /** A split clears leaves of its own tree only: bits below the lane width. */
    private static List<MaskedSplit> withinLane(List<MaskedSplit> splits, long lane) {
        return splits.stream()
                .map(s -> new MaskedSplit(s.feature(), s.threshold(), s.tree(), s.keepWhenRight() | ~lane, s.nanGoesRight()))
                .toList();
    }

    /** Applies {@code x} to feature {@code k} of packed exits: each tree's lane must hold exactly {@code expected}. */
    private static void assertEachLaneHolds(long[] expected, IntervalMasks masks, int k, double x, ExitLanes lanes,
                                            String message) {
        long lane = -1L >>> (Long.SIZE - lanes.laneBits());
        long[] words = new long[lanes.words(TREES)];
        Arrays.fill(words, -1L);
        masks.apply(k, x, words, 0);
        for (int t = 0; t < TREES; t++) {
            assertEquals(expected[t], words[lanes.word(t)] >>> lanes.shift(t) | ~lane,
                    lanes.laneBits() + "-bit lanes, " + message + ", tree " + t);
        }
    }

    /** The exits of two trees after feature {@code k = 0} applies {@code x}. */
    private static long[] applied(IntervalMasks masks, double x) {
        long[] exits = {-1L, -1L};
        masks.apply(0, x, exits, 0);
        return exits;
    }

    private static final double[] CATEGORY_PROBES = {
            Double.NaN, 0.0, -0.0, 1e-40, -1e-40, 0.5, -0.5, -0.999, -1.0, -1.5, -3.0, 1.0, 1.999, 2.0, 2.7,
            31.0, 31.5, 32.0, 33.0, 63.0, 64.0, 65.0, 95.9, 96.0, 200.0, 1e12, -1e12, Double.MAX_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    /**
     * Splits on the odd features 1, 3, 5, with bitsets of one to three sparse words, about half of them
     * holding category 0, several per tree. Masks clear leaves of the split's tree only (bits in {@code lane}).
     */
    private static List<MaskedCategorySplit> randomCategorySplits(Random random, long lane) {
        List<MaskedCategorySplit> splits = new ArrayList<>();
        for (int i = 5 + random.nextInt(30); i > 0; i--) {
            int[] words = new int[1 + random.nextInt(3)];
            for (int w = 0; w < words.length; w++) {
                words[w] = random.nextInt() & random.nextInt();
            }
            words[0] = random.nextBoolean() ? words[0] | 1 : words[0] & ~1;
            long mask = (random.nextLong() | (1L << random.nextInt(Long.SIZE))) | ~lane;
            splits.add(new MaskedCategorySplit(1 + 2 * random.nextInt(3), random.nextInt(TREES), words, mask));
        }
        return splits;
    }

    /** The plain scan for categories: {@link SplitRule#categoryGoesLeft} of each split, against category 0's side. */
    private static long[] scanCategories(List<MaskedCategorySplit> splits, int feature, double x) {
        long[] exits = new long[TREES];
        Arrays.fill(exits, -1L);
        for (MaskedCategorySplit split : splits) {
            int[] bits = split.leftCategories();
            boolean zeroLeft = SplitRule.categoryGoesLeft(0.0, bits, 0, bits.length);
            if (split.feature() == feature && SplitRule.categoryGoesLeft(x, bits, 0, bits.length) != zeroLeft) {
                exits[split.tree()] &= split.keepWhenSecond();
            }
        }
        return exits;
    }

    /** Splits with thresholds drawn from a small pool, so that thresholds repeat within a feature and a tree. */
    private static List<MaskedSplit> randomSplits(Random random) {
        List<MaskedSplit> splits = new ArrayList<>();
        int count = 10 + random.nextInt(60);
        for (int i = 0; i < count; i++) {
            // feature indices with gaps, as a model that tests some features only
            int feature = 2 * random.nextInt(FEATURES);
            double threshold = random.nextInt(4) == 0
                    ? random.nextGaussian() * 3
                    : THRESHOLD_POOL[random.nextInt(THRESHOLD_POOL.length)];
            long mask = random.nextLong() | (1L << random.nextInt(Long.SIZE));
            splits.add(new MaskedSplit(feature, threshold, random.nextInt(TREES), mask, random.nextBoolean()));
        }
        return splits;
    }

    /** Every threshold, its neighbours, midpoints, and the special values. */
    private static double[] probes(List<MaskedSplit> splits) {
        List<Double> probes = new ArrayList<>(List.of(0.0, -0.0, 1e-36, -1e-36, Double.NaN,
                Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, Double.MAX_VALUE, -Double.MAX_VALUE));
        double[] thresholds = splits.stream().mapToDouble(MaskedSplit::threshold).sorted().toArray();
        for (int i = 0; i < thresholds.length; i++) {
            double t = thresholds[i];
            probes.addAll(List.of(t, Math.nextUp(t), Math.nextDown(t)));
            if (i > 0) {
                probes.add(thresholds[i - 1] / 2 + t / 2);
            }
        }
        return probes.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The plain scan: the masks of the feature's splits that {@code x} goes right at, one tree at a time. */
    private static long[] scan(List<MaskedSplit> splits, int feature, double x) {
        long[] exits = new long[TREES];
        Arrays.fill(exits, -1L);
        for (MaskedSplit split : splits) {
            boolean right = x != x ? split.nanGoesRight() : x > split.threshold();
            if (split.feature() == feature && right) {
                exits[split.tree()] &= split.keepWhenRight();
            }
        }
        return exits;
    }
}
