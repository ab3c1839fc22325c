package io.nlguard.nl.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Maps a selector's raw score to the probability that the chosen candidate is right. Until the measurement
 * on Spider fits one, the bundled calibration is {@link #UNCALIBRATED}: the raw score, clamped to 0..1,
 * which is only a rough guess.
 */
public interface Calibration {

    /** Where the bundled calibration is. */
    String RESOURCE = "/io/nlguard/nl/select/calibration.txt";

    /** The raw score itself, clamped: not fitted on anything. */
    Calibration UNCALIBRATED = new Calibration() {
        @Override
        public double probability(double score) {
            return Double.isNaN(score) ? 0 : Math.max(0, Math.min(1, score));
        }

        @Override
        public boolean calibrated() {
            return false;
        }

        @Override
        public String describe() {
            return "uncalibrated (the raw score)";
        }
    };

    /** A probability, 0 to 1. */
    double probability(double score);

    /** Whether it was fitted to measured outcomes. */
    boolean calibrated();

    /** What it is, for reports. */
    String describe();

    /** The calibration shipped with nlguard ({@value #RESOURCE}). */
    static Calibration bundled() {
        try (InputStream in = Calibration.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return UNCALIBRATED;
            }
            return CalibrationFile.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
