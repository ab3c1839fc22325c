package io.nlguard.model.train;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

import io.nlguard.guard.features.FeatureDefinition;
import io.nlguard.guard.features.FeatureGroup;
import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.model.data.QueryPair;

/**
 * Node rows for training and evaluation, column by column: one flat row-major feature array, the
 * label of every node, its type, its weight in training, and the query it belongs to. Flat arrays
 * because LightGBM takes them as they are and a million boxed rows would not fit.
 */
public final class NodeDataset {

    private final List<String> featureNames;
    private final int width;
    private double[] features;
    private boolean[] labels;
    private NodeType[] types;
    private int[] queryOfRow;
    /** 1 for every row, unless {@link #balanced} gave each part its share. */
    private float[] weights;
    private int rows;
    private final List<LabeledQuery> queries = new ArrayList<>();

    public NodeDataset(List<String> featureNames) {
        this(featureNames, 1024);
    }

    private NodeDataset(List<String> featureNames, int capacity) {
        this.featureNames = List.copyOf(featureNames);
        this.width = featureNames.size();
        this.features = new double[width * capacity];
        this.labels = new boolean[capacity];
        this.types = new NodeType[capacity];
        this.queryOfRow = new int[capacity];
        this.weights = new float[capacity];
    }

    /** Appends one query's nodes: its feature rows, node types and labels (true = the node is wrong). */
    public void add(QueryPair pair, FeatureMatrix matrix, NodeType[] nodeTypes, boolean[] nodeLabels) {
        if (matrix.width() != width) {
            throw new IllegalArgumentException("feature width " + matrix.width() + ", dataset has " + width);
        }
        int n = matrix.rows();
        ensure(rows + n);
        boolean wrong = false;
        int query = queries.size();
        double[] row = new double[width];
        for (int i = 0; i < n; i++) {
            matrix.copyRow(i, row);
            System.arraycopy(row, 0, features, (rows + i) * width, width);
            labels[rows + i] = nodeLabels[i];
            types[rows + i] = nodeTypes[i];
            queryOfRow[rows + i] = query;
            weights[rows + i] = 1f;
            wrong |= nodeLabels[i];
        }
        queries.add(new LabeledQuery(pair, rows, n, wrong));
        rows += n;
    }

    private void ensure(int capacity) {
        if (capacity > labels.length) {
            resize(Math.max(capacity, labels.length * 2));
        }
    }

    private void resize(int capacity) {
        features = Arrays.copyOf(features, capacity * width);
        labels = Arrays.copyOf(labels, capacity);
        types = Arrays.copyOf(types, capacity);
        queryOfRow = Arrays.copyOf(queryOfRow, capacity);
        weights = Arrays.copyOf(weights, capacity);
    }

    /**
     * Gives back the room grown for rows that never came: a corpus dataset is gigabytes, and doubling
     * leaves up to half of it empty.
     */
    public NodeDataset trim() {
        if (labels.length > rows) {
            resize(rows);
        }
        return this;
    }

    /** The queries whose pair passes the filter, with their rows, as a new dataset. */
    public NodeDataset select(Predicate<QueryPair> keep) {
        int kept = 0;
        for (LabeledQuery query : queries) {
            kept += keep.test(query.pair()) ? query.rows() : 0;
        }
        NodeDataset subset = new NodeDataset(featureNames, kept);
        for (LabeledQuery query : queries) {
            if (keep.test(query.pair())) {
                subset.copyQuery(this, query);
            }
        }
        return subset;
    }

    /**
     * This dataset with no question for the queries that pass {@code which}: their question features
     * ({@link FeatureGroup#QUESTION}) hold their defaults, exactly the rows featurizing those pairs
     * without a question gives. A copy, or this dataset itself when no such row has a question value.
     */
    public NodeDataset withoutQuestion(Predicate<QueryPair> which) {
        List<DefaultColumn> columns = questionColumns();
        if (!anyQuestionValue(columns, which)) {
            return this;
        }
        NodeDataset copy = select(pair -> true);
        for (LabeledQuery query : copy.queries) {
            if (which.test(query.pair())) {
                for (int row = query.firstRow(); row < query.firstRow() + query.rows(); row++) {
                    for (DefaultColumn column : columns) {
                        copy.features[row * width + column.index()] = column.neutralDefault();
                    }
                }
            }
        }
        return copy;
    }

    private record DefaultColumn(int index, double neutralDefault) {
    }

    /** The question features this dataset has, with their defaults. */
    private List<DefaultColumn> questionColumns() {
        List<DefaultColumn> columns = new ArrayList<>();
        for (FeatureDefinition definition : NodeFeatures.definitions()) {
            int index = featureNames.indexOf(definition.name());
            if (definition.group() == FeatureGroup.QUESTION && index >= 0) {
                columns.add(new DefaultColumn(index, definition.neutralDefault()));
            }
        }
        return columns;
    }

    private boolean anyQuestionValue(List<DefaultColumn> columns, Predicate<QueryPair> which) {
        for (LabeledQuery query : queries) {
            if (!which.test(query.pair())) {
                continue;
            }
            for (int row = query.firstRow(); row < query.firstRow() + query.rows(); row++) {
                for (DefaultColumn column : columns) {
                    if (features[row * width + column.index()] != column.neutralDefault()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The queries of several datasets (with the same features), one after the other. */
    public static NodeDataset concat(List<NodeDataset> parts) {
        NodeDataset all = new NodeDataset(parts.get(0).featureNames, parts.stream().mapToInt(NodeDataset::rows).sum());
        for (NodeDataset part : parts) {
            if (!part.featureNames.equals(all.featureNames)) {
                throw new IllegalArgumentException("datasets with different features cannot be joined");
            }
            for (LabeledQuery query : part.queries) {
                all.copyQuery(part, query);
            }
        }
        return all;
    }

    /**
     * {@link #concat} with each non-empty part weighing the same in total, whatever its number of rows,
     * so that a large part does not decide alone what the model learns; the mean weight is 1, and the
     * rows of a part keep the proportions they had.
     */
    public static NodeDataset balanced(List<NodeDataset> parts) {
        NodeDataset all = concat(parts);
        long nonEmpty = parts.stream().filter(part -> part.rows > 0).count();
        int row = 0;
        for (NodeDataset part : parts) {
            double total = 0;
            for (int i = 0; i < part.rows; i++) {
                total += part.weights[i];
            }
            double share = (double) all.rows / (nonEmpty * total);
            for (int i = 0; i < part.rows; i++, row++) {
                all.weights[row] = (float) (part.weights[i] * share);
            }
        }
        return all;
    }

    private void copyQuery(NodeDataset from, LabeledQuery query) {
        ensure(rows + query.rows());
        System.arraycopy(from.features, query.firstRow() * width, features, rows * width, query.rows() * width);
        System.arraycopy(from.labels, query.firstRow(), labels, rows, query.rows());
        System.arraycopy(from.types, query.firstRow(), types, rows, query.rows());
        System.arraycopy(from.weights, query.firstRow(), weights, rows, query.rows());
        Arrays.fill(queryOfRow, rows, rows + query.rows(), queries.size());
        queries.add(new LabeledQuery(query.pair(), rows, query.rows(), query.wrong()));
        rows += query.rows();
    }

    public List<String> featureNames() {
        return featureNames;
    }

    public int width() {
        return width;
    }

    public int rows() {
        return rows;
    }

    /** The feature rows, row-major, exactly {@code rows() * width()} long. */
    public double[] features() {
        return Arrays.copyOf(features, rows * width);
    }

    /**
     * The feature rows without a copy, for handing to LightGBM: trimmed first, so exactly
     * {@code rows() * width()} long. A corpus dataset is gigabytes; callers must not change it.
     */
    double[] rowMajor() {
        trim();
        return features;
    }

    /** Copies one row's features into {@code into}. */
    public void copyRow(int row, double[] into) {
        System.arraycopy(features, row * width, into, 0, width);
    }

    public double feature(int row, int feature) {
        return features[row * width + feature];
    }

    public boolean label(int row) {
        return labels[row];
    }

    public NodeType type(int row) {
        return types[row];
    }

    /** The index (into {@link #queries()}) of the query a row belongs to. */
    public int queryOf(int row) {
        return queryOfRow[row];
    }

    /** Labels as LightGBM takes them: 1 for a wrong node, 0 for a right one. */
    public float[] labelsAsFloats() {
        float[] out = new float[rows];
        for (int i = 0; i < rows; i++) {
            out[i] = labels[i] ? 1f : 0f;
        }
        return out;
    }

    public List<LabeledQuery> queries() {
        return Collections.unmodifiableList(queries);
    }

    /** The row's weight in training: 1 unless the dataset was {@link #balanced}. */
    public double weight(int row) {
        return weights[row];
    }

    /** Whether some row weighs other than 1. */
    public boolean weighted() {
        for (int i = 0; i < rows; i++) {
            if (weights[i] != 1f) {
                return true;
            }
        }
        return false;
    }

    /** The rows' weights as LightGBM takes them. */
    float[] weightsAsFloats() {
        return Arrays.copyOf(weights, rows);
    }

    /** The share of rows labelled wrong, each row weighing as in training. */
    public double weightedWrongShare() {
        double wrong = 0;
        double total = 0;
        for (int i = 0; i < rows; i++) {
            total += weights[i];
            wrong += labels[i] ? weights[i] : 0;
        }
        return wrong / total;
    }

    /** How many rows are labelled wrong. */
    public int wrongRows() {
        int wrong = 0;
        for (int i = 0; i < rows; i++) {
            wrong += labels[i] ? 1 : 0;
        }
        return wrong;
    }

    /**
     * One query of the dataset.
     *
     * @param firstRow its first node's row
     * @param wrong    whether any of its nodes is labelled wrong: the query-level label
     */
    public record LabeledQuery(QueryPair pair, int firstRow, int rows, boolean wrong) {
    }
}
