package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

class CalibrationTest {

    private static Calibration read(String json) throws IOException {
        return CalibrationFile.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theBundledCalibrationSaysItIsNotFittedYet() {
        Calibration bundled = Calibration.bundled();
        assertFalse(bundled.calibrated());
        assertEquals(0.73, bundled.probability(0.73), 1e-12);
        assertEquals(1, bundled.probability(1.4));
        assertEquals(0, bundled.probability(-0.2));
    }

    @Test
    void plattScalingIsALogistic() throws IOException {
        Calibration platt = read("{\"kind\": \"platt\", \"a\": -8, \"b\": 4, \"fitted_on\": \"spider dev, 5 folds\"}");
        assertTrue(platt.calibrated());
        assertEquals(0.5, platt.probability(0.5), 1e-12);
        assertTrue(platt.probability(0.9) > 0.95 && platt.probability(0.1) < 0.05);
    }

    @Test
    void isotonicBinsAreAStepFunction() throws IOException {
        Calibration bins = read("{\"kind\": \"isotonic\", \"edges\": [0, 0.5, 0.8], \"probabilities\": [0.1, 0.4, 0.9]}");
        assertEquals(0.1, bins.probability(-1));
        assertEquals(0.1, bins.probability(0.49));
        assertEquals(0.4, bins.probability(0.5));
        assertEquals(0.9, bins.probability(0.95));
        assertEquals(0, bins.probability(Double.NaN));
    }

    @Test
    void aMalformedCalibrationIsRefusedWithItsReason() {
        IOException kind = assertThrows(IOException.class, () -> read("{\"kind\": \"magic\"}"));
        assertTrue(kind.getMessage().contains("magic"), kind.getMessage());
        assertThrows(IOException.class, () -> read("{\"kind\": \"platt\", \"a\": \"x\", \"b\": 1}"));
        assertThrows(IllegalArgumentException.class, () -> new IsotonicCalibration(List.of(0.0, 0.5),
                List.of(0.6, 0.2)), "probabilities may not descend");
    }
}
