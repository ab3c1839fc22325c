package io.nlguard.model.scoring;

import io.nlguard.model.calibrate.Calibrator;

/**
 * The files of a trained model: LightGBM's own text format ({@code model.txt}, readable by any
 * LightGBM), its context stage beside it ({@code model.context.txt}, LightGBM's format too), and its
 * calibration ({@code model.calibration.txt}, {@link Calibrator}'s text); for the bundled model, the
 * form the build compiled from its text ({@code model.compiled.bin}). Here are their names, which
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

    /** {@code model.txt} → {@code model.compiled.bin}: the build's {@code CompiledModel} of the bundled model. */
    public static String compiledName(String modelFileName) {
        return stem(modelFileName) + ".compiled.bin";
    }

    private static String besideName(String modelFileName, String part) {
        return stem(modelFileName) + "." + part + ".txt";
    }

    private static String stem(String modelFileName) {
        return modelFileName.endsWith(".txt") ? modelFileName.substring(0, modelFileName.length() - 4) : modelFileName;
    }
}
