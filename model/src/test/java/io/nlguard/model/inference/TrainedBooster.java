package io.nlguard.model.inference;

import com.microsoft.ml.lightgbm.PredictionType;
import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMDataset;
import io.github.metarank.lightgbm4j.LGBMException;

/**
 * A LightGBM booster trained through LightGBM4j (native code) on a {@link SyntheticTable}: the reference
 * the pure-Java evaluator is checked against. Deterministic: fixed seed, one thread.
 */
final class TrainedBooster implements AutoCloseable {

    static final int TREES = 100;

    private final LGBMDataset dataset;
    private final LGBMBooster booster;
    final String modelText;

    private TrainedBooster(LGBMDataset dataset, LGBMBooster booster, String modelText) {
        this.dataset = dataset;
        this.booster = booster;
        this.modelText = modelText;
    }

    /**
     * @param objective       LightGBM's objective, e.g. {@code binary}
     * @param datasetOptions  extra dataset parameters, e.g. {@code zero_as_missing=true}
     */
    static TrainedBooster train(SyntheticTable table, float[] labels, String objective, String datasetOptions)
            throws LGBMException {
        return train(table, labels, objective, datasetOptions, SyntheticTable.categoricalParameter());
    }

    /** As {@link #train}, but every feature is numerical: the kind of model we train and ship. */
    static TrainedBooster trainNumerical(SyntheticTable table, float[] labels, String objective) throws LGBMException {
        return train(table, labels, objective, "", "");
    }

    private static TrainedBooster train(SyntheticTable table, float[] labels, String objective, String datasetOptions,
                                        String categorical) throws LGBMException {
        LGBMDataset dataset = LGBMDataset.createFromMat(table.values, table.rows, SyntheticTable.WIDTH, true,
                "verbosity=-1 " + categorical + " " + datasetOptions, null);
        try {
            dataset.setFeatureNames(SyntheticTable.featureNames());
            dataset.setField("label", labels);
            LGBMBooster booster = LGBMBooster.create(dataset, "objective=" + objective
                    + " learning_rate=0.05 num_leaves=31 seed=42 deterministic=true num_threads=1 verbosity=-1 "
                    + categorical);
            for (int i = 0; i < TREES; i++) {
                booster.updateOneIter();
            }
            String text = booster.saveModelToString(0, 0, LGBMBooster.FeatureImportanceType.SPLIT);
            return new TrainedBooster(dataset, booster, text);
        } catch (LGBMException | RuntimeException e) {
            dataset.close();
            throw e;
        }
    }

    /** LightGBM's predictions for every row of {@code table}, row-major; contributions come {@code WIDTH + 1} per row. */
    double[] predict(SyntheticTable table, PredictionType type) throws LGBMException {
        return booster.predictForMat(table.values, table.rows, SyntheticTable.WIDTH, true, type);
    }

    @Override
    public void close() throws LGBMException {
        try {
            booster.close();
        } finally {
            dataset.close();
        }
    }
}
