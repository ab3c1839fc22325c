package io.nlguard.model.inference;

/**
 * A hand-written four-tree binary model in LightGBM's text format, small enough to evaluate by hand:
 * features {@code length}, {@code depth} and the categorical {@code kind}; sigmoid 2.
 * <ul>
 *   <li>Tree 0: {@code length <= 1.5} (missing type None, so NaN counts as 0) goes to a split on
 *       {@code depth <= 0} (missing type NaN, default left), else leaf 0.5; leaves -0.25 and 0.75.
 *       Leaf counts 40, 20, 40.</li>
 *   <li>Tree 1: {@code kind} in {1, 3, 33} (two bitset words) goes left to 0.125, else -0.375.
 *       Counts 25, 75.</li>
 *   <li>Tree 2: a single leaf, 0.0625.</li>
 *   <li>Tree 3: {@code depth} with missing type Zero, default right: {@code depth <= -0.5} goes left to
 *       -1, zero, NaN and the rest go right to 1. Counts 50, 50.</li>
 * </ul>
 */
final class TinyModel {

    static final double SIGMOID = 2.0;

    static final String TEXT = """
            tree
            version=v4
            num_class=1
            num_tree_per_iteration=1
            label_index=0
            max_feature_idx=2
            objective=binary sigmoid:2
            feature_names=length depth kind
            feature_infos=[0:3] [-2:2] 1:3:33:2
            tree_sizes=400 400 200 300

            Tree=0
            num_leaves=3
            num_cat=0
            split_feature=0 1
            split_gain=10 5
            threshold=1.5 0
            decision_type=2 10
            left_child=1 -2
            right_child=-1 -3
            leaf_value=0.5 -0.25 0.75
            leaf_weight=10 5 10
            leaf_count=40 20 40
            internal_value=0 0.1
            internal_weight=25 15
            internal_count=100 60
            is_linear=0
            shrinkage=1


            Tree=1
            num_leaves=2
            num_cat=1
            split_feature=2
            split_gain=3
            threshold=0
            decision_type=1
            left_child=-1
            right_child=-2
            leaf_value=0.125 -0.375
            leaf_weight=6 19
            leaf_count=25 75
            internal_value=0
            internal_weight=25
            internal_count=100
            cat_boundaries=0 2
            cat_threshold=10 2
            is_linear=0
            shrinkage=0.1


            Tree=2
            num_leaves=1
            num_cat=0
            split_feature=
            split_gain=
            threshold=
            decision_type=
            left_child=
            right_child=
            leaf_value=0.0625
            leaf_weight=0
            leaf_count=0
            internal_value=
            internal_weight=
            internal_count=
            is_linear=0
            shrinkage=1


            Tree=3
            num_leaves=2
            num_cat=0
            split_feature=1
            split_gain=2
            threshold=-0.5
            decision_type=4
            left_child=-1
            right_child=-2
            leaf_value=-1 1
            leaf_weight=12 12
            leaf_count=50 50
            internal_value=0
            internal_weight=24
            internal_count=100
            is_linear=0
            shrinkage=0.1


            end of trees

            feature_importances:
            depth=2
            length=1
            kind=1

            parameters:
            [boosting: gbdt]
            [objective: binary]
            end of parameters

            pandas_categorical:null
            """;

    private TinyModel() {
    }

    /** {@link #TEXT} with the first occurrence of {@code line} (a whole line) replaced. */
    static String withLine(String line, String replacement) {
        int at = lineStart(line);
        return TEXT.substring(0, at) + replacement + TEXT.substring(at + line.length());
    }

    /** The 1-based number of the first line of {@link #TEXT} equal to {@code line}. */
    static int lineNumber(String line) {
        int at = lineStart(line);
        return (int) TEXT.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static int lineStart(String line) {
        int at = ("\n" + TEXT).indexOf("\n" + line + "\n");
        if (at < 0) {
            throw new IllegalArgumentException("no line " + line);
        }
        return at;
    }
}
