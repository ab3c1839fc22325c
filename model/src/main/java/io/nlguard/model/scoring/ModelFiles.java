package io.nlguard.model.scoring;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.train.TrainedModel;

/**
 * The files of a trained model: LightGBM's own text format ({@code model.txt}, readable by any
 * LightGBM), its context stage beside it ({@code model.context.txt}, LightGBM's format too), and its
 * calibration ({@code model.calibration.txt}, {@link Calibrator}'s text).
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

    /** Writes the model and, when it has them, its context stage and calibration. */
    public static Written write(Path modelFile, TrainedModel model) throws IOException {
        Files.writeString(modelFile, model.text(), StandardCharsets.UTF_8);
        Path context = null;
        if (model.contextText() != null) {
            context = modelFile.resolveSibling(contextName(modelFile.getFileName().toString()));
            Files.writeString(context, model.contextText(), StandardCharsets.UTF_8);
        }
        Path calibration = null;
        if (model.calibrator() != null) {
            calibration = modelFile.resolveSibling(calibrationName(modelFile.getFileName().toString()));
            Files.writeString(calibration, model.calibrator().toText(), StandardCharsets.UTF_8);
        }
        return new Written(modelFile, context, calibration);
    }

    /** The files written: the model, and its context stage and calibration (null when it has none). */
    public record Written(Path model, Path context, Path calibration) {
    }
}
