package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TinyCatalog;
import org.junit.jupiter.api.Test;

import static io.nlguard.model.train.TinyCatalog.pair;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Node- and query-level measures over a small labelled dataset and hand-set scores. */
class NodeEvaluationTest {

    private static final NodeDataset TEST = new DatasetBuilder().build(List.of(
            pair("SELECT name FROM singer WHERE age > 30", "SELECT name FROM singer WHERE age > 30", "a"),
            pair("SELECT name FROM singer WHERE age > 30", "SELECT nme FROM singer WHERE age > 30", "b"),
            pair("SELECT name FROM singer WHERE age > 30", "SELECT name FROM singr WHERE age > 40", "c"),
            pair("SELECT concert_name FROM concert", "SELECT concert_name FROM concert", "d"),
            pair("SELECT count(*) FROM singer AS s", "SELECT count(*) FROM singer AS s WHERE s.age > 1", "e")),
            TinyCatalog.catalogs()).dataset();

    /** Spread-out scores with ties: row i scores (7i mod 11) / 10. */
    private static double[] spread(int rows) {
        double[] scores = new double[rows];
        for (int i = 0; i < rows; i++) {
            scores[i] = (7 * i % 11) / 10.0;
        }
        return scores;
    }

    /** 1 on wrong rows, 0 elsewhere: a perfect scorer. */
    private static double[] oracle(NodeDataset data) {
        double[] scores = new double[data.rows()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = data.label(i) ? 1 : 0;
        }
        return scores;
    }

    private static NodeEvaluation evaluation(double[]... perScorer) {
        Map<String, double[]> scores = new LinkedHashMap<>();
        for (int s = 0; s < perScorer.length; s++) {
            scores.put("scorer" + s, perScorer[s]);
        }
        return NodeEvaluation.of(TEST, scores);
    }

    @Test
    void theDatasetHasWrongAndRightQueries() {
        List<Boolean> wrong = TEST.queries().stream().map(NodeDataset.LabeledQuery::wrong).toList();
        assertEquals(List.of(false, true, true, false, true), wrong);
    }

    @Test
    void byNodeTypeCountsRowsAndComputesEachScorersAuc() {
        double[] spread = spread(TEST.rows());
        double[] oracle = oracle(TEST);
        List<AucRow> rows = evaluation(spread, oracle).byNodeType(NodeEvaluation.PAPER_TYPES);

        assertEquals(1 + NodeEvaluation.PAPER_TYPES.size(), rows.size());
        AucRow all = rows.get(0);
        assertEquals("All", all.label());
        assertEquals(TEST.rows(), all.count());
        assertEquals(TEST.wrongRows(), all.positives());
        assertEquals(RocAuc.of(spread, labels(TEST, null)), all.aucs().get(0), 1e-12);
        assertEquals(1.0, all.aucs().get(1), 1e-12);

        for (int t = 0; t < NodeEvaluation.PAPER_TYPES.size(); t++) {
            NodeType type = NodeEvaluation.PAPER_TYPES.get(t);
            AucRow row = rows.get(t + 1);
            assertEquals(type.label(), row.label());
            boolean[] labels = labels(TEST, type);
            double[] scores = subset(spread, TEST, type);
            assertEquals(labels.length, row.count(), type.label());
            long positives = 0;
            for (boolean label : labels) {
                positives += label ? 1 : 0;
            }
            assertEquals(positives, row.positives(), type.label());
            double expected = RocAuc.of(scores, labels);
            if (Double.isNaN(expected)) {
                assertTrue(Double.isNaN(row.aucs().get(0)), type.label());
            } else {
                assertEquals(expected, row.aucs().get(0), 1e-12, type.label());
            }
        }
        assertTrue(rows.stream().skip(1).allMatch(r -> r.count() > 0), "every paper type occurs in the data: " + rows);
    }

    @Test
    void queryScoresAreTheMaxOfTheirNodesAndQueryLabelsAnyWrong() {
        double[] spread = spread(TEST.rows());
        NodeEvaluation evaluation = evaluation(spread);

        double[] queryScores = evaluation.queryScores("scorer0");
        boolean[] queryLabels = evaluation.queryLabels();
        assertEquals(TEST.queries().size(), queryScores.length);
        for (int q = 0; q < queryScores.length; q++) {
            NodeDataset.LabeledQuery query = TEST.queries().get(q);
            double max = Double.NEGATIVE_INFINITY;
            boolean anyWrong = false;
            for (int i = query.firstRow(); i < query.firstRow() + query.rows(); i++) {
                max = Math.max(max, spread[i]);
                anyWrong |= TEST.label(i);
            }
            assertEquals(max, queryScores[q], "query " + q);
            assertEquals(anyWrong, queryLabels[q], "query " + q);
        }
        assertArrayEquals(new boolean[] {false, true, true, false, true}, queryLabels);
    }

    @Test
    void nodeAndQueryAucAgreeWithRocAucOnTheSameArrays() {
        double[] spread = spread(TEST.rows());
        NodeEvaluation evaluation = evaluation(spread, oracle(TEST));

        assertEquals(RocAuc.of(spread, evaluation.labels()), evaluation.nodeAuc("scorer0"), 1e-12);
        assertEquals(RocAuc.of(evaluation.queryScores("scorer0"), evaluation.queryLabels()), evaluation.queryAuc("scorer0"), 1e-12);
        assertEquals(1.0, evaluation.nodeAuc("scorer1"), 1e-12);
        assertEquals(1.0, evaluation.queryAuc("scorer1"), 1e-12);

        double[] constant = new double[TEST.rows()];
        NodeEvaluation flat = evaluation(constant);
        assertEquals(0.5, flat.nodeAuc("scorer0"), 1e-12);
        assertEquals(0.5, flat.queryAuc("scorer0"), 1e-12);
        assertEquals(List.of("scorer0"), flat.scorers());
    }

    @Test
    void scorersKeepTheirOrder() {
        Map<String, double[]> scores = new LinkedHashMap<>();
        scores.put("zeta", spread(TEST.rows()));
        scores.put("alpha", oracle(TEST));
        NodeEvaluation evaluation = NodeEvaluation.of(TEST, scores);
        assertEquals(List.of("zeta", "alpha"), evaluation.scorers());
        assertEquals(List.of(RocAuc.of(scores.get("zeta"), evaluation.labels()), 1.0),
                evaluation.byNodeType(List.of()).get(0).aucs());
    }

    @Test
    void rejectsAScoreArrayOfAnotherLength() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> evaluation(spread(TEST.rows()), new double[TEST.rows() - 1]));
        assertTrue(e.getMessage().contains("scorer1"), e.getMessage());
    }

    /** The labels of the rows of one type (all rows for null). */
    private static boolean[] labels(NodeDataset data, NodeType type) {
        List<Boolean> labels = new ArrayList<>();
        for (int i = 0; i < data.rows(); i++) {
            if (type == null || data.type(i) == type) {
                labels.add(data.label(i));
            }
        }
        boolean[] out = new boolean[labels.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = labels.get(i);
        }
        return out;
    }

    private static double[] subset(double[] scores, NodeDataset data, NodeType type) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < data.rows(); i++) {
            if (data.type(i) == type) {
                out.add(scores[i]);
            }
        }
        return out.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
