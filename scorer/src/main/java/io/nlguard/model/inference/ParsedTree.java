package io.nlguard.model.inference;

import java.util.Arrays;

/**
 * One {@code Tree=i} block as LightGBM writes it, checked for consistency, with tree-local indices:
 * a child {@code c >= 0} is internal node {@code c}, a child {@code c < 0} is leaf {@code ~c}. Categorical
 * nodes hold in {@code threshold} the index of their category set, whose bitset words are
 * {@code catThreshold[catBoundaries[k] .. catBoundaries[k + 1])}. The {@code shrinkage} line is not
 * read: LightGBM has already multiplied it into the leaf values.
 */
record ParsedTree(int numLeaves, int[] splitFeature, double[] threshold, byte[] decisionType,
                  int[] leftChild, int[] rightChild, double[] leafValue, int[] leafCount,
                  int[] catBoundaries, int[] catThreshold) {

    int internalNodes() {
        return numLeaves - 1;
    }

    int categorySets() {
        return catBoundaries.length - 1;
    }

    /** The bitset of categorical node {@code node}: the categories that go left ({@link SplitRule#categoryGoesLeft}). */
    int[] leftCategories(int node) {
        int set = (int) threshold[node];
        return Arrays.copyOfRange(catThreshold, catBoundaries[set], catBoundaries[set + 1]);
    }

    /**
     * The expected output under each internal node: the mean of the leaf values below it weighted by their
     * training counts ({@code leaf_count}), LightGBM's notion of a tree's expected value in
     * {@code Tree::ExpectedValue}. The file's {@code internal_value} is not used: it holds 0 at the root of
     * every tree but the first, which would credit a tree's whole mean to its first split. A subtree no
     * training row reached gets the plain mean of its children.
     */
    double[] nodeExpectations() {
        int nodes = internalNodes();
        double[] expectation = new double[nodes];
        double[] weightedSum = new double[nodes];
        long[] count = new long[nodes];
        // children have higher indices than their parents, so one backward pass sees every child first
        for (int node = nodes - 1; node >= 0; node--) {
            double childMeans = 0.0;
            for (int child : new int[] {leftChild[node], rightChild[node]}) {
                if (child < 0) {
                    weightedSum[node] += (double) leafCount[~child] * leafValue[~child];
                    count[node] += leafCount[~child];
                    childMeans += leafValue[~child];
                } else {
                    weightedSum[node] += weightedSum[child];
                    count[node] += count[child];
                    childMeans += expectation[child];
                }
            }
            expectation[node] = count[node] > 0 ? weightedSum[node] / count[node] : childMeans / 2;
        }
        return expectation;
    }

    static ParsedTree from(ModelSection tree, int featureCount) {
        if (tree.has("is_linear") && tree.intValue("is_linear") != 0) {
            throw tree.error("is_linear", "linear trees are not supported");
        }
        int numLeaves = tree.intValue("num_leaves");
        if (numLeaves < 1) {
            throw tree.error("num_leaves", "a tree has at least one leaf");
        }
        double[] leafValue = tree.doubles("leaf_value", numLeaves);
        if (numLeaves == 1) {
            return new ParsedTree(1, new int[0], new double[0], new byte[0], new int[0], new int[0],
                    leafValue, new int[] {0}, new int[] {0}, new int[0]);
        }
        int nodes = numLeaves - 1;
        int[] splitFeature = tree.ints("split_feature", nodes);
        for (int feature : splitFeature) {
            if (feature < 0 || feature >= featureCount) {
                throw tree.error("split_feature", "feature " + feature + " is outside 0.." + (featureCount - 1));
            }
        }
        double[] threshold = tree.doubles("threshold", nodes);
        byte[] decisionType = decisionTypes(tree, nodes);
        int[] leftChild = tree.ints("left_child", nodes);
        int[] rightChild = tree.ints("right_child", nodes);
        checkShape(tree, leftChild, rightChild, numLeaves);
        int[] leafCount = tree.ints("leaf_count", numLeaves);
        for (int count : leafCount) {
            if (count < 0) {
                throw tree.error("leaf_count", "negative count " + count);
            }
        }
        int numCat = tree.has("num_cat") ? tree.intValue("num_cat") : 0;
        if (numCat < 0) {
            throw tree.error("num_cat", "negative");
        }
        int[] catBoundaries = numCat == 0 ? new int[] {0} : tree.ints("cat_boundaries", numCat + 1);
        checkBoundaries(tree, catBoundaries);
        int[] catThreshold = numCat == 0 ? new int[0] : tree.words("cat_threshold", catBoundaries[numCat]);
        checkThresholds(tree, threshold, decisionType, numCat);
        return new ParsedTree(numLeaves, splitFeature, threshold, decisionType, leftChild, rightChild,
                leafValue, leafCount, catBoundaries, catThreshold);
    }

    private static byte[] decisionTypes(ModelSection tree, int nodes) {
        int[] raw = tree.ints("decision_type", nodes);
        byte[] types = new byte[nodes];
        for (int i = 0; i < nodes; i++) {
            if (raw[i] < 0 || raw[i] > Byte.MAX_VALUE || SplitRule.missingType(raw[i]) > SplitRule.MISSING_NAN) {
                throw tree.error("decision_type", "unknown decision type " + raw[i]);
            }
            types[i] = (byte) raw[i];
        }
        return types;
    }

    /**
     * Every node but the root and every leaf is the child of exactly one node, and an internal child has a
     * higher index than its parent (LightGBM numbers nodes in the order it splits them), so a walk from the
     * root always ends in a leaf.
     */
    private static void checkShape(ModelSection tree, int[] left, int[] right, int numLeaves) {
        boolean[] nodeClaimed = new boolean[left.length];
        boolean[] leafClaimed = new boolean[numLeaves];
        for (int node = 0; node < left.length; node++) {
            claim(tree, "left_child", node, left[node], nodeClaimed, leafClaimed);
            claim(tree, "right_child", node, right[node], nodeClaimed, leafClaimed);
        }
        for (int leaf = 0; leaf < numLeaves; leaf++) {
            if (!leafClaimed[leaf]) {
                throw tree.sectionError("leaf " + leaf + " is no node's child");
            }
        }
    }

    private static void claim(ModelSection tree, String key, int node, int child,
                              boolean[] nodeClaimed, boolean[] leafClaimed) {
        boolean[] claimed;
        int index;
        if (child >= 0) {
            if (child <= node || child >= nodeClaimed.length) {
                throw tree.error(key, "node " + node + " has child node " + child + ", not a later node of this tree");
            }
            claimed = nodeClaimed;
            index = child;
        } else {
            if (~child >= leafClaimed.length) {
                throw tree.error(key, "node " + node + " has child leaf " + ~child + ", beyond num_leaves");
            }
            claimed = leafClaimed;
            index = ~child;
        }
        if (claimed[index]) {
            throw tree.error(key, "node " + node + " shares child " + child + " with another node");
        }
        claimed[index] = true;
    }

    private static void checkBoundaries(ModelSection tree, int[] boundaries) {
        if (boundaries[0] != 0) {
            throw tree.error("cat_boundaries", "must start at 0");
        }
        for (int i = 1; i < boundaries.length; i++) {
            if (boundaries[i] < boundaries[i - 1]) {
                throw tree.error("cat_boundaries", "must not decrease");
            }
        }
    }

    private static void checkThresholds(ModelSection tree, double[] threshold, byte[] decisionType, int numCat) {
        for (int node = 0; node < threshold.length; node++) {
            if ((decisionType[node] & SplitRule.CATEGORICAL) == 0) {
                if (Double.isNaN(threshold[node])) {
                    throw tree.error("threshold", "numerical node " + node + " has no threshold (nan)");
                }
                continue;
            }
            double set = threshold[node];
            if (set != Math.rint(set) || set < 0 || set >= numCat) {
                throw tree.error("threshold", "categorical node " + node + " names category set " + set
                        + ", but the tree has " + numCat);
            }
        }
    }
}
