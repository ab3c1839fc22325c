package io.nlguard.model.train;

import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.context.ContextStage;
import io.nlguard.model.inference.GbdtModel;

/**
 * A model fresh from training: LightGBM's text, the same model read for pure-Java scoring, its context
 * stage (text and model; both null when the setting has none) and its calibration (null when not
 * calibrated).
 */
public record TrainedModel(String text, GbdtModel gbdt, String contextText, ContextStage context, Calibrator calibrator,
                           TrainingParameters parameters) {

    /** The first stage's probability of every row of a dataset, all rows in one batch (equal to row by row). */
    public double[] firstStageProbabilities(NodeDataset data) {
        double[] out = new double[data.rows()];
        gbdt.probabilities(data.rowMajor(), data.rows(), out);
        return out;
    }

    /** The uncalibrated probability of every row: the context stage's, or the first stage's without one. */
    public double[] rawProbabilities(NodeDataset data) {
        double[] first = firstStageProbabilities(data);
        return context == null ? first : DatasetScoring.inContext(context, data, first);
    }

    /** The calibrated probability of every row (the raw one when there is no calibration). */
    public double[] probabilities(NodeDataset data) {
        double[] raw = rawProbabilities(data);
        return calibrator == null ? raw : calibrator.applyAll(raw);
    }
}
