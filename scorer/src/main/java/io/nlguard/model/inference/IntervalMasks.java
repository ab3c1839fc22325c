package io.nlguard.model.inference;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;

/**
 * QuickScorer's splits regrouped by value interval. Per feature, the distinct thresholds of its splits
 * cut the number line into intervals; for each interval, and for NaN, this holds per tree the AND of
 * the masks of every split such a value goes right at, one entry per tree touched, sorted by tree.
 * Applying a value is then a search among the distinct thresholds and one AND per tree, with no compare
 * per split and no tree masked twice (a feature often has several splits in one tree). Where trees share
 * a word of the exits ({@link ExitLanes}), an entry masks a word: the touched trees of one word make one
 * entry (on an earlier, numerical model, 10,993 entries instead of 12,572; the shipped model's tables
 * hold 15,011 entries, about 180 KB).
 *
 * <p>The per-interval masks are exact: a value is above exactly the thresholds below its interval, so it
 * goes right at exactly the splits the plain scan would apply, and ANDs do not depend on order.
 *
 * <p>They cost memory: a feature with {@code m} thresholds over {@code t} trees holds up to {@code m × t}
 * entries. A feature whose table would take more than {@link #CUMULATIVE_ENTRIES_PER_SPLIT} entries per
 * split keeps, instead, one entry per (threshold, tree) in threshold order, and an interval applies the
 * prefix of them below it, as the plain scan does; memory stays within that factor of the splits.
 *
 * <p>A categorical feature ({@link MaskedCategorySplit}) has a slot per category from 0 to the highest
 * its bitsets hold, found by indexing rather than searching, plus one for every other category
 * (negative, or past every bitset: no bitset holds it) and one for NaN. Each holds, per tree, the AND of
 * the masks of the splits at which that category does not go where category 0 goes, so category 0's
 * slot is empty. The categorical features come after the numerical ones ({@link #firstCategorical}), so
 * that the scorer can test the two kinds of value in separate loops. A feature is either kind, never
 * both, as LightGBM uses it.
 */
final class IntervalMasks {

    /** Entries per split above which a feature keeps the per-threshold prefix form. */
    static final int CUMULATIVE_ENTRIES_PER_SPLIT = 16;

    /**
     * Categories above this leave a model to the walk: a categorical feature takes a slot per category up
     * to the highest in its bitsets, so memory grows with it (a bitset of 128 words here).
     */
    static final int MAX_CATEGORY = 4095;

    /**
     * The features some split tests: the numerical ones in ascending order, then from
     * {@link #firstCategorical} the categorical ones in ascending order; {@code k} below indexes this array.
     */
    final int[] features;
    final int firstCategorical;
    /**
     * Numerical feature {@code k}'s distinct thresholds, ascending:
     * {@code thresholds[thresholdStart[k] .. thresholdStart[k + 1])}.
     */
    private final double[] thresholds;
    private final int[] thresholdStart;
    /**
     * Feature {@code k}'s slots are {@code slotStart[k] .. slotStart[k + 1] - 1}, and its last one is
     * NaN's. A numerical feature with {@code m} thresholds has {@code m + 2}: the interval above {@code j}
     * thresholds is slot {@code j}, NaN slot {@code m + 1}. A categorical feature whose bitsets hold
     * categories up to {@code c} has {@code c + 3}: category {@code j} is slot {@code j}, every other
     * category slot {@code c + 1}, NaN slot {@code c + 2}. Either way slot 0 applies nothing.
     */
    private final int[] slotStart;
    /** Per slot, the entries {@code [from, to)} to apply. */
    private final int[] from;
    private final int[] to;
    /**
     * Per entry, the word of the exits it masks and the leaves that stay possible in that word's trees
     * (see {@link ExitLanes}; with one tree per word, the word is the tree).
     */
    private final int[] word;
    private final long[] keep;

    private IntervalMasks(int[] features, int firstCategorical, double[] thresholds, int[] thresholdStart,
                          int[] slotStart, int[] from, int[] to, int[] word, long[] keep) {
        this.features = features;
        this.firstCategorical = firstCategorical;
        this.thresholds = thresholds;
        this.thresholdStart = thresholdStart;
        this.slotStart = slotStart;
        this.from = from;
        this.to = to;
        this.word = word;
        this.keep = keep;
    }

    /** The arrays as {@link #read} takes them back. */
    void write(CompiledArrays.Out out) {
        out.ints(features);
        out.integer(firstCategorical);
        out.doubles(thresholds);
        out.ints(thresholdStart);
        out.ints(slotStart);
        out.ints(from);
        out.ints(to);
        out.ints(word);
        out.longs(keep);
    }

    static IntervalMasks read(CompiledArrays.In in) {
        return new IntervalMasks(in.ints(), in.integer(), in.doubles(), in.ints(), in.ints(), in.ints(), in.ints(),
                in.ints(), in.longs());
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
        return of(splits, List.of(), trees, cumulativeEntriesPerSplit, lanes);
    }

    /** The masks of numerical and categorical splits, for exits packed in these lanes. */
    static IntervalMasks of(List<MaskedSplit> splits, List<MaskedCategorySplit> categorySplits, int trees,
                            ExitLanes lanes) {
        return of(splits, categorySplits, trees, CUMULATIVE_ENTRIES_PER_SPLIT, lanes);
    }

    /**
     * {@link #of(List, List, int, ExitLanes)} with another memory cap for the numerical features.
     *
     * @throws IllegalArgumentException if a feature has splits of both kinds or a category is above
     *                                  {@link #MAX_CATEGORY}
     */
    static IntervalMasks of(List<MaskedSplit> splits, List<MaskedCategorySplit> categorySplits, int trees,
                            int cumulativeEntriesPerSplit, ExitLanes lanes) {
        if (!takes(splits, categorySplits)) {
            throw new IllegalArgumentException("a feature has numerical and categorical splits, or a category is above "
                    + MAX_CATEGORY);
        }
        MaskedSplit[] sorted = splits.toArray(new MaskedSplit[0]);
        Arrays.sort(sorted, Comparator.comparingInt(MaskedSplit::feature)
                .thenComparingDouble(MaskedSplit::threshold)
                .thenComparingInt(MaskedSplit::tree));
        MaskedCategorySplit[] sortedCategories = categorySplits.toArray(new MaskedCategorySplit[0]);
        Arrays.sort(sortedCategories, Comparator.comparingInt(MaskedCategorySplit::feature)
                .thenComparingInt(MaskedCategorySplit::tree));
        Builder builder = new Builder(sorted, sortedCategories, trees, cumulativeEntriesPerSplit, lanes);
        for (int a = 0, b; a < sorted.length; a = b) {
            b = a;
            while (b < sorted.length && sorted[b].feature() == sorted[a].feature()) {
                b++;
            }
            builder.addFeature(a, b);
        }
        for (int a = 0, b; a < sortedCategories.length; a = b) {
            b = a;
            while (b < sortedCategories.length && sortedCategories[b].feature() == sortedCategories[a].feature()) {
                b++;
            }
            builder.addCategoricalFeature(a, b);
        }
        return builder.build();
    }

    /**
     * Whether these splits make masks: no feature has splits of both kinds (LightGBM declares a feature
     * categorical for the whole dataset, so its models never do) and no category is above
     * {@link #MAX_CATEGORY}.
     */
    static boolean takes(List<MaskedSplit> splits, List<MaskedCategorySplit> categorySplits) {
        BitSet numerical = new BitSet();
        splits.forEach(split -> numerical.set(split.feature()));
        return categorySplits.stream()
                .allMatch(split -> !numerical.get(split.feature()) && split.highestCategory() <= MAX_CATEGORY);
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

    /**
     * The {@code k}-th feature's lowest threshold, for a numerical feature ({@code k < firstCategorical}):
     * a value at or below it goes right at none of its splits. (Of a categorical feature, the values that
     * apply nothing are those of category 0, {@code -1 < x < 1}.)
     */
    double lowestThreshold(int k) {
        return thresholds[thresholdStart[k]];
    }

    /** The slot of {@code x} for the {@code k}-th feature: its interval or its category, or the NaN slot. */
    int slot(int k, double x) {
        return k < firstCategorical ? intervalSlot(k, x) : categorySlot(k, x);
    }

    /**
     * {@link #slot} of a numerical feature: its interval, or the NaN slot. Kept apart from
     * {@link #categorySlot} so that the scorer's loop over a numerical feature's rows stays small enough
     * for the JIT to inline it whole.
     */
    int intervalSlot(int k, double x) {
        int first = thresholdStart[k];
        int last = thresholdStart[k + 1];
        int base = slotStart[k];
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

    /** {@link #slot} of a categorical feature: its category's, every other category's, or the NaN slot. */
    int categorySlot(int k, double x) {
        int base = slotStart[k];
        int nan = slotStart[k + 1] - 1;
        if (x != x) {
            return nan;
        }
        // the category as SplitRule takes it; negative ones go where those past every bitset go
        int category = (int) x;
        int other = nan - 1;
        return category >= 0 && category < other - base ? base + category : other;
    }

    /** Fills the arrays feature by feature, the numerical ones first. */
    private static final class Builder {
        private final MaskedSplit[] splits;
        private final MaskedCategorySplit[] categorySplits;
        private final int cumulativeEntriesPerSplit;
        private final ExitLanes lanes;
        private final int[] features;
        private final int firstCategorical;
        private final double[] thresholds;
        private final int[] thresholdStart;
        private final int[] slotStart;
        private final int[] from;
        private final int[] to;
        private int[] word = new int[64];
        private long[] keep = new long[64];
        private int k;
        private int thresholdCount;
        private int slots;
        private int entries;
        /** Per tree, the AND of the masks folded in so far for the current slot, and the trees touched, sorted. */
        private final long[] running;
        private final boolean[] isTouched;
        private final int[] touched;
        private int touchedCount;

        Builder(MaskedSplit[] splits, MaskedCategorySplit[] categorySplits, int trees, int cumulativeEntriesPerSplit,
                ExitLanes lanes) {
            this.splits = splits;
            this.categorySplits = categorySplits;
            this.cumulativeEntriesPerSplit = cumulativeEntriesPerSplit;
            this.lanes = lanes;
            int numerical = 0;
            int distinct = 0;
            for (int i = 0; i < splits.length; i++) {
                boolean newFeature = i == 0 || splits[i].feature() != splits[i - 1].feature();
                numerical += newFeature ? 1 : 0;
                distinct += newFeature || splits[i].threshold() != splits[i - 1].threshold() ? 1 : 0;
            }
            int categorical = 0;
            long categorySlots = 0;
            int highest = 0;
            for (int i = 0; i < categorySplits.length; i++) {
                MaskedCategorySplit split = categorySplits[i];
                highest = Math.max(highest, split.highestCategory());
                if (i + 1 == categorySplits.length || categorySplits[i + 1].feature() != split.feature()) {
                    // the feature's last split: categories 0 .. highest, every other category, NaN
                    categorical++;
                    categorySlots += highest + 3;
                    highest = 0;
                }
            }
            features = new int[numerical + categorical];
            firstCategorical = numerical;
            thresholds = new double[distinct];
            thresholdStart = new int[numerical + 1];
            slotStart = new int[features.length + 1];
            int slotCount = Math.toIntExact(distinct + 2L * numerical + categorySlots);
            from = new int[slotCount];
            to = new int[slotCount];
            running = new long[trees];
            isTouched = new boolean[trees];
            touched = new int[trees];
        }

        /** The numerical feature of {@code splits[a .. b)}, sorted by threshold. */
        void addFeature(int a, int b) {
            features[k] = splits[a].feature();
            thresholdStart[k] = thresholdCount;
            slotStart[k] = slots;
            int slot = slots + 1;
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
            slots = slot + 1;
            k++;
        }

        /**
         * The categorical feature of {@code categorySplits[a .. b)}: a slot per category up to the highest
         * of its bitsets, then every other category, then NaN. A representative value per slot asks each
         * split's own rule, {@link MaskedCategorySplit#appliesTo}.
         */
        void addCategoricalFeature(int a, int b) {
            features[k] = categorySplits[a].feature();
            slotStart[k] = slots;
            int highest = 0;
            for (int i = a; i < b; i++) {
                highest = Math.max(highest, categorySplits[i].highestCategory());
            }
            for (int category = 0; category <= highest; category++) {
                addCategorySlot(a, b, category);
            }
            // a negative category, like one past every bitset, is in no bitset
            addCategorySlot(a, b, -1.0);
            addCategorySlot(a, b, Double.NaN);
            k++;
        }

        private void addCategorySlot(int a, int b, double value) {
            for (int i = a; i < b; i++) {
                MaskedCategorySplit split = categorySplits[i];
                if (split.appliesTo(value)) {
                    and(split.tree(), split.keepWhenSecond());
                }
            }
            from[slots] = entries;
            emitTouched(true);
            to[slots++] = entries;
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
                if (!nanOnly || split.nanGoesRight()) {
                    and(split.tree(), split.keepWhenRight());
                }
            }
        }

        /** ANDs a mask into tree {@code t}'s running mask. */
        private void and(int t, long mask) {
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
            running[t] &= mask;
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
            thresholdStart[firstCategorical] = thresholdCount;
            slotStart[k] = slots;
            return new IntervalMasks(features, firstCategorical, thresholds, thresholdStart, slotStart, from, to,
                    Arrays.copyOf(word, entries), Arrays.copyOf(keep, entries));
        }
    }
}
