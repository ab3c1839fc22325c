package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RocCurveTest {

    private static double[] scores;
    private static boolean[] positives;

    static {
        Random random = new Random(7);
        scores = new double[5000];
        positives = new boolean[scores.length];
        for (int i = 0; i < scores.length; i++) {
            positives[i] = random.nextDouble() < 0.2;
            scores[i] = Math.round((random.nextGaussian() + (positives[i] ? 1 : 0)) * 1000) / 1000.0;
        }
    }

    private static void assertMonotoneFromOriginToOne(List<RocPoint> points) {
        assertEquals(new RocPoint(Double.POSITIVE_INFINITY, 0, 0), points.get(0));
        RocPoint last = points.get(points.size() - 1);
        assertEquals(1.0, last.falsePositiveRate());
        assertEquals(1.0, last.truePositiveRate());
        for (int i = 1; i < points.size(); i++) {
            RocPoint before = points.get(i - 1);
            RocPoint point = points.get(i);
            assertTrue(point.falsePositiveRate() >= before.falsePositiveRate(), "fpr falls at " + i);
            assertTrue(point.truePositiveRate() >= before.truePositiveRate(), "tpr falls at " + i);
            assertTrue(point.threshold() < before.threshold(), "thresholds descend at " + i);
        }
    }

    @Test
    void runsMonotonicallyFromOriginToOneWithAPointPerDistinctScore() {
        RocCurve curve = RocCurve.of(scores, positives);
        assertMonotoneFromOriginToOne(curve.points());
        long distinct = Arrays.stream(scores).distinct().count();
        assertEquals(distinct + 1, curve.points().size());
    }

    @Test
    void trapezoidAreaUnderTheCurveIsTheAuc() {
        List<RocPoint> points = RocCurve.of(scores, positives).points();
        double area = 0;
        for (int i = 1; i < points.size(); i++) {
            RocPoint a = points.get(i - 1);
            RocPoint b = points.get(i);
            area += (b.falsePositiveRate() - a.falsePositiveRate()) * (a.truePositiveRate() + b.truePositiveRate()) / 2;
        }
        assertEquals(RocAuc.of(scores, positives), area, 1e-9);
    }

    @Test
    void downsamplingKeepsTheEndsAndTheShape() {
        RocCurve full = RocCurve.of(scores, positives);
        RocCurve small = full.downsampled(RocCurve.CHART_POINTS);
        assertTrue(full.points().size() > RocCurve.CHART_POINTS);
        assertTrue(small.points().size() <= RocCurve.CHART_POINTS, "kept " + small.points().size());
        assertTrue(small.points().size() > RocCurve.CHART_POINTS / 2, "kept " + small.points().size());
        assertMonotoneFromOriginToOne(small.points());
        assertTrue(full.points().containsAll(small.points()));
        assertSame(small, small.downsampled(RocCurve.CHART_POINTS));
        assertEquals(2, full.downsampled(2).points().size());
    }

    @Test
    void needsBothClasses() {
        assertThrows(IllegalArgumentException.class, () -> RocCurve.of(new double[] {1, 2}, new boolean[] {true, true}));
    }
}
