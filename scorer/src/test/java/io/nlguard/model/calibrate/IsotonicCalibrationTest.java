package io.nlguard.model.calibrate;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IsotonicCalibrationTest {

    /** Scores uniform in [0, 1] whose true probability of a positive is score squared: overconfident scores. */
    private record Sample(double[] scores, boolean[] positives) {

        static Sample squared(long seed, int size) {
            Random random = new Random(seed);
            double[] scores = new double[size];
            boolean[] positives = new boolean[size];
            for (int i = 0; i < size; i++) {
                scores[i] = random.nextDouble();
                positives[i] = random.nextDouble() < scores[i] * scores[i];
            }
            return new Sample(scores, positives);
        }
    }

    @Test
    void poolsAdjacentViolatorsOnAHandCheckedCase() {
        // Labels 1, 0, 1, 1 at scores 1..4: the first two pool to 0.5 at 1.5, the last two (equal) to 1 at 3.5.
        IsotonicCalibration calibration = IsotonicCalibration.fit(new double[] {1, 2, 3, 4}, new boolean[] {true, false, true, true});
        assertEquals(2, calibration.size());
        assertEquals(0.5, calibration.apply(1.5));
        assertEquals(1.0, calibration.apply(3.5));
        assertEquals(0.75, calibration.apply(2.5), 1e-12, "linear between the block centres");
        assertEquals(0.5, calibration.apply(-10), "clamped below");
        assertEquals(1.0, calibration.apply(10), "clamped above");
        assertTrue(Double.isNaN(calibration.apply(Double.NaN)));
    }

    @Test
    void tiedScoresShareOneValue() {
        // Without pooling ties, the order of the tied labels would decide the fit.
        IsotonicCalibration calibration = IsotonicCalibration.fit(
                new double[] {0.2, 0.5, 0.5, 0.5, 0.5, 0.9}, new boolean[] {false, true, false, true, false, true});
        assertEquals(0.5, calibration.apply(0.5));
        assertEquals(0.0, calibration.apply(0.2));
        assertEquals(1.0, calibration.apply(0.9));
    }

    @Test
    void aWeightCountsAsThatManyCopiesOfTheScore() {
        double[] scores = {0.1, 0.3, 0.3, 0.6, 0.8};
        boolean[] positives = {false, true, false, false, true};
        IsotonicCalibration weighted = IsotonicCalibration.fit(scores, positives, new double[] {1, 3, 1, 2, 1});
        IsotonicCalibration copies = IsotonicCalibration.fit(
                new double[] {0.1, 0.3, 0.3, 0.3, 0.3, 0.6, 0.6, 0.8},
                new boolean[] {false, true, true, true, false, false, false, true});
        assertEquals(copies.toText(), weighted.toText());
        // 0.3 holds 3 of 4 positive, 0.6 none of 2: they pool to 3 of 6, unlike the unweighted fit (1 of 3)
        assertEquals(0.5, weighted.apply(0.4), 1e-12);
        assertEquals(1.0 / 3, IsotonicCalibration.fit(scores, positives).apply(0.4), 1e-12);
    }

    @Test
    void unitWeightsFitExactlyAsNoWeights() {
        Sample sample = Sample.squared(13, 5_000);
        double[] ones = new double[sample.scores().length];
        java.util.Arrays.fill(ones, 1.0);
        assertEquals(IsotonicCalibration.fit(sample.scores(), sample.positives()).toText(),
                IsotonicCalibration.fit(sample.scores(), sample.positives(), ones).toText());
    }

    @Test
    void rejectsWeightsThatAreNotPositiveAndFiniteOrNotOnePerScore() {
        double[] scores = {0.1, 0.2};
        boolean[] positives = {false, true};
        for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertThrows(IllegalArgumentException.class,
                    () -> IsotonicCalibration.fit(scores, positives, new double[] {1, bad}), "weight " + bad);
        }
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.fit(scores, positives, new double[] {1}));
    }

    @Test
    void fitIsMonotoneAndMovesHeldOutScoresTowardsTheTrueProbability() {
        Sample train = Sample.squared(11, 20_000);
        Sample test = Sample.squared(12, 20_000);
        IsotonicCalibration calibration = IsotonicCalibration.fit(train.scores(), train.positives());

        double previous = -1;
        for (int i = 0; i <= 1000; i++) {
            double p = calibration.apply(i / 1000.0);
            assertTrue(p >= previous && p >= 0 && p <= 1, "not monotone in [0, 1] at " + i / 1000.0);
            previous = p;
        }
        // the mean distance from the true probability s^2 over held-out scores, raw and calibrated
        double raw = 0;
        double calibrated = 0;
        for (double s : test.scores()) {
            raw += Math.abs(s - s * s) / test.scores().length;
            calibrated += Math.abs(calibration.apply(s) - s * s) / test.scores().length;
        }
        assertTrue(raw > 0.1, "s is far from s^2: " + raw);
        assertTrue(calibrated < raw / 4, "error " + raw + " -> " + calibrated);
        assertEquals(0.25, calibration.apply(0.5), 0.05, "close to the true 0.5^2");
    }

    @Test
    void roundTripsThroughTextExactly() {
        Sample sample = Sample.squared(5, 5_000);
        IsotonicCalibration calibration = IsotonicCalibration.fit(sample.scores(), sample.positives());
        String text = calibration.toText();
        IsotonicCalibration read = IsotonicCalibration.parse(text);
        assertEquals(calibration, read);
        assertEquals(text, read.toText());
        assertEquals(calibration, Calibrator.parse(text));
        Random random = new Random(6);
        for (int i = 0; i < 1000; i++) {
            double score = random.nextDouble() * 1.2 - 0.1;
            assertEquals(calibration.apply(score), read.apply(score));
        }
        assertTrue(text.startsWith("isotonic\n"));
    }

    @Test
    void parseRejectsMalformedText() {
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("isotonic\n"));
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("isotonic\n0.5 0.2\n0.4 0.3\n"));
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("isotonic\n0.1 0.4\n0.2 0.3\n"));
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("isotonic\n0.1 1.4\n"));
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("isotonic\n0.1 x\n"));
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.parse("platt\na 1\nb 0\n"));
        IsotonicCalibration commented = IsotonicCalibration.parse("# shipped with the model\nisotonic\n\n0.1 0.0\n# middle\n0.9 1.0\n");
        assertEquals(0.5, commented.apply(0.5), 1e-12);
    }

    @Test
    void rejectsEmptyAndInfiniteInput() {
        assertThrows(IllegalArgumentException.class, () -> IsotonicCalibration.fit(new double[0], new boolean[0]));
        assertThrows(IllegalArgumentException.class,
                () -> IsotonicCalibration.fit(new double[] {0, Double.POSITIVE_INFINITY}, new boolean[] {false, true}));
    }
}
