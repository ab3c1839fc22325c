package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SplitRuleTest {

    private static final int NONE = 0;
    private static final int NONE_LEFT = SplitRule.DEFAULT_LEFT;
    private static final int ZERO_RIGHT = SplitRule.MISSING_ZERO << 2;
    private static final int ZERO_LEFT = ZERO_RIGHT | SplitRule.DEFAULT_LEFT;
    private static final int NAN_RIGHT = SplitRule.MISSING_NAN << 2;
    private static final int NAN_LEFT = NAN_RIGHT | SplitRule.DEFAULT_LEFT;

    @Test
    void valuesUpToAndIncludingTheThresholdGoLeft() {
        assertTrue(SplitRule.numericalGoesLeft(1.5, 1.5, NONE));
        assertTrue(SplitRule.numericalGoesLeft(-7, 1.5, NONE));
        assertFalse(SplitRule.numericalGoesLeft(Math.nextUp(1.5), 1.5, NONE));
        assertTrue(SplitRule.numericalGoesLeft(1e300, Double.POSITIVE_INFINITY, NAN_RIGHT));
    }

    @Test
    void withoutMissingTypeNanIsComparedAsZeroWhateverTheDefaultSide() {
        assertTrue(SplitRule.numericalGoesLeft(Double.NaN, 0.0, NONE));
        assertFalse(SplitRule.numericalGoesLeft(Double.NaN, -0.5, NONE_LEFT));
        assertTrue(SplitRule.numericalGoesLeft(Double.NaN, 0.5, ZERO_LEFT));
        assertFalse(SplitRule.numericalGoesLeft(Double.NaN, 0.5, ZERO_RIGHT));
    }

    @Test
    void missingTypeNanSendsOnlyNanToTheDefaultSide() {
        assertTrue(SplitRule.numericalGoesLeft(Double.NaN, -5, NAN_LEFT));
        assertFalse(SplitRule.numericalGoesLeft(Double.NaN, 5, NAN_RIGHT));
        assertTrue(SplitRule.numericalGoesLeft(0.0, 5, NAN_RIGHT));
        assertFalse(SplitRule.numericalGoesLeft(0.0, -5, NAN_LEFT));
    }

    @Test
    void missingTypeZeroSendsZeroAndNearZeroToTheDefaultSide() {
        assertFalse(SplitRule.numericalGoesLeft(0.0, 5, ZERO_RIGHT));
        assertFalse(SplitRule.numericalGoesLeft(-0.0, 5, ZERO_RIGHT));
        assertFalse(SplitRule.numericalGoesLeft(1e-36, 5, ZERO_RIGHT));
        assertTrue(SplitRule.numericalGoesLeft(0.0, -5, ZERO_LEFT));
        assertTrue(SplitRule.numericalGoesLeft(1e-30, 5, ZERO_RIGHT));
    }

    @Test
    void nearZeroValuesAreComparedAsExactlyZero() {
        // LightGBM's predictor drops |v| <= 1e-35 from the row: -1e-36 is then 0.0, which is above -1e-37
        assertFalse(SplitRule.numericalGoesLeft(-1e-36, -1e-37, NONE));
        assertTrue(SplitRule.numericalGoesLeft(1e-36, 1e-37, NONE));
        assertTrue(SplitRule.numericalGoesLeft(-1e-34, -1e-35, NONE));
    }

    @Test
    void thresholdsMovedOffTheZeroWindowSplitEveryValueAlike() {
        double z = SplitRule.ZERO_THRESHOLD;
        double[] thresholds = {-z, -1e-36, -0.0, 0.0, 1e-36, Math.nextDown(z), z, -1, 1};
        double[] values = {Double.NaN, -1, -Math.nextUp(z), -z, -1e-36, -0.0, 0.0, 1e-36, z, Math.nextUp(z), 1};
        for (double t : thresholds) {
            double moved = SplitRule.outsideZeroWindow(t);
            assertTrue(moved == t || Math.abs(moved) >= z, () -> t + " moved to " + moved);
            for (double v : values) {
                for (int type : new int[] {NONE, ZERO_RIGHT, NAN_LEFT}) {
                    assertEquals(SplitRule.numericalGoesLeft(v, t, type), SplitRule.numericalGoesLeft(v, moved, type),
                            () -> v + " against " + t + ", type " + type);
                }
                if (!Double.isNaN(v) && Math.abs(v) <= z) {
                    assertEquals(SplitRule.numericalGoesLeft(0.0, t, NONE), v <= moved, () -> "raw " + v + " against " + t);
                }
            }
        }
    }

    @Test
    void categoriesGoLeftWhenTheirBitIsSet() {
        int[] words = {99, 0b1010, 0b10, 7};
        // category set in words[1..3): categories 1, 3 and 33
        assertTrue(SplitRule.categoryGoesLeft(1, words, 1, 3));
        assertTrue(SplitRule.categoryGoesLeft(3.9, words, 1, 3));
        assertTrue(SplitRule.categoryGoesLeft(33, words, 1, 3));
        assertFalse(SplitRule.categoryGoesLeft(0, words, 1, 3));
        assertFalse(SplitRule.categoryGoesLeft(32, words, 1, 3));
        assertFalse(SplitRule.categoryGoesLeft(64, words, 1, 3), "past the set's words, though words[3] has bit 0");
    }

    @Test
    void nanAndNegativeCategoriesGoRight() {
        int[] everything = {-1};
        assertTrue(SplitRule.categoryGoesLeft(0, everything, 0, 1));
        assertFalse(SplitRule.categoryGoesLeft(Double.NaN, everything, 0, 1));
        assertFalse(SplitRule.categoryGoesLeft(-1, everything, 0, 1));
        assertTrue(SplitRule.categoryGoesLeft(-0.5, everything, 0, 1), "truncates to category 0");
    }
}
