package io.nlguard.model.train;

import java.util.Arrays;

import io.nlguard.model.context.ContextRows;
import io.nlguard.model.context.ContextStage;
import io.nlguard.model.scoring.ScoringModel;

/**
 * A dataset scored statement by statement, as the driver scores: the context stage reads a node's
 * neighbours, so each query's nodes are taken together.
 */
public final class DatasetScoring {

    private DatasetScoring() {
    }

    /** The context stage's rows of every node of the dataset, given every node's first-stage probability. */
    public static double[] contextRows(ContextRows layout, NodeDataset data, double[] first) {
        int width = layout.width();
        double[] rows = new double[data.rows() * width];
        double[] guardRows = data.rowMajor();
        for (NodeDataset.LabeledQuery query : data.queries()) {
            double[] own = Arrays.copyOfRange(first, query.firstRow(), query.firstRow() + query.rows());
            double[] part = layout.rows(guardRows, query.firstRow(), data.width(), own);
            System.arraycopy(part, 0, rows, query.firstRow() * width, part.length);
        }
        return rows;
    }

    /** The context stage's probability of every node of the dataset. */
    public static double[] inContext(ContextStage context, NodeDataset data, double[] first) {
        double[] out = new double[data.rows()];
        double[] guardRows = data.rowMajor();
        for (NodeDataset.LabeledQuery query : data.queries()) {
            double[] own = Arrays.copyOfRange(first, query.firstRow(), query.firstRow() + query.rows());
            double[] scored = new double[own.length];
            context.probabilities(guardRows, query.firstRow(), data.width(), own, scored);
            System.arraycopy(scored, 0, out, query.firstRow(), scored.length);
        }
        return out;
    }

    /**
     * The calibrated probability of every row of a dataset by a model read for scoring: the first stage
     * over all rows at once, the context stage statement by statement, then the calibration, as the
     * driver scores.
     */
    public static double[] probabilities(ScoringModel model, NodeDataset data) {
        double[] out = model.firstStage(data.rowMajor(), data.rows());
        if (model.context() != null) {
            out = inContext(model.context(), data, out);
        }
        return model.calibrator() == null ? out : model.calibrator().applyAll(out);
    }
}
