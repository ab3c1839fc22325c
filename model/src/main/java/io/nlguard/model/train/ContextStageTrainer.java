package io.nlguard.model.train;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.calibrate.IsotonicCalibration;
import io.nlguard.model.context.ContextRows;
import io.nlguard.model.context.ContextStage;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * Trains a first-stage model and the context stage over it. The context stage must learn from
 * first-stage probabilities like those it will see at run time, on nodes the first stage never
 * trained on, so they are cross-fitted: the training queries are split into {@value #FOLDS} folds, by
 * database or by question as the model's use asks ({@link CrossFitFolds}), and each fold is scored by a
 * first-stage model trained on the others. The context stage trains on all of those out-of-fold rows;
 * its calibration, on the same folds, cross-fitted again.
 */
final class ContextStageTrainer {

    static final int FOLDS = 4;

    private ContextStageTrainer() {
    }

    static TrainedModel train(NodeDataset data, TrainingParameters parameters, boolean calibrate, CrossFitFolds folds) {
        if (data.weighted()) {
            // its folds, rows and calibration would all have to carry the weights; nothing trains it so yet
            throw new IllegalArgumentException("the context stage trains on unweighted rows only");
        }
        String text = LightGbmTrainer.train(data, parameters);
        Map<QueryPair, Integer> foldOfPair = folds.assign(data, FOLDS, parameters.seed());
        int[] foldOfRow = new int[data.rows()];
        for (NodeDataset.LabeledQuery query : data.queries()) {
            Arrays.fill(foldOfRow, query.firstRow(), query.firstRow() + query.rows(), foldOfPair.get(query.pair()));
        }
        double[] outOfFold = OutOfFoldScores.of(data, parameters, FOLDS, foldOfPair::get);
        ContextRows layout = ContextRows.forTraining(data.featureNames());
        double[] rows = DatasetScoring.contextRows(layout, data, outOfFold);
        float[] labels = data.labelsAsFloats();
        String contextText = LightGbmTrainer.train(rows, data.rows(), layout.names(), labels, null,
                TrainingParameters.context());
        ContextStage context = ContextStage.of(LightGbmTextModel.parse(contextText), data.featureNames());
        Calibrator calibrator = calibrate ? crossFittedCalibration(rows, layout, data, foldOfRow, outOfFold) : null;
        return new TrainedModel(text, LightGbmTextModel.parse(text), contextText, context, calibrator, parameters);
    }

    /**
     * An isotonic map fitted on out-of-fold probabilities of both stages: the context stage's, cross-fitted
     * over the same folds, blended with the first stage's ({@code first}) as {@link ContextStage#blend} does.
     */
    private static Calibrator crossFittedCalibration(double[] rows, ContextRows layout, NodeDataset data, int[] foldOfRow,
                                                     double[] first) {
        int width = layout.width();
        double[] outOfFold = new double[data.rows()];
        boolean[] wrong = new boolean[data.rows()];
        for (int k = 0; k < FOLDS; k++) {
            int heldCount = 0;
            for (int fold : foldOfRow) {
                heldCount += fold == k ? 1 : 0;
            }
            if (heldCount == 0) {
                continue;
            }
            int trainCount = data.rows() - heldCount;
            double[] trainRows = new double[trainCount * width];
            float[] trainLabels = new float[trainCount];
            double[] heldRows = new double[heldCount * width];
            for (int i = 0, t = 0, h = 0; i < data.rows(); i++) {
                if (foldOfRow[i] != k) {
                    System.arraycopy(rows, i * width, trainRows, t * width, width);
                    trainLabels[t++] = data.label(i) ? 1f : 0f;
                } else {
                    System.arraycopy(rows, i * width, heldRows, h++ * width, width);
                }
            }
            GbdtModel model = LightGbmTextModel.parse(
                    LightGbmTrainer.train(trainRows, trainCount, layout.names(), trainLabels, null,
                            TrainingParameters.context()));
            // the held-out fold in one batch call, as OutOfFoldScores scores the first stage's folds
            double[] scores = new double[heldCount];
            model.probabilities(heldRows, heldCount, scores);
            for (int i = 0, h = 0; i < data.rows(); i++) {
                if (foldOfRow[i] == k) {
                    outOfFold[i] = ContextStage.blend(first[i], scores[h++]);
                }
            }
        }
        for (int i = 0; i < wrong.length; i++) {
            wrong[i] = data.label(i);
        }
        return IsotonicCalibration.fit(outOfFold, wrong);
    }
}
