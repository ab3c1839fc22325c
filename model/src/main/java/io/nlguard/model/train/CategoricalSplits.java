package io.nlguard.model.train;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

import io.nlguard.guard.features.FeatureDefinition;
import io.nlguard.guard.features.NodeFeatures;

/**
 * How LightGBM treats the features that are codes without an order ({@link FeatureDefinition#categorical()}:
 * node type, parent type, role, clause...). As numbers, a tree can only cut a code's range at a threshold,
 * which groups node types by the accident of their ordinals; as categories, a split sends any set of
 * codes one way. Codes seen in few rows are smoothed towards the mean, because a set fitted to rare node
 * types of the training databases does not carry to new ones.
 *
 * @param enabled               whether the codes are declared categorical at all
 * @param smoothing             LightGBM's {@code cat_smooth}
 * @param minRowsPerCategory    LightGBM's {@code min_data_per_group}: rows a code needs on each side of a split
 * @param maxCategoriesPerSplit LightGBM's {@code max_cat_threshold}: the most codes one split may single out
 */
public record CategoricalSplits(boolean enabled, double smoothing, int minRowsPerCategory, int maxCategoriesPerSplit) {

    /** Codes are numbers, split by thresholds (every setting before the sixth round of model selection). */
    public static final CategoricalSplits OFF = new CategoricalSplits(false, 0, 0, 0);
    /** The shipped setting's: chosen on the validation splits (docs/model-selection.md, sixth round). */
    public static final CategoricalSplits SMOOTHED = new CategoricalSplits(true, 50, 500, 16);

    /** LightGBM's dataset parameter naming the categorical columns among these features; empty when off. */
    String datasetParameter(List<String> featureNames) {
        if (!enabled) {
            return "";
        }
        StringJoiner columns = new StringJoiner(",", " categorical_feature=", "");
        columns.setEmptyValue("");
        for (int i = 0; i < featureNames.size(); i++) {
            if (NodeFeatures.isCategorical(featureNames.get(i))) {
                columns.add(Integer.toString(i));
            }
        }
        return columns.toString();
    }

    /** LightGBM's training parameters for categorical splits; empty when off. */
    String toLightGbm() {
        if (!enabled) {
            return "";
        }
        return String.format(Locale.ROOT, " cat_smooth=%s min_data_per_group=%d max_cat_threshold=%d",
                smoothing, minRowsPerCategory, maxCategoriesPerSplit);
    }
}
