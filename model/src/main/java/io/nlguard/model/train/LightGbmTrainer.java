package io.nlguard.model.train;

import java.util.List;

import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMDataset;
import io.github.metarank.lightgbm4j.LGBMException;

/**
 * Trains a binary LightGBM model on node rows with LightGBM4j and hands it back in LightGBM's text
 * format, which the run-time scorer reads without native code.
 */
public final class LightGbmTrainer {

    private LightGbmTrainer() {
    }

    /**
     * The model text; the dataset's feature names are written into it so a scorer can check them. The
     * question is withheld from half of the questions first ({@link QuestionWithholding}).
     */
    public static String train(NodeDataset data, TrainingParameters parameters) {
        NodeDataset rows = QuestionWithholding.forTraining(data);
        return train(rows.rowMajor(), rows.rows(), rows.featureNames(), rows.labelsAsFloats(),
                rows.weighted() ? rows.weightsAsFloats() : null, parameters);
    }

    /**
     * The model text of row-major rows with these feature names and labels (1 = wrong), each row weighing
     * {@code weights[i]}, or 1 when {@code weights} is null.
     */
    static String train(double[] rows, int count, List<String> names, float[] labels, float[] weights,
                        TrainingParameters parameters) {
        if (count == 0) {
            throw new IllegalArgumentException("no rows to train on");
        }
        try (LGBMDataset dataset = LGBMDataset.createFromMat(rows, count, names.size(), true,
                parameters.datasetParameters(names), null)) {
            dataset.setFeatureNames(names.toArray(String[]::new));
            dataset.setField("label", labels);
            if (weights != null) {
                dataset.setField("weight", weights);
            }
            try (LGBMBooster booster = LGBMBooster.create(dataset, parameters.toLightGbm())) {
                for (int i = 0; i < parameters.trees(); i++) {
                    if (booster.updateOneIter()) {
                        break; // LightGBM found nothing more to split on
                    }
                }
                return booster.saveModelToString(0, 0, LGBMBooster.FeatureImportanceType.GAIN);
            }
        } catch (LGBMException e) {
            throw new IllegalStateException("LightGBM failed to train: " + e.getMessage(), e);
        }
    }
}
