package io.nlguard.nl.select;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Reads a calibration from JSON: {@code {"kind": "uncalibrated"}}, {@code {"kind": "platt", "a": -6.1,
 * "b": 3.2}} or {@code {"kind": "isotonic", "edges": [0, 0.4, 0.7], "probabilities": [0.1, 0.5, 0.9]}};
 * other fields (where and how it was fitted) are for the reader.
 */
public final class CalibrationFile {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CalibrationFile() {
    }

    /** A calibration the measurement wrote. */
    public static Calibration read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    public static Calibration read(InputStream in) throws IOException {
        JsonNode root = JSON.readTree(in);
        String kind = root == null ? "" : root.path("kind").asText("");
        return switch (kind) {
            case "uncalibrated" -> Calibration.UNCALIBRATED;
            case "platt" -> new PlattCalibration(number(root, "a"), number(root, "b"));
            case "isotonic" -> new IsotonicCalibration(numbers(root, "edges"), numbers(root, "probabilities"));
            default -> throw new IOException("calibration kind '" + kind + "': expected uncalibrated, platt or isotonic");
        };
    }

    private static double number(JsonNode root, String field) throws IOException {
        JsonNode value = root.get(field);
        if (value == null || !value.isNumber()) {
            throw new IOException("calibration field '" + field + "' is not a number");
        }
        return value.asDouble();
    }

    private static List<Double> numbers(JsonNode root, String field) throws IOException {
        JsonNode array = root.get(field);
        if (array == null || !array.isArray()) {
            throw new IOException("calibration field '" + field + "' is not an array");
        }
        List<Double> out = new ArrayList<>();
        for (JsonNode n : array) {
            if (!n.isNumber()) {
                throw new IOException("calibration field '" + field + "' holds " + n);
            }
            out.add(n.asDouble());
        }
        return out;
    }
}
