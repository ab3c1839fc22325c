package io.nlguard.nl.select;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import io.nlguard.model.calibrate.Calibrator;

/**
 * Reads a calibration in the scorer's text format ({@link Calibrator#toText()}: a first line naming the kind,
 * {@code isotonic} or {@code platt}, then its numbers; {@code #} lines are comments), or the single line
 * {@value #UNCALIBRATED} for none.
 */
public final class CalibrationFile {

    /** The first line of a file that fits nothing: the raw score is the confidence. */
    public static final String UNCALIBRATED = "uncalibrated";

    private CalibrationFile() {
    }

    /** A calibration the measurement wrote. */
    public static Calibration read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }

    public static Calibration read(InputStream in) throws IOException {
        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }

    /** @throws IOException when the text is no calibration, with the reason */
    public static Calibration parse(String text) throws IOException {
        boolean none = text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).findFirst()
                .map(UNCALIBRATED::equals).orElse(false);
        if (none) {
            return Calibration.UNCALIBRATED;
        }
        try {
            return new FittedCalibration(Calibrator.parse(text));
        } catch (IllegalArgumentException e) {
            throw new IOException("not a calibration: " + e.getMessage(), e);
        }
    }
}
