package io.nlguard.cli.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The calibration figures on six questions worked out by hand. */
class ReliabilityTest {

    private static final double[] CONFIDENCE = {0.05, 0.15, 0.15, 0.85, 0.95, 0.95};
    private static final boolean[] RIGHT = {false, false, true, true, true, false};

    @Test
    void theReliabilityTableHasTenEqualBins() {
        List<Reliability.Bin> bins = Reliability.table(CONFIDENCE, RIGHT, 10);
        assertEquals(10, bins.size());
        assertEquals(1, bins.get(0).count());
        assertEquals(0.05, bins.get(0).meanConfidence(), 1e-12);
        assertEquals(0.0, bins.get(0).accuracy(), 1e-12);
        assertEquals(2, bins.get(1).count());
        assertEquals(0.5, bins.get(1).accuracy(), 1e-12);
        assertEquals(0, bins.get(5).count());
        assertTrue(Double.isNaN(bins.get(5).accuracy()));
        assertEquals(2, bins.get(9).count());
        assertEquals(0.95, bins.get(9).meanConfidence(), 1e-12);
        assertEquals(1, Reliability.table(new double[] {1.0}, new boolean[] {true}, 10).get(9).count(),
                "a confidence of 1 is in the last bin");
    }

    @Test
    void theExpectedCalibrationErrorWeighsEachBinByItsShare() {
        // bins 0, 1, 8, 9: |0 − .05|·1 + |.5 − .15|·2 + |1 − .85|·1 + |.5 − .95|·2 = 1.8, over 6 questions
        assertEquals(0.3, Reliability.ece(CONFIDENCE, RIGHT, 10), 1e-12);
        assertEquals(0.0, Reliability.ece(new double[] {0.25, 0.25, 0.25, 0.25}, new boolean[] {true, false, false, false}, 10),
                1e-12, "a quarter right at 0.25 is calibrated");
    }

    @Test
    void coverageAnswersTheMostConfidentFirst() {
        assertEquals(3 / 6.0, Reliability.accuracyAtCoverage(CONFIDENCE, RIGHT, 1.0), 1e-12);
        // 80% of 6 rounds up to 5: .95 T, .95 F, .85 T, then the first .15 (wrong)
        assertEquals(3 / 5.0, Reliability.accuracyAtCoverage(CONFIDENCE, RIGHT, 0.8), 1e-12);
        // 60% of 6 rounds up to 4
        assertEquals(2 / 4.0, Reliability.accuracyAtCoverage(CONFIDENCE, RIGHT, 0.6), 1e-12);
        assertEquals(2 / 3.0, Reliability.accuracyAtCoverage(CONFIDENCE, RIGHT, 0.5), 1e-12);
    }
}
