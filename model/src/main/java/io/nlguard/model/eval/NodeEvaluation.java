package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.model.train.NodeDataset;

/**
 * Scores of one or more scorers on a test set, measured the paper's way: AUC over all nodes and per
 * node type (its Tables 1 and 2), plus what the paper does not report: query-level AUC (a query is
 * wrong when any node is; its score is its riskiest node's) and calibration.
 */
public final class NodeEvaluation {

    /** The node types of the paper's tables, in its order. */
    public static final List<NodeType> PAPER_TYPES = List.of(NodeType.IDENTIFIER, NodeType.COLUMN, NodeType.LITERAL,
            NodeType.TABLE, NodeType.TABLE_ALIAS);

    private final NodeDataset test;
    private final Map<String, double[]> scores;

    private NodeEvaluation(NodeDataset test, Map<String, double[]> scores) {
        this.test = test;
        this.scores = scores;
    }

    /** @param scores node scores per scorer, in report order, each aligned with the test set's rows */
    public static NodeEvaluation of(NodeDataset test, Map<String, double[]> scores) {
        scores.forEach((name, s) -> {
            if (s.length != test.rows()) {
                throw new IllegalArgumentException(name + " scored " + s.length + " nodes of " + test.rows());
            }
        });
        return new NodeEvaluation(test, new LinkedHashMap<>(scores));
    }

    public List<String> scorers() {
        return List.copyOf(scores.keySet());
    }

    public double[] scores(String scorer) {
        return scores.get(scorer);
    }

    public NodeDataset test() {
        return test;
    }

    /** Node labels: true where the node is wrong. */
    public boolean[] labels() {
        boolean[] labels = new boolean[test.rows()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = test.label(i);
        }
        return labels;
    }

    /** An "All" row, then one per type, each with every scorer's AUC. */
    public List<AucRow> byNodeType(List<NodeType> types) {
        List<AucRow> rows = new ArrayList<>();
        rows.add(AucRow.of("All", labels(), List.copyOf(scores.values())));
        for (NodeType type : types) {
            rows.add(rowOf(type));
        }
        return rows;
    }

    private AucRow rowOf(NodeType type) {
        int n = 0;
        for (int i = 0; i < test.rows(); i++) {
            n += test.type(i) == type ? 1 : 0;
        }
        boolean[] labels = new boolean[n];
        List<double[]> perScorer = new ArrayList<>();
        for (double[] s : scores.values()) {
            double[] subset = new double[n];
            int at = 0;
            for (int i = 0; i < test.rows(); i++) {
                if (test.type(i) == type) {
                    labels[at] = test.label(i);
                    subset[at++] = s[i];
                }
            }
            perScorer.add(subset);
        }
        return AucRow.of(type.label(), labels, perScorer);
    }

    /** Query labels: true where any node of the query is wrong. */
    public boolean[] queryLabels() {
        List<NodeDataset.LabeledQuery> queries = test.queries();
        boolean[] labels = new boolean[queries.size()];
        for (int q = 0; q < labels.length; q++) {
            labels[q] = queries.get(q).wrong();
        }
        return labels;
    }

    /** Each query's score: its riskiest node's. */
    public double[] queryScores(String scorer) {
        double[] s = scores.get(scorer);
        List<NodeDataset.LabeledQuery> queries = test.queries();
        double[] out = new double[queries.size()];
        for (int q = 0; q < out.length; q++) {
            NodeDataset.LabeledQuery query = queries.get(q);
            double max = Double.NEGATIVE_INFINITY;
            for (int i = query.firstRow(); i < query.firstRow() + query.rows(); i++) {
                max = Math.max(max, s[i]);
            }
            out[q] = max;
        }
        return out;
    }

    public double nodeAuc(String scorer) {
        return RocAuc.of(scores.get(scorer), labels());
    }

    public double queryAuc(String scorer) {
        return RocAuc.of(queryScores(scorer), queryLabels());
    }

    /** Where a scorer's node AUC could lie on another draw of test queries ({@link QueryBootstrap}). */
    public QueryBootstrap.Interval nodeAucInterval(String scorer) {
        int[] queryOfRow = new int[test.rows()];
        for (int i = 0; i < queryOfRow.length; i++) {
            queryOfRow[i] = test.queryOf(i);
        }
        return QueryBootstrap.aucInterval(scores.get(scorer), labels(), queryOfRow);
    }

    /** The same for its query-level AUC, each query drawn as one. */
    public QueryBootstrap.Interval queryAucInterval(String scorer) {
        int[] self = new int[test.queries().size()];
        for (int q = 0; q < self.length; q++) {
            self[q] = q;
        }
        return QueryBootstrap.aucInterval(queryScores(scorer), queryLabels(), self);
    }

    /** Expected calibration error of a scorer whose scores are probabilities (10 equal-width bins). */
    public double expectedCalibrationError(String scorer) {
        return ReliabilityBins.of(scores.get(scorer), labels()).expectedCalibrationError();
    }

    /** How much of that error is the test set's error rate alone. */
    public CalibrationInTheLarge calibrationInTheLarge(String scorer) {
        return CalibrationInTheLarge.of(scores.get(scorer), labels());
    }
}
