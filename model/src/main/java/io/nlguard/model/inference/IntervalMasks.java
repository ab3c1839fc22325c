package io.nlguard.model.inference;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * QuickScorer's splits regrouped by value interval. Per feature, the distinct thresholds of its splits
 * cut the number line into intervals; for each interval, and for NaN, this holds per tree the AND of
 * the masks of every split such a value goes right at, one entry per tree touched, sorted by tree.
 * Applying a value is then a search among the distinct thresholds and one AND per tree, with no compare
 * per split and no tree masked twice (a feature often has several splits in one tree). Where trees share
 * a word of the exits ({@link ExitLanes}), an entry masks a word: the touched trees of one word make one
 * entry (on the shipped model, 10,993 entries instead of 12,572, 146 KB in all).
 *
 * <p>The per-interval masks are exact: a value is above exactly the thresholds below its interval, so it
 * goes right at exactly the splits the plain scan would apply, and ANDs do not depend on order.
 *
 * <p>They cost memory: a feature with {@code m} thresholds over {@code t} trees holds up to {@code m × t}
 * entries. A feature whose table would take more than {@link #CUMULATIVE_ENTRIES_PER_SPLIT} entries per
 * split keeps, instead, one entry per (threshold, tree) in threshold order, and an interval applies the
 * prefix of them below it, as the plain scan does; memory stays within that factor of the splits.
 */
final class IntervalMasks {

    /** Entries per split above which a feature keeps the per-threshold prefix form. */
    static final int CUMULATIVE_ENTRIES_PER_SPLIT = 16;

    /** The features some split tests, in ascending order; {@code k} below indexes this array. */
    final int[] features;
    /** Feature {@code k}'s distinct thresholds, ascending: {@code thresholds[thresholdStart[k] .. thresholdStart[k + 1])}. */
    private final double[] thresholds;
    private final int[] thresholdStart;
    /**
     * Per slot, the entries {@code [from, to)} to apply. Feature {@code k} with {@code m} thresholds has
     * {@code m + 2} slots from {@code thresholdStart[k] + 2k}: the interval above {@code j} thresholds is
     * slot {@code j}, NaN is slot {@code m + 1}.
     */
    private final int[] from;
    private final int[] to;
    /**
     * Per entry, the word of the exits it masks and the leaves that stay possible in that word's trees
     * (see {@link ExitLanes}; with one tree per word, the word is the tree).
     */
    private final int[] word;
    private final long[] keep;

    private IntervalMasks(int[] features, double[] thresholds, int[] thresholdStart, int[] from, int[] to,
                          int[] word, long[] keep) {
        this.features = features;
        this.thresholds = thresholds;
        this.thresholdStart = thresholdStart;
        this.from = from;
        this.to = to;
        this.word = word;
        this.keep = keep;
    }

    static IntervalMasks of(List<MaskedSplit> splits, int trees) {
        return of(splits, trees, CUMULATIVE_ENTRIES_PER_SPLIT, ExitLanes.ONE_TREE_PER_WORD);
    }

    /** {@link #of(List, int)} for exits packed in these lanes. */
    static IntervalMasks of(List<MaskedSplit> splits, int trees, ExitLanes lanes) {
        return of(splits, trees, CUMULATIVE_ENTRIES_PER_SPLIT, lanes);
    }

    /** {@link #of(List, int)} with another memory cap (tests force the prefix form with 0). */
    static IntervalMasks of(List<MaskedSplit> splits, int trees, int cumulativeEntriesPerSplit) {
        return of(splits, trees, cumulativeEntriesPerSplit, ExitLanes.ONE_TREE_PER_WORD);
    }

    /** {@link #of(List, int)} with another memory cap, for exits packed in these lanes. */
    static IntervalMasks of(List<MaskedSplit> splits, int trees, int cumulativeEntriesPerSplit, ExitLanes lanes) {
        MaskedSplit[] sorted = splits.toArray(new MaskedSplit[0]);
        Arrays.sort(sorted, Comparator.comparingInt(MaskedSplit::feature)
                .thenComparingDouble(MaskedSplit::threshold)
                .thenComparingInt(MaskedSplit::tree));
        Builder builder = new Builder(sorted, trees, cumulativeEntriesPerSplit, lanes);
        for (int a = 0, b; a < sorted.length; a = b) {
            b = a;
            while (b < sorted.length && sorted[b].feature() == sorted[a].feature()) {
                b++;
            }
            builder.addFeature(a, b);
        }
        return builder.build();
    }

    int featureCount() {
        return features.length;
    }

    /** ANDs into {@code exits[base ..]} the masks of every split of the {@code k}-th feature that {@code x} goes right at. */
    void apply(int k, double x, long[] exits, int base) {
        apply(slot(k, x), exits, base);
    }

    /** ANDs into {@code exits[base + word]} the masks of a slot. */
    void apply(int slot, long[] exits, int base) {
        for (int e = from[slot], end = to[slot]; e < end; e++) {
            exits[base + word[e]] &= keep[e];
        }
    }

    /** The {@code k}-th feature's lowest threshold: a value at or below it goes right at none of its splits. */
    double lowestThreshold(int k) {
        return thresholds[thresholdStart[k]];
    }

    /** The slot of {@code x} for the {@code k}-th feature: its interval, or the NaN slot. */
    int slot(int k, double x) {
        int first = thresholdStart[k];
        int last = thresholdStart[k + 1];
        int base = first + 2 * k;
        if (x != x) {
            return base + last - first + 1;
        }
        // the number of thresholds x is above, compared as the scan compares: ±0 and the zero window agree
        int lo = first;
        int hi = last;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (x > thresholds[mid]) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return base + lo - first;
    }

    /** Fills the arrays feature by feature. */
    private static final class Builder {
        private final MaskedSplit[] splits;
        private final int cumulativeEntriesPerSplit;
        private final ExitLanes lanes;
        private final int[] features;
        private final double[] thresholds;
        private final int[] thresholdStart;
        private final int[] from;
        private final int[] to;
        private int[] word = new int[64];
        private long[] keep = new long[64];
        private int k;
        private int thresholdCount;
        private int entries;
        /** Per tree, the AND of the masks folded in so far for the current feature, and the trees touched, sorted. */
        private final long[] running;
        private final boolean[] isTouched;
        private final int[] touched;
        private int touchedCount;

        Builder(MaskedSplit[] splits, int trees, int cumulativeEntriesPerSplit, ExitLanes lanes) {
            this.splits = splits;
            this.cumulativeEntriesPerSplit = cumulativeEntriesPerSplit;
            this.lanes = lanes;
            int featureCount = 0;
            int distinct = 0;
            for (int i = 0; i < splits.length; i++) {
                boolean newFeature = i == 0 || splits[i].feature() != splits[i - 1].feature();
                featureCount += newFeature ? 1 : 0;
                distinct += newFeature || splits[i].threshold() != splits[i - 1].threshold() ? 1 : 0;
            }
            features = new int[featureCount];
            thresholds = new double[distinct];
            thresholdStart = new int[featureCount + 1];
            from = new int[distinct + 2 * featureCount];
            to = new int[distinct + 2 * featureCount];
            running = new long[trees];
            isTouched = new boolean[trees];
            touched = new int[trees];
        }

        /** The feature of {@code splits[a .. b)}, sorted by threshold. */
        void addFeature(int a, int b) {
            features[k] = splits[a].feature();
            thresholdStart[k] = thresholdCount;
            int base = thresholdCount + 2 * k;
            int slot = base + 1;
            boolean cumulative = cumulativeEntries(a, b) <= (long) cumulativeEntriesPerSplit * (b - a);
            int prefixStart = entries;
            for (int i = a, j; i < b; i = j) {
                thresholds[thresholdCount++] = splits[i].threshold();
                j = i;
                while (j < b && splits[j].threshold() == splits[i].threshold()) {
                    j++;
                }
                if (cumulative) {
                    fold(i, j, false);
                    from[slot] = entries;
                    emitTouched(false);
                } else {
                    // this threshold's splits only, one entry per tree; the interval takes the prefix up to them
                    clearRunning();
                    fold(i, j, false);
                    emitTouched(true);
                    from[slot] = prefixStart;
                }
                to[slot++] = entries;
            }
            // slot 0, below every threshold, applies nothing; from and to are already 0
            clearRunning();
            fold(a, b, true);
            from[slot] = entries;
            emitTouched(true);
            to[slot] = entries;
            k++;
        }

        /** Entries the cumulative form takes: per interval, the trees touched by the splits below it. */
        private long cumulativeEntries(int a, int b) {
            boolean[] seen = new boolean[running.length];
            long total = 0;
            int trees = 0;
            for (int i = a; i < b; i++) {
                if (!seen[splits[i].tree()]) {
                    seen[splits[i].tree()] = true;
                    trees++;
                }
                if (i + 1 == b || splits[i + 1].threshold() != splits[i].threshold()) {
                    total += trees;
                }
            }
            return total;
        }

        /** ANDs the masks of {@code splits[a .. b)} (only those a NaN goes right at, if {@code nanOnly}) into {@link #running}. */
        private void fold(int a, int b, boolean nanOnly) {
            for (int i = a; i < b; i++) {
                MaskedSplit split = splits[i];
                if (nanOnly && !split.nanGoesRight()) {
                    continue;
                }
                int t = split.tree();
                if (!isTouched[t]) {
                    // first split of this tree: insert it into the sorted list of touched trees
                    isTouched[t] = true;
                    int at = touchedCount++;
                    while (at > 0 && touched[at - 1] > t) {
                        touched[at] = touched[at - 1];
                        at--;
                    }
                    touched[at] = t;
                    running[t] = -1L;
                }
                running[t] &= split.keepWhenRight();
            }
        }

        /**
         * Emits the running masks of the touched trees, one entry per word: trees sharing a word are
         * adjacent (sorted), and merge into one entry. Only this call's entries merge, so a slot's range,
         * which ends at the end of a call, never splits an entry.
         */
        private void emitTouched(boolean thenClear) {
            int first = entries;
            for (int i = 0; i < touchedCount; i++) {
                int t = touched[i];
                int w = lanes.word(t);
                long mask = lanes.inLane(t, running[t]);
                if (entries > first && word[entries - 1] == w) {
                    keep[entries - 1] &= mask;
                } else {
                    add(w, mask);
                }
            }
            if (thenClear) {
                clearRunning();
            }
        }

        private void clearRunning() {
            for (int i = 0; i < touchedCount; i++) {
                isTouched[touched[i]] = false;
            }
            touchedCount = 0;
        }

        private void add(int w, long mask) {
            if (entries == word.length) {
                word = Arrays.copyOf(word, 2 * entries);
                keep = Arrays.copyOf(keep, 2 * entries);
            }
            word[entries] = w;
            keep[entries++] = mask;
        }

        IntervalMasks build() {
            thresholdStart[k] = thresholdCount;
            return new IntervalMasks(features, thresholds, thresholdStart, from, to,
                    Arrays.copyOf(word, entries), Arrays.copyOf(keep, entries));
        }
    }
}
