package io.nlguard.model.inference;

/**
 * One categorical split as QuickScorer applies it. {@code leftCategories} is the split's bitset as
 * {@link SplitRule#categoryGoesLeft} reads it (the categories that go left). QuickScorer numbers first
 * the leaves of the child category 0 goes to (the left one, unless the bitset lacks category 0), so that
 * the "none" most rows hold applies nothing; a value that goes to the second child leaves possible in
 * {@code tree} only the leaves of {@code keepWhenSecond}.
 */
record MaskedCategorySplit(int feature, int tree, int[] leftCategories, long keepWhenSecond) {

    /** Whether category 0 goes left at a split of this bitset, which makes the left child the first. */
    static boolean zeroGoesLeft(int[] leftCategories) {
        return SplitRule.categoryGoesLeft(0.0, leftCategories, 0, leftCategories.length);
    }

    /** The highest category set in the bitset, -1 if none is. */
    int highestCategory() {
        for (int w = leftCategories.length - 1; w >= 0; w--) {
            if (leftCategories[w] != 0) {
                return w * Integer.SIZE + Integer.SIZE - 1 - Integer.numberOfLeadingZeros(leftCategories[w]);
            }
        }
        return -1;
    }

    /** Whether {@code value} goes to the second child (not category 0's), where {@link #keepWhenSecond} applies. */
    boolean appliesTo(double value) {
        boolean left = SplitRule.categoryGoesLeft(value, leftCategories, 0, leftCategories.length);
        return left != zeroGoesLeft(leftCategories);
    }
}
