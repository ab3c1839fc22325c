package io.nlguard.model.train;

import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.inference.GbdtModel;

/**
 * A model fresh from training: LightGBM's text, the same model read for pure-Java scoring, and its
 * calibration (null when not calibrated).
 */
public record TrainedModel(String text, GbdtModel gbdt, Calibrator calibrator, TrainingParameters parameters) {

    /** The raw (uncalibrated) probability of every row of a dataset. */
    public double[] rawProbabilities(NodeDataset data) {
        double[] row = new double[data.width()];
        double[] out = new double[data.rows()];
        for (int i = 0; i < out.length; i++) {
            data.copyRow(i, row);
            out[i] = gbdt.probability(row);
        }
        return out;
    }

    /** The calibrated probability of every row (the raw one when there is no calibration). */
    public double[] probabilities(NodeDataset data) {
        double[] raw = rawProbabilities(data);
        return calibrator == null ? raw : calibrator.applyAll(raw);
    }
}
