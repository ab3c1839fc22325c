package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReliabilityBinsTest {

    private static double[] repeat(double value, int times) {
        double[] values = new double[times];
        Arrays.fill(values, value);
        return values;
    }

    private static double[] concat(double[] a, double[] b) {
        double[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /** {@code count} labels of which the first {@code positives} are true. */
    private static boolean[] labels(int count, int positives) {
        boolean[] labels = new boolean[count];
        Arrays.fill(labels, 0, positives, true);
        return labels;
    }

    private static boolean[] concat(boolean[] a, boolean[] b) {
        boolean[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void perfectlyCalibratedBinsHaveNoError() {
        // 1 of 4 at 0.25, 3 of 4 at 0.75, 5 of 5 at 1.0.
        double[] p = concat(concat(repeat(0.25, 4), repeat(0.75, 4)), repeat(1.0, 5));
        boolean[] y = concat(concat(labels(4, 1), labels(4, 3)), labels(5, 5));
        ReliabilityBins bins = ReliabilityBins.of(p, y);
        assertEquals(0.0, bins.expectedCalibrationError(), 1e-15);
        assertEquals(0.0, bins.maximumCalibrationError(), 1e-15);
        assertEquals(3, bins.nonEmpty().size());
        assertEquals(10, bins.bins().size());
        assertEquals(5, bins.bins().get(9).count(), "a probability of 1 belongs to the last bin");
    }

    @Test
    void errorsOnAConstructedCase() {
        // 10 at 0.1 with 5 positive: gap 0.4; 30 at 0.9 with 27 positive: gap 0. ECE = 10/40 * 0.4.
        double[] p = concat(repeat(0.1, 10), repeat(0.9, 30));
        boolean[] y = concat(labels(10, 5), labels(30, 27));
        ReliabilityBins bins = ReliabilityBins.of(p, y);
        assertEquals(0.1, bins.expectedCalibrationError(), 1e-12);
        assertEquals(0.4, bins.maximumCalibrationError(), 1e-12);
        ReliabilityBin low = bins.bins().get(1);
        assertEquals(10, low.count());
        assertEquals(0.1, low.meanPredicted(), 1e-12);
        assertEquals(0.5, low.observedRate(), 1e-12);
        assertEquals(0.1, low.lower(), 1e-12);
        assertEquals(0.2, low.upper(), 1e-12);
        assertTrue(bins.bins().get(0).isEmpty());
        assertTrue(Double.isNaN(bins.bins().get(0).observedRate()));
    }

    @Test
    void binCountChangesTheBinning() {
        double[] p = {0.1, 0.6};
        boolean[] y = {false, true};
        // One bin pools both: mean 0.35, observed 0.5. Two bins separate them: gaps 0.1 and 0.4.
        assertEquals(0.15, ReliabilityBins.of(p, y, 1).expectedCalibrationError(), 1e-12);
        assertEquals(0.25, ReliabilityBins.of(p, y, 2).expectedCalibrationError(), 1e-12);
    }

    @Test
    void noPredictionsGiveNaN() {
        ReliabilityBins bins = ReliabilityBins.of(new double[0], new boolean[0]);
        assertTrue(Double.isNaN(bins.expectedCalibrationError()));
        assertTrue(Double.isNaN(bins.maximumCalibrationError()));
    }

    @Test
    void rejectsValuesOutsideTheUnitInterval() {
        assertThrows(IllegalArgumentException.class, () -> ReliabilityBins.of(new double[] {1.5}, new boolean[] {true}));
        assertThrows(IllegalArgumentException.class, () -> ReliabilityBins.of(new double[] {Double.NaN}, new boolean[] {true}));
        assertThrows(IllegalArgumentException.class, () -> ReliabilityBins.of(new double[] {0.5}, new boolean[] {true}, 0));
    }
}
