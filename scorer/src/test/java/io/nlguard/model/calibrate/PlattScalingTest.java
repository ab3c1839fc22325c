package io.nlguard.model.calibrate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlattScalingTest {

    @ParameterizedTest
    @CsvSource({"2.5, -1.0, 1", "-1.5, 0.5, 2", "0.8, 2.0, 3"})
    void recoversTheParametersOfASyntheticLogistic(double a, double b, long seed) {
        Random random = new Random(seed);
        int n = 60_000;
        double[] scores = new double[n];
        boolean[] positives = new boolean[n];
        for (int i = 0; i < n; i++) {
            scores[i] = random.nextGaussian();
            positives[i] = random.nextDouble() < 1 / (1 + Math.exp(-(a * scores[i] + b)));
        }
        PlattScaling fit = PlattScaling.fit(scores, positives);
        assertEquals(a, fit.a(), 0.1, fit.toString());
        assertEquals(b, fit.b(), 0.1, fit.toString());
    }

    @Test
    void separableClassesStillGiveAFiniteFit() {
        // Plain maximum likelihood would run a to infinity here; the regularized targets stop it.
        PlattScaling fit = PlattScaling.fit(new double[] {-2, -1, 1, 2}, new boolean[] {false, false, true, true});
        assertTrue(Double.isFinite(fit.a()) && fit.a() > 0, fit.toString());
        assertTrue(fit.apply(2) < 1 && fit.apply(2) > 0.5);
        assertEquals(1 - fit.apply(2), fit.apply(-2), 1e-9, "symmetric data, symmetric fit");
    }

    @Test
    void oneClassFitsTheRegularizedTarget() {
        PlattScaling fit = PlattScaling.fit(new double[] {0.1, 0.4, 0.7}, new boolean[] {false, false, false});
        // All targets are 1 / (3 + 2); with equal targets the best fit is flat at that value.
        for (double score : new double[] {0.1, 0.4, 0.7}) {
            assertEquals(0.2, fit.apply(score), 1e-4);
        }
    }

    @Test
    void roundTripsThroughTextExactly() {
        PlattScaling platt = new PlattScaling(2.718281828459045, -0.1 - 0.2);
        String text = platt.toText();
        assertEquals(platt, PlattScaling.parse(text));
        assertEquals(platt, Calibrator.parse(text));
        assertEquals(text, PlattScaling.parse(text).toText());
        assertTrue(text.startsWith("platt\n"));
        assertEquals(1 / (1 + Math.exp(-(platt.a() * 0.3 + platt.b()))), platt.apply(0.3), 1e-15);
    }

    @Test
    void parseRejectsMalformedText() {
        assertThrows(IllegalArgumentException.class, () -> PlattScaling.parse("platt\na 1\n"));
        assertThrows(IllegalArgumentException.class, () -> PlattScaling.parse("platt\nb 1\na 0\n"));
        assertThrows(IllegalArgumentException.class, () -> PlattScaling.parse("platt\na NaN\nb 0\n"));
        assertThrows(IllegalArgumentException.class, () -> Calibrator.parse("sigmoid\na 1\nb 0\n"));
        assertThrows(IllegalArgumentException.class, () -> Calibrator.parse("\n# nothing\n"));
    }
}
