package io.nlguard.model.eval;

import java.util.List;

import io.nlguard.model.train.TrainedModel;

/**
 * What an experiment measured.
 *
 * @param evaluation  the test set scored by every scorer (see {@link Experiments} for their names)
 * @param shipped     the model of the shipped (compact, calibrated) setting
 * @param withContext the model of the compact setting with a context stage, calibrated; null when the
 *                    shipped setting was trained alone ({@link Experiments#runShipped})
 * @param parity      largest |pure-Java − LightGBM4j| probability over the test set, shipped model
 * @param seedAucs    node AUC of the shipped setting, uncalibrated, trained with each of
 *                    {@link Experiments#SEEDS} (the shipped seed first); empty when only the shipped
 *                    model was trained
 */
public record ExperimentResult(Experiment experiment, NodeEvaluation evaluation, TrainedModel shipped,
                               TrainedModel withContext, double parity, List<Double> seedAucs) {

    public ExperimentResult {
        seedAucs = List.copyOf(seedAucs);
    }
}
