package io.nlguard.model.scoring;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.nlguard.model.calibrate.Calibrator;

/**
 * The files of a trained model: LightGBM's own text format ({@code model.txt}, readable by any
 * LightGBM), and its calibration beside it ({@code model.calibration.txt}, {@link Calibrator}'s text).
 */
public final class ModelFiles {

    private ModelFiles() {
    }

    /** {@code model.txt} → {@code model.calibration.txt}. */
    public static String calibrationName(String modelFileName) {
        return modelFileName.endsWith(".txt")
                ? modelFileName.substring(0, modelFileName.length() - 4) + ".calibration.txt"
                : modelFileName + ".calibration.txt";
    }

    /** Writes the model and, when there is one, its calibration; returns the calibration's path or null. */
    public static Path write(Path modelFile, String modelText, Calibrator calibrator) throws IOException {
        Files.writeString(modelFile, modelText, StandardCharsets.UTF_8);
        if (calibrator == null) {
            return null;
        }
        Path calibration = modelFile.resolveSibling(calibrationName(modelFile.getFileName().toString()));
        Files.writeString(calibration, calibrator.toText(), StandardCharsets.UTF_8);
        return calibration;
    }
}
