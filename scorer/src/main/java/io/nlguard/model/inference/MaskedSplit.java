package io.nlguard.model.inference;

/**
 * One split as QuickScorer applies it: a value of {@code feature} above {@code threshold} (already moved
 * off LightGBM's zero window) goes right, which leaves possible in {@code tree} only the leaves of
 * {@code keepWhenRight}; {@code nanGoesRight} says whether a missing value goes right too.
 */
record MaskedSplit(int feature, double threshold, int tree, long keepWhenRight, boolean nanGoesRight) {
}
