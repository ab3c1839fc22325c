package io.nlguard.model.train;

import java.util.List;
import java.util.Locale;

/**
 * A LightGBM setting. {@link #paper()} is the paper's (100 trees, learning rate 0.05, LightGBM's
 * defaults otherwise); {@link #tuned()} is ours for accuracy, {@link #compact()} ours for the driver's
 * hot path (the shipped model). Every setting trains deterministically with a fixed seed, so the
 * same data gives the same model on every machine.
 *
 * @param name            how reports call it
 * @param minDataInLeaf   LightGBM's {@code min_data_in_leaf}
 * @param featureFraction share of features each tree may use (1 = all)
 * @param baggingFraction share of rows each tree sees (1 = all, no bagging)
 * @param maxBin          LightGBM's {@code max_bin}: the most values a feature is bucketed into before
 *                        any split is sought (fewer: coarser thresholds that carry better to new data)
 * @param categorical     whether and how the features that are codes without an order are split as categories
 * @param contextStage    whether a {@link #context()} stage is trained over this model's out-of-fold
 *                        probabilities ({@link ContextStageTrainer})
 */
public record TrainingParameters(String name, int trees, double learningRate, int numLeaves, int minDataInLeaf,
                                 double featureFraction, double baggingFraction, double lambdaL2, int maxBin,
                                 CategoricalSplits categorical, int seed, boolean contextStage) {

    /** LightGBM's default {@code max_bin}. */
    static final int DEFAULT_MAX_BIN = 255;
    /** The shipped setting's: 31 buckets per feature carried best to databases and datasets the model never saw. */
    static final int MAX_BIN_COMPACT = 31;

    /** The paper's setting: {@code n_estimators=100, learning_rate=0.05}, LightGBM defaults otherwise. */
    public static TrainingParameters paper() {
        return new TrainingParameters("paper (100 trees, lr 0.05)", 100, 0.05, 31, 20, 1.0, 1.0, 0.0, DEFAULT_MAX_BIN,
                CategoricalSplits.OFF, 7, false);
    }

    /**
     * Ours for accuracy: more, smaller-step, larger trees with row and feature subsampling and L2, the
     * usual regularization for data from databases the model never saw. Set once by hand, not searched
     * on any test set.
     */
    public static TrainingParameters tuned() {
        return new TrainingParameters("tuned (400 trees, lr 0.03)", 400, 0.03, 63, 50, 0.7, 0.8, 1.0, DEFAULT_MAX_BIN,
                CategoricalSplits.OFF, 7, false);
    }

    /**
     * The shipped setting: 120 trees of up to 31 leaves, because every node of every statement is scored
     * on the driver's hot path and the cost of scoring grows with the number of trees and their leaves;
     * regularized (at least 500 rows per leaf, half the features per tree, L2 10, feature values in 31
     * buckets, codes such as the node type split as smoothed categories) because that carried best to
     * databases and datasets the model never saw. Chosen on validation splits without the test
     * databases: {@code docs/model-selection.md}.
     */
    public static TrainingParameters compact() {
        return new TrainingParameters("compact (120 trees, lr 0.1)", 120, 0.1, 31, 500, 0.5, 0.8, 10.0,
                MAX_BIN_COMPACT, CategoricalSplits.SMOOTHED, 7, false);
    }

    /**
     * The compact setting followed by a {@link #context()} stage, the two averaged in log-odds. Not
     * shipped: it ranks nodes better on new databases, but its scale is narrower at the top, where
     * warnings and blocks are decided, and it costs a second model per statement
     * ({@code docs/model-selection.md}, fourth and fifth rounds).
     */
    public static TrainingParameters compactWithContext() {
        TrainingParameters c = compact();
        return new TrainingParameters("compact + context stage", c.trees, c.learningRate, c.numLeaves, c.minDataInLeaf,
                c.featureFraction, c.baggingFraction, c.lambdaL2, c.maxBin, c.categorical, c.seed, true);
    }

    /**
     * The context stage's own setting: 30 trees of up to 15 leaves over a node's place and its
     * neighbours' first-stage probabilities (20 features), small enough to add little to scoring.
     * Chosen on the validation splits: {@code docs/model-selection.md}.
     */
    public static TrainingParameters context() {
        return new TrainingParameters("context stage (30 trees, lr 0.1)", 30, 0.1, 15, 200, 1.0, 1.0, 0.0,
                MAX_BIN_COMPACT, CategoricalSplits.OFF, 7, false);
    }

    /** This setting with another seed: how much of a result is the luck of one training run. */
    public TrainingParameters withSeed(int otherSeed) {
        return new TrainingParameters(name, trees, learningRate, numLeaves, minDataInLeaf, featureFraction,
                baggingFraction, lambdaL2, maxBin, categorical, otherSeed, contextStage);
    }

    /** A setting by its short name: paper, tuned or compact. */
    public static TrainingParameters named(String name) {
        return switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "paper" -> paper();
            case "tuned" -> tuned();
            case "compact" -> compact();
            case "context" -> compactWithContext();
            default -> throw new IllegalArgumentException("no training setting '" + name
                    + "'; use compact, context, tuned or paper");
        };
    }

    /**
     * LightGBM's parameters for building a training dataset of these features: the bucketing of feature
     * values, and which columns are categorical.
     */
    public String datasetParameters(List<String> featureNames) {
        return "max_bin=" + maxBin + categorical.datasetParameter(featureNames);
    }

    /** LightGBM's parameter string. */
    public String toLightGbm() {
        StringBuilder p = new StringBuilder();
        p.append("objective=binary");
        p.append(" learning_rate=").append(format(learningRate));
        p.append(" num_leaves=").append(numLeaves);
        p.append(" min_data_in_leaf=").append(minDataInLeaf);
        p.append(" feature_fraction=").append(format(featureFraction));
        if (baggingFraction < 1.0) {
            p.append(" bagging_fraction=").append(format(baggingFraction)).append(" bagging_freq=1");
        }
        p.append(" lambda_l2=").append(format(lambdaL2));
        p.append(categorical.toLightGbm());
        p.append(" seed=").append(seed).append(" deterministic=true force_row_wise=true num_threads=2 verbosity=-1");
        return p.toString();
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%s", value);
    }
}
