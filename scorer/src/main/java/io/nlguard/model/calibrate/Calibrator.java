package io.nlguard.model.calibrate;

/** Maps a raw score to a calibrated probability; {@link #toText()} and {@link #parse(String)} round-trip exactly. */
public interface Calibrator {

    /** The calibrated probability of {@code score}; NaN for NaN. */
    double apply(double score);

    /** A human-readable text form whose first line names the kind ({@code isotonic}, {@code platt}). */
    String toText();

    /** {@link #apply(double)} of each score. */
    default double[] applyAll(double[] scores) {
        double[] probabilities = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            probabilities[i] = apply(scores[i]);
        }
        return probabilities;
    }

    /** Reads the {@link #toText()} of any calibrator here, choosing the kind by its first line. */
    static Calibrator parse(String text) {
        CalibrationText parsed = CalibrationText.read(text);
        return switch (parsed.kind()) {
            case IsotonicCalibration.KIND -> IsotonicCalibration.from(parsed);
            case PlattScaling.KIND -> PlattScaling.from(parsed);
            default -> throw new IllegalArgumentException("unknown calibration kind '" + parsed.kind()
                    + "'; expected " + IsotonicCalibration.KIND + " or " + PlattScaling.KIND);
        };
    }
}
