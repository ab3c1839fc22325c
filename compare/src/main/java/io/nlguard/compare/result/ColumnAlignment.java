package io.nlguard.compare.result;

import java.util.List;

/**
 * Which actual column stands for which expected column, in expected column order, and the columns
 * of either side left without a partner.
 */
record ColumnAlignment(List<ColumnPair> pairs, List<Integer> unalignedActual, List<Integer> unalignedExpected) {

    ColumnAlignment {
        pairs = List.copyOf(pairs);
        unalignedActual = List.copyOf(unalignedActual);
        unalignedExpected = List.copyOf(unalignedExpected);
    }

    int width() {
        return pairs.size();
    }

    int[] actualIndexes() {
        return pairs.stream().mapToInt(ColumnPair::actualIndex).toArray();
    }

    int[] expectedIndexes() {
        return pairs.stream().mapToInt(ColumnPair::expectedIndex).toArray();
    }

    boolean complete() {
        return unalignedActual.isEmpty() && unalignedExpected.isEmpty();
    }

    /** Every column paired with the one at its own position. */
    boolean inOrder() {
        return complete() && pairs.stream().allMatch(p -> p.actualIndex() == p.expectedIndex());
    }
}
