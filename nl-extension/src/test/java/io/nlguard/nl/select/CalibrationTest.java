package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import io.nlguard.model.calibrate.IsotonicCalibration;
import org.junit.jupiter.api.Test;

class CalibrationTest {

    @Test
    void theBundledCalibrationReadsAndStaysWithinZeroToOne() {
        Calibration bundled = Calibration.bundled();
        for (double score : new double[] {-0.2, 0, 0.5, 0.73, 1, 1.4}) {
            double p = bundled.probability(score);
            assertTrue(p >= 0 && p <= 1, bundled.describe() + " at " + score + ": " + p);
        }
        assertTrue(bundled.probability(0.9) >= bundled.probability(0.1), "never descending");
    }

    @Test
    void uncalibratedIsTheClampedRawScore() throws IOException {
        Calibration none = CalibrationFile.parse("# nothing fitted\nuncalibrated\n");
        assertEquals(0.73, none.probability(0.73), 1e-12);
        assertEquals(1, none.probability(1.4));
        assertEquals(0, none.probability(-0.2));
    }

    @Test
    void plattScalingIsTheScorersLogistic() throws IOException {
        // the scorer's convention: p = 1 / (1 + exp(-(a * s + b)))
        Calibration platt = CalibrationFile.parse(new io.nlguard.model.calibrate.PlattScaling(8, -4).toText());
        assertTrue(platt.calibrated());
        assertEquals(0.5, platt.probability(0.5), 1e-12);
        assertTrue(platt.probability(0.9) > 0.95 && platt.probability(0.1) < 0.05);
    }

    @Test
    void anIsotonicFitOfTheScorerReadsBackTheSame() throws IOException {
        IsotonicCalibration fitted = IsotonicCalibration.fit(new double[] {0.1, 0.2, 0.6, 0.9},
                new boolean[] {false, false, true, true});
        Calibration read = CalibrationFile.parse(fitted.toText());
        assertEquals(0, read.probability(0.0));
        assertEquals(1, read.probability(0.95));
        assertEquals(fitted.apply(0.4), read.probability(0.4), 1e-12);
        assertEquals(0, read.probability(Double.NaN));
    }

    @Test
    void aMalformedCalibrationIsRefusedWithItsReason() {
        IOException kind = assertThrows(IOException.class, () -> CalibrationFile.parse("magic\n1 2\n"));
        assertTrue(kind.getMessage().contains("magic"), kind.getMessage());
        assertThrows(IOException.class, () -> CalibrationFile.parse("isotonic\n0 0.6\n0.5 0.2\n"),
                "probabilities may not descend");
    }
}
