package io.nlguard.model.train;

import java.util.function.ToIntFunction;

import io.nlguard.model.data.QueryPair;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * Cross-fitted first-stage probabilities: each query's nodes are scored by a model trained on the
 * queries of the other folds, so what is fitted on these scores (a calibration, a context stage) sees
 * the model as it is on nodes it never trained on. With a fold per database, it is leave one database
 * out ({@code eval.DatabaseSpread}).
 */
public final class OutOfFoldScores {

    private OutOfFoldScores() {
    }

    /**
     * The probability of every row of {@code data}, from the model trained without the row's fold. Each
     * fold is scored in one batch call, as {@link TrainedModel#firstStageProbabilities} scores a dataset
     * (equal to row by row).
     */
    public static double[] of(NodeDataset data, TrainingParameters parameters, int folds, ToIntFunction<QueryPair> foldOf) {
        double[] out = new double[data.rows()];
        for (int k = 0; k < folds; k++) {
            int held = k;
            NodeDataset rest = data.select(pair -> foldOf.applyAsInt(pair) != held);
            if (rest.rows() == data.rows()) {
                continue; // an empty fold (fewer questions than folds): nothing to score
            }
            GbdtModel model = LightGbmTextModel.parse(LightGbmTrainer.train(rest, parameters));
            NodeDataset fold = data.select(pair -> foldOf.applyAsInt(pair) == held);
            double[] scores = new double[fold.rows()];
            model.probabilities(fold.rowMajor(), fold.rows(), scores);
            // the fold keeps data's order of queries: its scores go back to their rows one query after another
            int next = 0;
            for (NodeDataset.LabeledQuery query : data.queries()) {
                if (foldOf.applyAsInt(query.pair()) == held) {
                    System.arraycopy(scores, next, out, query.firstRow(), query.rows());
                    next += query.rows();
                }
            }
        }
        return out;
    }
}
