package io.nlguard.model.inference;

import java.util.Arrays;
import java.util.List;

/**
 * A gradient-boosted tree ensemble (one output: binary or regression), evaluated in pure Java with
 * LightGBM's own decision semantics, so scores match LightGBM's to rounding. All trees are flattened
 * into a few primitive arrays indexed by global node and leaf numbers; a child reference {@code c >= 0}
 * is node {@code c}, {@code c < 0} is leaf {@code ~c}. Immutable and safe to share between threads.
 * Read one with {@link LightGbmTextModel}.
 */
public final class GbdtModel {

    private final List<String> featureNames;
    private final Objective objective;

    /** Per tree: its root node, or {@code ~leaf} for a tree that is a single leaf. */
    private final int[] treeRoot;

    private final int[] splitFeature;
    private final double[] threshold;
    private final byte[] decisionType;
    private final int[] leftChild;
    private final int[] rightChild;
    /** Per node: for a categorical split, its category set (an index into {@link #categoryWordStart}); else -1. */
    private final int[] categorySet;
    /** Per node: the count-weighted mean output of the leaves below it, for {@link #contributions}. */
    private final double[] nodeExpectation;

    private final double[] leafValue;

    /** Category set {@code k}'s bitset words are {@code categoryWords[categoryWordStart[k] .. categoryWordStart[k + 1])}. */
    private final int[] categoryWordStart;
    private final int[] categoryWords;

    GbdtModel(List<String> featureNames, Objective objective, List<ParsedTree> trees) {
        this.featureNames = List.copyOf(featureNames);
        this.objective = objective;
        int nodes = trees.stream().mapToInt(ParsedTree::internalNodes).sum();
        int leaves = trees.stream().mapToInt(ParsedTree::numLeaves).sum();
        int sets = trees.stream().mapToInt(ParsedTree::categorySets).sum();
        int words = trees.stream().mapToInt(t -> t.catThreshold().length).sum();
        treeRoot = new int[trees.size()];
        splitFeature = new int[nodes];
        threshold = new double[nodes];
        decisionType = new byte[nodes];
        leftChild = new int[nodes];
        rightChild = new int[nodes];
        categorySet = new int[nodes];
        nodeExpectation = new double[nodes];
        leafValue = new double[leaves];
        categoryWordStart = new int[sets + 1];
        categoryWords = new int[words];
        int nodeBase = 0;
        int leafBase = 0;
        int setBase = 0;
        int wordBase = 0;
        for (int t = 0; t < trees.size(); t++) {
            ParsedTree tree = trees.get(t);
            treeRoot[t] = tree.numLeaves() == 1 ? ~leafBase : nodeBase;
            double[] expectations = tree.internalNodes() == 0 ? new double[0] : tree.nodeExpectations();
            for (int i = 0; i < tree.internalNodes(); i++) {
                int node = nodeBase + i;
                splitFeature[node] = tree.splitFeature()[i];
                threshold[node] = tree.threshold()[i];
                decisionType[node] = tree.decisionType()[i];
                leftChild[node] = relocate(tree.leftChild()[i], nodeBase, leafBase);
                rightChild[node] = relocate(tree.rightChild()[i], nodeBase, leafBase);
                boolean categorical = (decisionType[node] & SplitRule.CATEGORICAL) != 0;
                categorySet[node] = categorical ? setBase + (int) tree.threshold()[i] : -1;
                nodeExpectation[node] = expectations[i];
            }
            System.arraycopy(tree.leafValue(), 0, leafValue, leafBase, tree.numLeaves());
            for (int k = 0; k < tree.categorySets(); k++) {
                categoryWordStart[setBase + k] = wordBase + tree.catBoundaries()[k];
            }
            System.arraycopy(tree.catThreshold(), 0, categoryWords, wordBase, tree.catThreshold().length);
            nodeBase += tree.internalNodes();
            leafBase += tree.numLeaves();
            setBase += tree.categorySets();
            wordBase += tree.catThreshold().length;
        }
        categoryWordStart[sets] = words;
    }

    private static int relocate(int child, int nodeBase, int leafBase) {
        return child >= 0 ? nodeBase + child : ~(leafBase + ~child);
    }

    /** The feature names of the training data, in row order. */
    public List<String> featureNames() {
        return featureNames;
    }

    /** The width a row must have: LightGBM's {@code max_feature_idx + 1}. */
    public int featureCount() {
        return featureNames.size();
    }

    public int treeCount() {
        return treeRoot.length;
    }

    /**
     * The sum of every tree's leaf output for this row, added in tree order from 0.0 as LightGBM's
     * {@code GBDT::PredictRaw} does. Missing values are {@code NaN}.
     *
     * @throws IllegalArgumentException if the row's width is not {@link #featureCount()}
     */
    public double rawScore(double[] row) {
        checkWidth(row);
        double score = 0.0;
        for (int root : treeRoot) {
            score += leafValue[~leafOf(root, row)];
        }
        return score;
    }

    /**
     * The model's output: {@code 1 / (1 + exp(-sigmoid * raw))} for a binary model (the probability of
     * the positive class), the raw score itself for regression.
     */
    public double probability(double[] row) {
        return objective.output(rawScore(row));
    }

    /**
     * Explains {@link #rawScore} additively, feature by feature, with the Saabas path attribution: in
     * each tree the row's decision path goes from the root's expected output to its leaf's output, and
     * the change at each split is credited to the split's feature. {@code out[featureCount()]} receives
     * the bias, the sum of the trees' expected outputs (the count-weighted mean of their leaves, as in
     * LightGBM's {@code Tree::ExpectedValue}). The entries of {@code out} sum to the raw score up to
     * rounding. This is cheaper than TreeSHAP (one walk down each tree, as for the score) but not equal
     * to it: a feature gets credit only where the row's own path splits on it.
     *
     * @param out overwritten; its length must be {@code featureCount() + 1}
     */
    public void contributions(double[] row, double[] out) {
        checkWidth(row);
        if (out.length != featureCount() + 1) {
            throw new IllegalArgumentException("contributions need " + (featureCount() + 1)
                    + " slots (one per feature and the bias), got " + out.length);
        }
        Arrays.fill(out, 0.0);
        int bias = featureCount();
        for (int root : treeRoot) {
            if (root < 0) {
                out[bias] += leafValue[~root];
                continue;
            }
            double expected = nodeExpectation[root];
            out[bias] += expected;
            for (int node = root; node >= 0; ) {
                int next = child(node, row[splitFeature[node]]);
                double reached = next >= 0 ? nodeExpectation[next] : leafValue[~next];
                out[splitFeature[node]] += reached - expected;
                expected = reached;
                node = next;
            }
        }
    }

    /** The leaf this row reaches from {@code node}, as a child reference ({@code ~leaf}). */
    private int leafOf(int node, double[] row) {
        int at = node;
        while (at >= 0) {
            at = child(at, row[splitFeature[at]]);
        }
        return at;
    }

    private int child(int node, double value) {
        int type = decisionType[node];
        boolean left;
        if ((type & SplitRule.CATEGORICAL) == 0) {
            left = SplitRule.numericalGoesLeft(value, threshold[node], type);
        } else {
            int set = categorySet[node];
            left = SplitRule.categoryGoesLeft(value, categoryWords, categoryWordStart[set], categoryWordStart[set + 1]);
        }
        return left ? leftChild[node] : rightChild[node];
    }

    private void checkWidth(double[] row) {
        if (row.length != featureCount()) {
            throw new IllegalArgumentException("the model reads rows of " + featureCount() + " features, got " + row.length);
        }
    }
}
