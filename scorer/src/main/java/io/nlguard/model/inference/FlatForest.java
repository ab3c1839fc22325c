package io.nlguard.model.inference;

import java.util.List;

/**
 * All trees of a model in one node index space of primitive arrays, laid out for fast walks: internal
 * nodes are {@code 0 .. internalNodes - 1}, then every leaf is a node of its own whose two children are
 * itself, so a walk that has reached a leaf stays there and several walks can step in lockstep.
 * {@link #next} is LightGBM's decision: plain numerical nodes (missing type None or NaN) take a
 * branch-light path with precomputed NaN sides and thresholds moved off LightGBM's zero window, the
 * rest (categorical nodes, missing type Zero) go through {@link SplitRule}.
 */
final class FlatForest {

    private static final byte PLAIN = 0;
    private static final byte PLAIN_NAN_RIGHT = 1;
    private static final byte SPECIAL = 2;

    /** Nodes below this index are splits; the others are leaves. */
    final int internalNodes;
    /** Per tree, its root (a leaf node for a tree of one leaf). */
    final int[] roots;
    final int[] feature;
    /** The expected output of each node: for a leaf its output, for a split the count-weighted mean of its leaves. */
    final double[] value;

    private final double[] threshold;
    /** {@code children[2 * node]} is the left child, {@code children[2 * node + 1]} the right one. */
    private final int[] children;
    private final byte[] route;
    private final byte[] decisionType;
    /** For a categorical split, its category set (an index into {@link #categoryWordStart}); else -1. */
    private final int[] categorySet;
    /** Category set {@code k}'s bitset is {@code categoryWords[categoryWordStart[k] .. categoryWordStart[k + 1])}. */
    private final int[] categoryWordStart;
    private final int[] categoryWords;

    private FlatForest(int internalNodes, int leaves, int trees, int sets, int words) {
        this.internalNodes = internalNodes;
        int nodes = internalNodes + leaves;
        roots = new int[trees];
        feature = new int[nodes];
        value = new double[nodes];
        threshold = new double[nodes];
        children = new int[2 * nodes];
        route = new byte[nodes];
        decisionType = new byte[internalNodes];
        categorySet = new int[internalNodes];
        categoryWordStart = new int[sets + 1];
        categoryWords = new int[words];
    }

    private FlatForest(CompiledArrays.In in) {
        internalNodes = in.integer();
        roots = in.ints();
        feature = in.ints();
        value = in.doubles();
        threshold = in.doubles();
        children = in.ints();
        route = in.bytes();
        decisionType = in.bytes();
        categorySet = in.ints();
        categoryWordStart = in.ints();
        categoryWords = in.ints();
    }

    /** The arrays as {@link #read} takes them back. */
    void write(CompiledArrays.Out out) {
        out.integer(internalNodes);
        out.ints(roots);
        out.ints(feature);
        out.doubles(value);
        out.doubles(threshold);
        out.ints(children);
        out.bytes(route);
        out.bytes(decisionType);
        out.ints(categorySet);
        out.ints(categoryWordStart);
        out.ints(categoryWords);
    }

    static FlatForest read(CompiledArrays.In in) {
        return new FlatForest(in);
    }

    static FlatForest of(List<ParsedTree> trees) {
        FlatForest forest = new FlatForest(
                trees.stream().mapToInt(ParsedTree::internalNodes).sum(),
                trees.stream().mapToInt(ParsedTree::numLeaves).sum(),
                trees.size(),
                trees.stream().mapToInt(ParsedTree::categorySets).sum(),
                trees.stream().mapToInt(t -> t.catThreshold().length).sum());
        int nodeBase = 0;
        int leafBase = forest.internalNodes;
        int setBase = 0;
        int wordBase = 0;
        for (int t = 0; t < trees.size(); t++) {
            ParsedTree tree = trees.get(t);
            forest.roots[t] = tree.numLeaves() == 1 ? leafBase : nodeBase;
            forest.addSplits(tree, nodeBase, leafBase, setBase);
            forest.addLeaves(tree, leafBase);
            for (int k = 0; k < tree.categorySets(); k++) {
                forest.categoryWordStart[setBase + k] = wordBase + tree.catBoundaries()[k];
            }
            System.arraycopy(tree.catThreshold(), 0, forest.categoryWords, wordBase, tree.catThreshold().length);
            nodeBase += tree.internalNodes();
            leafBase += tree.numLeaves();
            setBase += tree.categorySets();
            wordBase += tree.catThreshold().length;
        }
        forest.categoryWordStart[setBase] = wordBase;
        return forest;
    }

    private void addSplits(ParsedTree tree, int nodeBase, int leafBase, int setBase) {
        double[] expectations = tree.nodeExpectations();
        for (int i = 0; i < tree.internalNodes(); i++) {
            int node = nodeBase + i;
            int type = tree.decisionType()[i];
            boolean categorical = (type & SplitRule.CATEGORICAL) != 0;
            feature[node] = tree.splitFeature()[i];
            value[node] = expectations[i];
            decisionType[node] = (byte) type;
            categorySet[node] = categorical ? setBase + (int) tree.threshold()[i] : -1;
            threshold[node] = categorical ? 0.0 : SplitRule.outsideZeroWindow(tree.threshold()[i]);
            children[2 * node] = relocate(tree.leftChild()[i], nodeBase, leafBase);
            children[2 * node + 1] = relocate(tree.rightChild()[i], nodeBase, leafBase);
            if (categorical || SplitRule.missingType(type) == SplitRule.MISSING_ZERO) {
                route[node] = SPECIAL;
            } else {
                route[node] = SplitRule.numericalGoesLeft(Double.NaN, threshold[node], type) ? PLAIN : PLAIN_NAN_RIGHT;
            }
        }
    }

    private void addLeaves(ParsedTree tree, int leafBase) {
        for (int l = 0; l < tree.numLeaves(); l++) {
            int leaf = leafBase + l;
            value[leaf] = tree.leafValue()[l];
            // feature 0 is as good as any: no value is above +inf, NaN goes left, and both children are the leaf
            threshold[leaf] = Double.POSITIVE_INFINITY;
            children[2 * leaf] = leaf;
            children[2 * leaf + 1] = leaf;
        }
    }

    private static int relocate(int child, int nodeBase, int leafBase) {
        return child >= 0 ? nodeBase + child : leafBase + ~child;
    }

    boolean isLeaf(int node) {
        return node >= internalNodes;
    }

    /** The node the row goes to from {@code node}: a child of a split, the leaf itself for a leaf. */
    int next(int node, double[] row) {
        return next(node, row, 0);
    }

    /** {@link #next(int, double[])} for the row that starts at {@code rowStart} of a row-major array. */
    int next(int node, double[] rows, int rowStart) {
        double v = rows[rowStart + feature[node]];
        byte how = route[node];
        if (how == SPECIAL) {
            return special(node, v);
        }
        // NaN compares false, so it goes right only where the node sends missing values right
        boolean right = v > threshold[node] | (how == PLAIN_NAN_RIGHT & v != v);
        return children[2 * node + (right ? 1 : 0)];
    }

    private int special(int node, double v) {
        int type = decisionType[node];
        boolean left;
        if ((type & SplitRule.CATEGORICAL) == 0) {
            left = SplitRule.numericalGoesLeft(v, threshold[node], type);
        } else {
            int set = categorySet[node];
            left = SplitRule.categoryGoesLeft(v, categoryWords, categoryWordStart[set], categoryWordStart[set + 1]);
        }
        return children[2 * node + (left ? 0 : 1)];
    }
}
