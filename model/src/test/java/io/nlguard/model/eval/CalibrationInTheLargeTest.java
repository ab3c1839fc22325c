package io.nlguard.model.eval;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The error a test set's own error rate explains is taken away; an error of another kind stays. */
class CalibrationInTheLargeTest {

    /** 100 nodes scored {@code low}, then 100 scored {@code high}. */
    private static double[] scores(double low, double high) {
        double[] scores = new double[200];
        Arrays.fill(scores, 0, 100, low);
        Arrays.fill(scores, 100, 200, high);
        return scores;
    }

    /** Of the same nodes, the first {@code lowWrong} of the low ones and the first {@code highWrong} of the high ones wrong. */
    private static boolean[] wrong(int lowWrong, int highWrong) {
        boolean[] wrong = new boolean[200];
        Arrays.fill(wrong, 0, lowWrong, true);
        Arrays.fill(wrong, 100, 100 + highWrong, true);
        return wrong;
    }

    private static double sigmoid(double logit) {
        return 1 / (1 + Math.exp(-logit));
    }

    private static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    @Test
    void aModelRightButForTheTestSetsRateHasNoErrorLeft() {
        // calibrated at 0.1 and 0.3, then every logit moved up by one, as a model trained where nodes were wronger
        double[] scores = scores(sigmoid(logit(0.1) + 1), sigmoid(logit(0.3) + 1));
        boolean[] wrong = wrong(10, 30);

        CalibrationInTheLarge large = CalibrationInTheLarge.of(scores, wrong);

        assertTrue(ReliabilityBins.of(scores, wrong).expectedCalibrationError() > 0.1, "miscalibrated as it stands");
        assertEquals(0.2, large.wrongShare(), 1e-12);
        assertEquals((scores[0] + scores[199]) / 2, large.meanProbability(), 1e-12);
        assertEquals(0, large.errorAtWrongShare(), 1e-9, "one offset puts every bin back");
    }

    @Test
    void anErrorThatIsNotTheMeansStays() {
        // the mean is right (0.25), the order is wrong: the nodes said safer are the wronger ones
        double[] scores = scores(0.15, 0.35);
        boolean[] wrong = wrong(35, 15);

        CalibrationInTheLarge large = CalibrationInTheLarge.of(scores, wrong);

        assertEquals(0.25, large.meanProbability(), 1e-12);
        assertEquals(0.25, large.wrongShare(), 1e-12);
        assertEquals(0.2, large.errorAtWrongShare(), 1e-9);
        assertEquals(ReliabilityBins.of(scores, wrong).expectedCalibrationError(), large.errorAtWrongShare(), 1e-9);
    }

    @Test
    void probabilitiesOfZeroAndOneAreMovedToo() {
        double[] scores = {0, 0, 1, 1};
        boolean[] wrong = {false, false, false, true};

        CalibrationInTheLarge large = CalibrationInTheLarge.of(scores, wrong);

        assertEquals(0.5, large.meanProbability(), 1e-12);
        assertEquals(0.25, large.wrongShare(), 1e-12);
        assertTrue(large.errorAtWrongShare() < ReliabilityBins.of(scores, wrong).expectedCalibrationError());
    }

    @Test
    void noNodesMeasureNothingAndMismatchedInputsAreRefused() {
        CalibrationInTheLarge none = CalibrationInTheLarge.of(new double[0], new boolean[0]);
        assertTrue(Double.isNaN(none.meanProbability()) && Double.isNaN(none.errorAtWrongShare()));
        assertThrows(IllegalArgumentException.class, () -> CalibrationInTheLarge.of(new double[] {0.5}, new boolean[2]));
        assertThrows(IllegalArgumentException.class, () -> CalibrationInTheLarge.of(new double[] {1.5}, new boolean[1]));
    }
}
