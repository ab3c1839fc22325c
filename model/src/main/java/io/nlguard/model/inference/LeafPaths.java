package io.nlguard.model.inference;

import java.util.ArrayList;
import java.util.List;

/**
 * Every leaf's decision path, stored as the Saabas credits it gives: for each split from the root down,
 * the split's feature and the change of expected output it causes. With the exit leaves QuickScorer
 * finds, a row's path contributions are a sum of stored credits, with no tree to walk. The credits are
 * the very differences the walk computes, added in the same order (tree by tree, root to leaf), so the
 * results are bit for bit the walk's. Leaves are numbered left to right, as QuickScorer numbers them.
 */
final class LeafPaths {

    /** Per tree, the expected output at its root: what every row starts from. */
    private final double[] rootValue;
    /** Tree {@code t}'s leaf {@code p} has the credits {@code [pathStart[leafStart[t] + p], pathStart[.. + 1])}. */
    private final int[] leafStart;
    private final int[] pathStart;
    private final int[] feature;
    private final double[] credit;

    private LeafPaths(double[] rootValue, int[] leafStart, int[] pathStart, int[] feature, double[] credit) {
        this.rootValue = rootValue;
        this.leafStart = leafStart;
        this.pathStart = pathStart;
        this.feature = feature;
        this.credit = credit;
    }

    static LeafPaths of(List<ParsedTree> trees) {
        double[] rootValue = new double[trees.size()];
        int[] leafStart = new int[trees.size()];
        List<Integer> pathStart = new ArrayList<>();
        List<Integer> features = new ArrayList<>();
        List<Double> credits = new ArrayList<>();
        for (int t = 0; t < trees.size(); t++) {
            ParsedTree tree = trees.get(t);
            leafStart[t] = pathStart.size();
            if (tree.numLeaves() == 1) {
                rootValue[t] = tree.leafValue()[0];
                pathStart.add(features.size());
                continue;
            }
            double[] expectation = tree.nodeExpectations();
            rootValue[t] = expectation[0];
            collect(tree, expectation, 0, new ArrayList<>(), pathStart, features, credits);
        }
        pathStart.add(features.size());
        return new LeafPaths(rootValue, leafStart, pathStart.stream().mapToInt(Integer::intValue).toArray(),
                features.stream().mapToInt(Integer::intValue).toArray(),
                credits.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Depth first, left before right: leaves are met left to right. {@code path} holds (feature, credit) pairs. */
    private static void collect(ParsedTree tree, double[] expectation, int node, List<double[]> path,
                                List<Integer> pathStart, List<Integer> features, List<Double> credits) {
        for (int child : new int[] {tree.leftChild()[node], tree.rightChild()[node]}) {
            double childValue = child < 0 ? tree.leafValue()[~child] : expectation[child];
            path.add(new double[] {tree.splitFeature()[node], childValue - expectation[node]});
            if (child < 0) {
                pathStart.add(features.size());
                for (double[] step : path) {
                    features.add((int) step[0]);
                    credits.add(step[1]);
                }
            } else {
                collect(tree, expectation, child, path, pathStart, features, credits);
            }
            path.remove(path.size() - 1);
        }
    }

    /**
     * Adds into {@code out} the credits of each tree's exit leaf, and into {@code out[bias]} each tree's
     * root value, in tree order.
     *
     * @param exitLeaf per tree, the left-to-right position of the row's leaf
     */
    void addContributions(int[] exitLeaf, double[] out, int bias) {
        for (int t = 0; t < rootValue.length; t++) {
            out[bias] += rootValue[t];
            int leaf = leafStart[t] + exitLeaf[t];
            for (int i = pathStart[leaf], end = pathStart[leaf + 1]; i < end; i++) {
                out[feature[i]] += credit[i];
            }
        }
    }
}
