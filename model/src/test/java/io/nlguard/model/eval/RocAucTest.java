package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RocAucTest {

    /** The definition: over all (positive, negative) pairs, 1 if the positive scores higher, 1/2 on a tie. */
    static double pairwiseAuc(double[] scores, boolean[] positives) {
        double wins = 0;
        long pairs = 0;
        for (int i = 0; i < scores.length; i++) {
            for (int j = 0; j < scores.length; j++) {
                if (positives[i] && !positives[j]) {
                    pairs++;
                    wins += scores[i] > scores[j] ? 1 : scores[i] == scores[j] ? 0.5 : 0;
                }
            }
        }
        return wins / pairs;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 17, 2024})
    void equalsThePairwiseCountOnRandomDataWithTies(long seed) {
        Random random = new Random(seed);
        int n = 300 + random.nextInt(400);
        double[] scores = new double[n];
        boolean[] positives = new boolean[n];
        for (int i = 0; i < n; i++) {
            positives[i] = random.nextDouble() < 0.3;
            // Scores on a coarse grid, so that many tie across and within classes; positives a little higher.
            scores[i] = Math.round((random.nextDouble() + (positives[i] ? 0.3 : 0)) * 8) / 8.0;
        }
        double auc = RocAuc.of(scores, positives);
        assertEquals(pairwiseAuc(scores, positives), auc, 1e-12);
        assertTrue(auc > 0.5 && auc < 1, "positives were shifted up: " + auc);
    }

    @Test
    void perfectReversedAndUninformativeScores() {
        boolean[] labels = {false, false, true, true};
        assertEquals(1.0, RocAuc.of(new double[] {0.1, 0.2, 0.8, 0.9}, labels));
        assertEquals(0.0, RocAuc.of(new double[] {0.9, 0.8, 0.2, 0.1}, labels));
        assertEquals(0.5, RocAuc.of(new double[] {0.4, 0.4, 0.4, 0.4}, labels));
        // One tie among four pairs: (1 + 1 + 1 + 1/2) / 4.
        assertEquals(0.875, RocAuc.of(new double[] {0.1, 0.5, 0.5, 0.9}, labels));
    }

    @Test
    void negativeZeroTiesWithZero() {
        assertEquals(0.5, RocAuc.of(new double[] {-0.0, 0.0}, new boolean[] {true, false}));
        assertEquals(0.5, RocAuc.of(new double[] {0.0, -0.0}, new boolean[] {true, false}));
    }

    @Test
    void isNaNWhenAClassIsMissing() {
        assertTrue(Double.isNaN(RocAuc.of(new double[] {0.1, 0.9}, new boolean[] {true, true})));
        assertTrue(Double.isNaN(RocAuc.of(new double[] {0.1, 0.9}, new boolean[] {false, false})));
        assertTrue(Double.isNaN(RocAuc.of(new double[0], new boolean[0])));
    }

    @Test
    void rejectsMismatchedLengthsAndNaNScores() {
        assertThrows(IllegalArgumentException.class, () -> RocAuc.of(new double[] {0.1}, new boolean[] {true, false}));
        assertThrows(IllegalArgumentException.class, () -> RocAuc.of(new double[] {Double.NaN, 1}, new boolean[] {true, false}));
    }
}
