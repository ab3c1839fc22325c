package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link IntervalMasks} against the plain QuickScorer scan (every split a value goes right at ANDs its
 * mask into its tree), on random forests whose features have repeated thresholds, several splits per tree
 * and thresholds at the edges of LightGBM's zero window, probed at every threshold, just beside it,
 * between thresholds, at ±0, ±infinity and NaN. Both storage forms must agree with the scan.
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
                // a split clears leaves of its tree only: bits below the lane width
                List<MaskedSplit> splits = randomSplits(new Random(seed)).stream()
                        .map(s -> new MaskedSplit(s.feature(), s.threshold(), s.tree(), s.keepWhenRight() | ~lane, s.nanGoesRight()))
                        .toList();
                double[] probes = probes(splits);
                for (int limit : new int[] {IntervalMasks.CUMULATIVE_ENTRIES_PER_SPLIT, 0, 3}) {
                    IntervalMasks masks = IntervalMasks.of(splits, TREES, limit, lanes);
                    for (int k = 0; k < masks.featureCount(); k++) {
                        for (double x : probes) {
                            long[] expected = scan(splits, masks.features[k], x);
                            long[] words = new long[lanes.words(TREES)];
                            Arrays.fill(words, -1L);
                            masks.apply(k, x, words, 0);
                            for (int t = 0; t < TREES; t++) {
                                assertEquals(expected[t], words[lanes.word(t)] >>> lanes.shift(t) | ~lane,
                                        laneBits + "-bit lanes, seed " + seed + ", limit " + limit + ", feature "
                                                + masks.features[k] + ", x " + x + ", tree " + t);
                            }
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
