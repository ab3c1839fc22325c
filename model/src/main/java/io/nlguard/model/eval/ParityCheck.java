package io.nlguard.model.eval;

import com.microsoft.ml.lightgbm.PredictionType;

import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.model.train.DatasetScoring;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TrainedModel;

/**
 * Checks the pure-Java evaluator against LightGBM itself (through LightGBM4j's JNI) on a dataset: the
 * run-time scores must be the model's scores, not an approximation of them. Both stages are checked,
 * the context stage on the rows the first stage's Java probabilities give it.
 */
public final class ParityCheck {

    private ParityCheck() {
    }

    /** The largest absolute difference of the two probabilities over every row, in either stage. */
    public static double maxDifference(TrainedModel model, NodeDataset data) {
        if (data.rows() == 0) {
            return 0;
        }
        double[] first = model.firstStageProbabilities(data);
        double max = maxDifference(model.text(), data.features(), data.rows(), data.width(), first);
        if (model.context() != null) {
            double[] rows = DatasetScoring.contextRows(model.context().layout(), data, first);
            int width = model.context().layout().width();
            double[] java = new double[data.rows()];
            model.context().gbdt().probabilities(rows, data.rows(), java);
            max = Math.max(max, maxDifference(model.contextText(), rows, data.rows(), width, java));
        }
        return max;
    }

    private static double maxDifference(String modelText, double[] rows, int count, int width, double[] java) {
        try (LGBMBooster booster = LGBMBooster.loadModelFromString(modelText)) {
            double[] nativeScores = booster.predictForMat(rows, count, width, true, PredictionType.C_API_PREDICT_NORMAL);
            double max = 0;
            for (int i = 0; i < java.length; i++) {
                max = Math.max(max, Math.abs(java[i] - nativeScores[i]));
            }
            return max;
        } catch (LGBMException e) {
            throw new IllegalStateException("LightGBM could not score the dataset: " + e.getMessage(), e);
        }
    }
}
