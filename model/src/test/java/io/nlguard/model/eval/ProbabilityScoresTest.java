package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProbabilityScoresTest {

    private static final boolean[] LABELS = {true, false, true, false};

    @Test
    void brierScore() {
        assertEquals(0.0, ProbabilityScores.brierScore(new double[] {1, 0, 1, 0}, LABELS));
        assertEquals(0.25, ProbabilityScores.brierScore(new double[] {0.5, 0.5, 0.5, 0.5}, LABELS));
        assertEquals(1.0, ProbabilityScores.brierScore(new double[] {0, 1, 0, 1}, LABELS));
        // (0.2^2 + 0.2^2 + 0.4^2 + 0.4^2) / 4
        assertEquals(0.1, ProbabilityScores.brierScore(new double[] {0.8, 0.2, 0.6, 0.4}, LABELS), 1e-12);
    }

    @Test
    void logLoss() {
        assertEquals(Math.log(2), ProbabilityScores.logLoss(new double[] {0.5, 0.5, 0.5, 0.5}, LABELS), 1e-12);
        assertEquals(-(Math.log(0.8) + Math.log(0.8) + Math.log(0.6) + Math.log(0.6)) / 4,
                ProbabilityScores.logLoss(new double[] {0.8, 0.2, 0.6, 0.4}, LABELS), 1e-12);
        double confidentMistake = ProbabilityScores.logLoss(new double[] {0}, new boolean[] {true});
        assertEquals(-Math.log(ProbabilityScores.LOG_LOSS_EPSILON), confidentMistake, 1e-9);
    }

    @Test
    void emptyInputIsNaNAndBadProbabilitiesAreRejected() {
        assertTrue(Double.isNaN(ProbabilityScores.brierScore(new double[0], new boolean[0])));
        assertThrows(IllegalArgumentException.class, () -> ProbabilityScores.logLoss(new double[] {-0.1}, new boolean[] {true}));
    }
}
