package io.nlguard.nl.select;

import io.nlguard.model.calibrate.Calibrator;

/**
 * A calibration fitted by the scorer's code ({@link io.nlguard.model.calibrate.IsotonicCalibration},
 * {@link io.nlguard.model.calibrate.PlattScaling}): one home for calibration, here read as a selector's.
 *
 * @param calibrator the fitted map from raw score to probability
 */
public record FittedCalibration(Calibrator calibrator) implements Calibration {

    @Override
    public double probability(double score) {
        if (Double.isNaN(score)) {
            return 0;
        }
        double p = calibrator.apply(score);
        return Double.isNaN(p) ? 0 : Math.max(0, Math.min(1, p));
    }

    @Override
    public boolean calibrated() {
        return true;
    }

    @Override
    public String describe() {
        return calibrator.toText().lines().findFirst().orElse("fitted") + " (" + calibrator + ")";
    }
}
