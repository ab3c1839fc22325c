package io.nlguard.model.train;

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

    /** The model text; the dataset's feature names are written into it so a scorer can check them. */
    public static String train(NodeDataset data, TrainingParameters parameters) {
        if (data.rows() == 0) {
            throw new IllegalArgumentException("no rows to train on");
        }
        try (LGBMDataset dataset = LGBMDataset.createFromMat(data.rowMajor(), data.rows(), data.width(), true,
                parameters.datasetParameters(), null)) {
            dataset.setFeatureNames(data.featureNames().toArray(String[]::new));
            dataset.setField("label", data.labelsAsFloats());
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
