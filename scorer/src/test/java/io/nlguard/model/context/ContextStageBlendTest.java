package io.nlguard.model.context;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The two stages' probabilities meet at the mean of their log-odds. */
class ContextStageBlendTest {

    private static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    @Test
    void isTheMeanOfTheLogOdds() {
        double[][] pairs = {{0.9, 0.5}, {0.2, 0.7}, {0.01, 0.99}, {0.999, 0.6}, {1e-6, 0.3}};
        for (double[] pair : pairs) {
            double expected = 1 / (1 + Math.exp(-(logit(pair[0]) + logit(pair[1])) / 2));
            assertEquals(expected, ContextStage.blend(pair[0], pair[1]), 1e-12, pair[0] + " and " + pair[1]);
        }
        // odds 9 and 1 meet at odds 3
        assertEquals(0.75, ContextStage.blend(0.9, 0.5), 1e-15);
    }

    @Test
    void isSymmetricAndKeepsAgreement() {
        assertEquals(ContextStage.blend(0.3, 0.8), ContextStage.blend(0.8, 0.3), 0.0);
        assertEquals(0.42, ContextStage.blend(0.42, 0.42), 1e-15);
        assertEquals(0.5, ContextStage.blend(0.1, 0.9), 1e-15);
    }

    @Test
    void risesWithEitherStage() {
        double previous = -1;
        for (double context = 0; context <= 1.0; context += 0.05) {
            double blended = ContextStage.blend(0.7, context);
            assertTrue(blended > previous, "at " + context + ": " + blended + " after " + previous);
            previous = blended;
        }
    }

    @Test
    void certaintyHoldsAndOpposingCertaintiesMeetInTheMiddle() {
        assertEquals(1.0, ContextStage.blend(1.0, 0.3), 0.0);
        assertEquals(0.0, ContextStage.blend(0.0, 0.3), 0.0);
        assertEquals(0.5, ContextStage.blend(1.0, 0.0), 0.0);
    }
}
