package io.nlguard.guard.features;

import java.util.Objects;

/**
 * The feature rows of one statement: one row per node in pre-order (row {@code i} is the node with
 * {@code id() == i}), {@link #width()} columns in the order of {@link NodeFeatures#names()}. Backed by
 * a single row-major array; it is never changed after extraction.
 */
public final class FeatureMatrix {

    private final int rows;
    private final int width;
    private final double[] values;

    FeatureMatrix(int rows, int width, double[] values) {
        if (values.length != rows * width) {
            throw new IllegalArgumentException(values.length + " values do not make " + rows + " rows of " + width);
        }
        this.rows = rows;
        this.width = width;
        this.values = values;
    }

    /** The number of nodes: the tree's size. */
    public int rows() {
        return rows;
    }

    /** The number of features per node: {@link NodeFeatures#width()}. */
    public int width() {
        return width;
    }

    public double get(int node, int feature) {
        Objects.checkIndex(node, rows);
        Objects.checkIndex(feature, width);
        return values[node * width + feature];
    }

    /** The named feature of a node; for tests and reports, not for loops (it looks the name up). */
    public double get(int node, String feature) {
        return get(node, NodeFeatures.index(feature));
    }

    /** Copies a node's row into the first {@link #width()} places of {@code into}. */
    public void copyRow(int node, double[] into) {
        Objects.checkIndex(node, rows);
        if (into.length < width) {
            throw new IllegalArgumentException("row buffer of " + into.length + " for " + width + " features");
        }
        System.arraycopy(values, node * width, into, 0, width);
    }

    /** A copy of a node's row. */
    public double[] row(int node) {
        double[] row = new double[width];
        copyRow(node, row);
        return row;
    }

    /** A copy of all rows, row-major: the layout batch predictors take. */
    public double[] toArray() {
        return values.clone();
    }

    /**
     * Hands all rows, row-major, to a reader without copying them: the scorer's hot path, where the copy
     * cost a fifth of the scoring. The reader must neither change the array nor keep it.
     */
    public <R> R readRows(RowReader<R> reader) {
        return reader.read(values, rows, width);
    }

    /** A reader of {@link #readRows}: the row-major values, the number of rows and their width. */
    @FunctionalInterface
    public interface RowReader<R> {
        R read(double[] rowMajor, int rows, int width);
    }

    @Override
    public String toString() {
        return "FeatureMatrix[" + rows + " nodes x " + width + " features]";
    }
}
