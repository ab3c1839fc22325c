package io.nlguard.model.select;

import java.util.Locale;

/**
 * The LightGBM setting of a selector model. The data is small (about a thousand questions of at most five
 * candidates each, and a handful of them informative), so the trees are few and shallow, the leaves hold
 * many rows and the L2 penalty is strong: a selector that memorises the training databases' quirks is worse
 * than the hand-made one on a new database. Set once by hand, not searched on the folds.
 */
public record SelectorParameters(SelectorObjective objective, int trees, double learningRate, int numLeaves,
                                 int minDataInLeaf, double lambdaL2, double featureFraction, int maxBin, int seed) {

    public static SelectorParameters of(SelectorObjective objective) {
        return new SelectorParameters(objective, 60, 0.05, 7, 25, 10.0, 0.8, 63, 7);
    }

    /** LightGBM's dataset parameters: coarse buckets carry better to new databases. */
    String datasetParameters() {
        return "max_bin=" + maxBin + " min_data_in_bin=5";
    }

    /** LightGBM's training parameters, deterministic with a fixed seed. */
    String toLightGbm() {
        return String.format(Locale.ROOT, "%s learning_rate=%s num_leaves=%d max_depth=3 min_data_in_leaf=%d"
                        + " lambda_l2=%s feature_fraction=%s seed=%d deterministic=true force_row_wise=true"
                        + " num_threads=2 verbosity=-1", objective.lightGbm(), learningRate, numLeaves, minDataInLeaf,
                lambdaL2, featureFraction, seed);
    }

    public String describe() {
        return String.format(Locale.ROOT, "%s, %d trees, learning rate %s, ≤ %d leaves (depth ≤ 3), ≥ %d rows per leaf,"
                + " L2 %s, feature fraction %s, %d bins", objective.label(), trees, learningRate, numLeaves, minDataInLeaf,
                lambdaL2, featureFraction, maxBin);
    }
}
