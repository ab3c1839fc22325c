package io.nlguard.model.context;

import java.util.ArrayList;
import java.util.List;

/**
 * How a context-stage row is laid out: per feature of the context model, either a guard feature copied
 * from the node's row or one of its {@link NeighbourScores}. Training writes rows with
 * {@link #forTraining}; a trained model reads them in its own feature order ({@link #of}).
 */
public final class ContextRows {

    /** The guard features the context stage reads beside the scores: where a node sits. */
    public static final List<String> STRUCTURE = List.of(
            "node_type", "parent_type", "role", "depth", "clause", "child_count", "subtree_size");

    /** Per feature: the guard column it copies, or {@code ~k} for the k-th neighbour score. */
    private final int[] source;
    private final List<String> names;
    private final int depthColumn;

    private ContextRows(int[] source, List<String> names, int depthColumn) {
        this.source = source;
        this.names = names;
        this.depthColumn = depthColumn;
    }

    /** The layout a context stage is trained on: {@link #STRUCTURE}, then the neighbour scores. */
    public static ContextRows forTraining(List<String> guardNames) {
        List<String> names = new ArrayList<>(STRUCTURE);
        names.addAll(NeighbourScores.NAMES);
        return of(names, guardNames);
    }

    /**
     * The layout of these feature names over rows with these guard features.
     *
     * @throws IllegalArgumentException when a name is neither a guard feature nor a neighbour score
     */
    public static ContextRows of(List<String> names, List<String> guardNames) {
        int[] source = new int[names.size()];
        for (int f = 0; f < names.size(); f++) {
            int score = NeighbourScores.NAMES.indexOf(names.get(f));
            int column = guardNames.indexOf(names.get(f));
            if (score < 0 && column < 0) {
                throw new IllegalArgumentException("the context model uses feature '" + names.get(f)
                        + "', which this version of the guard does not compute; retrain it with 'nlguard train'");
            }
            source[f] = score >= 0 ? ~score : column;
        }
        int depthColumn = guardNames.indexOf("depth");
        if (depthColumn < 0) {
            throw new IllegalArgumentException("the rows have no 'depth' feature, which the context stage needs");
        }
        return new ContextRows(source, List.copyOf(names), depthColumn);
    }

    public List<String> names() {
        return names;
    }

    public int width() {
        return source.length;
    }

    /**
     * The rows of one statement's nodes: {@code guardRows[from ..]} (rows of {@code guardWidth}) holds
     * its {@code first.length} nodes in pre-order, {@code first} their first-stage probabilities.
     */
    public double[] rows(double[] guardRows, int from, int guardWidth, double[] first) {
        int count = first.length;
        int[] parent = PreorderParents.of(guardRows, from, count, guardWidth, depthColumn);
        double[] neighbours = NeighbourScores.of(first, parent);
        int width = source.length;
        double[] rows = new double[count * width];
        for (int r = 0; r < count; r++) {
            for (int f = 0; f < width; f++) {
                int s = source[f];
                rows[r * width + f] = s >= 0
                        ? guardRows[(from + r) * guardWidth + s]
                        : neighbours[r * NeighbourScores.WIDTH + ~s];
            }
        }
        return rows;
    }
}
