package io.nlguard.nl.select;

import java.util.Locale;

/** Platt scaling: {@code p = 1 / (1 + exp(a * score + b))}, fitted by logistic regression (a &lt; 0). */
public record PlattCalibration(double a, double b) implements Calibration {

    @Override
    public double probability(double score) {
        return Double.isNaN(score) ? 0 : 1 / (1 + Math.exp(a * score + b));
    }

    @Override
    public boolean calibrated() {
        return true;
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "Platt a=%.4f b=%.4f", a, b);
    }
}
