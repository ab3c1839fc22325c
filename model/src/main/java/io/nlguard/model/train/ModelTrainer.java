package io.nlguard.model.train;

import java.util.Map;

import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.calibrate.IsotonicCalibration;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.inference.LightGbmTextModel;

/**
 * Trains a model and, on request, calibrates it by cross-fitting: the training queries are split into
 * {@value #FOLDS} folds, by database for a model meant for new databases and by question otherwise
 * ({@link CrossFitFolds}), a model trained on the other folds scores each fold, and an isotonic map is
 * fitted on those out-of-fold probabilities, each row weighing what it weighed in training
 * ({@link NodeDataset#balanced}). The model is then trained on all of the data and given that map, so
 * calibration never sees a prediction on a node the model trained on, and, by database, learns how
 * sure the model may be on a database it never saw.
 * A setting with a context stage is trained by {@link ContextStageTrainer}, which cross-fits its own way.
 */
public final class ModelTrainer {

    static final int FOLDS = 3;

    private ModelTrainer() {
    }

    /** A model for new databases, as the shipped one ({@link CrossFitFolds#BY_DATABASE}). */
    public static TrainedModel train(NodeDataset data, TrainingParameters parameters, boolean calibrate) {
        return train(data, parameters, calibrate, CrossFitFolds.BY_DATABASE);
    }

    /** A model whose calibration and context stage (if its setting has one) are cross-fitted for the use {@code folds} stands for. */
    public static TrainedModel train(NodeDataset data, TrainingParameters parameters, boolean calibrate,
                                     CrossFitFolds folds) {
        if (parameters.contextStage()) {
            return ContextStageTrainer.train(data, parameters, calibrate, folds);
        }
        String text = LightGbmTrainer.train(data, parameters);
        Calibrator calibrator = calibrate ? crossFittedCalibration(data, parameters, folds) : null;
        return new TrainedModel(text, LightGbmTextModel.parse(text), null, null, calibrator, parameters);
    }

    static Calibrator crossFittedCalibration(NodeDataset data, TrainingParameters parameters, CrossFitFolds folds) {
        Map<QueryPair, Integer> fold = folds.assign(data, FOLDS, parameters.seed());
        double[] outOfFold = OutOfFoldScores.of(data, parameters, FOLDS, fold::get);
        boolean[] labels = new boolean[data.rows()];
        double[] weights = new double[data.rows()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = data.label(i);
            weights[i] = data.weight(i);
        }
        // weighted as the model trained, so the probabilities are those of the same mix of rows
        return IsotonicCalibration.fit(outOfFold, labels, weights);
    }
}
