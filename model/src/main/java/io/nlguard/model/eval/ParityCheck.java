package io.nlguard.model.eval;

import com.microsoft.ml.lightgbm.PredictionType;

import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TrainedModel;

/**
 * Checks the pure-Java evaluator against LightGBM itself (through LightGBM4j's JNI) on a dataset: the
 * run-time scores must be the model's scores, not an approximation of them.
 */
public final class ParityCheck {

    private ParityCheck() {
    }

    /** The largest absolute difference of the two probabilities over every row. */
    public static double maxDifference(TrainedModel model, NodeDataset data) {
        if (data.rows() == 0) {
            return 0;
        }
        double[] java = model.rawProbabilities(data);
        try (LGBMBooster booster = LGBMBooster.loadModelFromString(model.text())) {
            double[] nativeScores = booster.predictForMat(data.features(), data.rows(), data.width(), true,
                    PredictionType.C_API_PREDICT_NORMAL);
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
