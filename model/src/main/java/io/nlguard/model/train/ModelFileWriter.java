package io.nlguard.model.train;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.nlguard.model.scoring.ModelFiles;

/**
 * Writes a trained model as the files the run-time scorer reads ({@link ModelFiles}): the model, and beside
 * it its context stage and calibration when it has them.
 */
public final class ModelFileWriter {

    private ModelFileWriter() {
    }

    /** Writes the model and, when it has them, its context stage and calibration. */
    public static Written write(Path modelFile, TrainedModel model) throws IOException {
        Files.writeString(modelFile, model.text(), StandardCharsets.UTF_8);
        Path context = null;
        if (model.contextText() != null) {
            context = modelFile.resolveSibling(ModelFiles.contextName(modelFile.getFileName().toString()));
            Files.writeString(context, model.contextText(), StandardCharsets.UTF_8);
        }
        Path calibration = null;
        if (model.calibrator() != null) {
            calibration = modelFile.resolveSibling(ModelFiles.calibrationName(modelFile.getFileName().toString()));
            Files.writeString(calibration, model.calibrator().toText(), StandardCharsets.UTF_8);
        }
        return new Written(modelFile, context, calibration);
    }

    /** The files written: the model, and its context stage and calibration (null when it has none). */
    public record Written(Path model, Path context, Path calibration) {
    }
}
