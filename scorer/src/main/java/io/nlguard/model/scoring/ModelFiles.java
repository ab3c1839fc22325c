package io.nlguard.model.scoring;

import io.nlguard.model.calibrate.Calibrator;

/**
 * The files of a trained model: LightGBM's own text format ({@code model.txt}, readable by any
 * LightGBM), its context stage beside it ({@code model.context.txt}, LightGBM's format too), and its
 * calibration ({@code model.calibration.txt}, {@link Calibrator}'s text). Here are their names, which
 * the scorer reads by; training writes them ({@code io.nlguard.model.train.ModelFileWriter}).
 */
public final class ModelFiles {

    private ModelFiles() {
    }

    /** {@code model.txt} → {@code model.calibration.txt}. */
    public static String calibrationName(String modelFileName) {
        return besideName(modelFileName, "calibration");
    }

    /** {@code model.txt} → {@code model.context.txt}. */
    public static String contextName(String modelFileName) {
        return besideName(modelFileName, "context");
    }

    private static String besideName(String modelFileName, String part) {
        String stem = modelFileName.endsWith(".txt") ? modelFileName.substring(0, modelFileName.length() - 4) : modelFileName;
        return stem + "." + part + ".txt";
    }
}
