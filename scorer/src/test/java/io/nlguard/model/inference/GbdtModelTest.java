package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Scores of {@link TinyModel}, worked out by hand from its trees. */
class GbdtModelTest {

    private static final double NAN = Double.NaN;
    private static final double SINGLE_LEAF = 0.0625;

    private final GbdtModel model = LightGbmTextModel.parse(TinyModel.TEXT);

    @Test
    void describesItsShape() {
        assertEquals(List.of("length", "depth", "kind"), model.featureNames());
        assertEquals(3, model.featureCount());
        assertEquals(4, model.treeCount());
    }

    @Test
    void nanDepthTakesTheDefaultLeftSideAndCategoryThreeIsInTheSet() {
        // tree 0: length 1 <= 1.5, depth NaN -> default left -0.25; tree 1: kind 3 -> 0.125; tree 3: NaN is zero -> right 1
        assertRaw(-0.25 + 0.125 + SINGLE_LEAF + 1, 1.0, NAN, 3);
    }

    @Test
    void nanLengthIsComparedAsZeroAndNegativeCategoriesGoRight() {
        // tree 0: length NaN -> 0 <= 1.5, depth 2 > 0 -> 0.75; tree 1: kind -1 -> -0.375; tree 3: 2 > -0.5 -> 1
        assertRaw(0.75 - 0.375 + SINGLE_LEAF + 1, NAN, 2.0, -1);
    }

    @Test
    void categoryInTheSecondBitsetWordGoesLeft() {
        // tree 0: length 2 > 1.5 -> 0.5; tree 1: kind 33 -> 0.125; tree 3: depth -1 <= -0.5 -> -1
        assertRaw(0.5 + 0.125 + SINGLE_LEAF - 1, 2.0, -1.0, 33);
    }

    @Test
    void thresholdItselfGoesLeftAndZeroIsMissingInTreeThree() {
        // tree 0: 1.5 <= 1.5, depth 0 <= 0 -> -0.25; tree 1: kind 2.7 is category 2 -> -0.375; tree 3: 0 is missing -> 1
        assertRaw(-0.25 - 0.375 + SINGLE_LEAF + 1, 1.5, 0.0, 2.7);
    }

    @Test
    void categoriesBeyondTheBitsetAndNanGoRight() {
        double expected = 0.5 - 0.375 + SINGLE_LEAF - 1;
        assertRaw(expected, 3.0, -2.0, 64);
        assertRaw(expected, 3.0, -2.0, NAN);
    }

    @Test
    void nanGoesRightWhereTheMissingSideIsRight() {
        GbdtModel defaultRight = LightGbmTextModel.parse(TinyModel.withLine("decision_type=2 10", "decision_type=2 8"));
        double[] row = {1.0, NAN, 3};
        assertEquals(model.rawScore(row) + 0.25 + 0.75, defaultRight.rawScore(row), 1e-15);
    }

    @Test
    void valuesInTheZeroWindowCompareAsZeroWithThresholdsInsideIt() {
        GbdtModel nearZero = LightGbmTextModel.parse(TinyModel.withLine("threshold=1.5 0", "threshold=-1e-37 0"));
        // -1e-36 is read as 0.0, which is above -1e-37: right to leaf 0.5; -1e-30 stays itself and goes left
        double rest = 0.125 + SINGLE_LEAF + 1;
        assertEquals(0.5 + rest, nearZero.rawScore(new double[] {-1e-36, 2.0, 3}), 1e-15);
        assertEquals(0.75 + rest, nearZero.rawScore(new double[] {-1e-30, 2.0, 3}), 1e-15);
    }

    @Test
    void probabilityIsTheSigmoidOfTheRawScoreWithTheModelsSlope() {
        double[] row = {1.0, NAN, 3};
        double raw = model.rawScore(row);
        assertEquals(1.0 / (1.0 + Math.exp(-TinyModel.SIGMOID * raw)), model.probability(row), 0.0);
    }

    @Test
    void regressionOutputsTheRawScore() {
        GbdtModel regression = LightGbmTextModel.parse(
                TinyModel.withLine("objective=binary sigmoid:2", "objective=regression"));
        double[] row = {NAN, 2.0, -1};
        assertEquals(regression.rawScore(row), regression.probability(row), 0.0);
        assertEquals(model.rawScore(row), regression.rawScore(row), 0.0);
    }

    @Test
    void lambdarankOutputsTheRawScore() {
        GbdtModel ranking = LightGbmTextModel.parse(TinyModel.withLine("objective=binary sigmoid:2", "objective=lambdarank"));
        double[] row = {1.0, 2.0, -1};
        assertEquals(ranking.rawScore(row), ranking.probability(row), 0.0);
        assertEquals(model.rawScore(row), ranking.rawScore(row), 0.0);
    }

    @Test
    void contributionsCreditEachSplitsChangeOfExpectedOutputToItsFeature() {
        double[] out = new double[4];
        Arrays.fill(out, 42);
        model.contributions(new double[] {1.0, NAN, 3}, out);
        // expected outputs (count-weighted leaf means): tree 0 root 0.45, its depth node 25/60; tree 1 root -0.25; tree 3 root 0
        double tree0Root = (40 * 0.5 + 20 * -0.25 + 40 * 0.75) / 100;
        double tree0Depth = (20 * -0.25 + 40 * 0.75) / 60;
        double tree1Root = (25 * 0.125 + 75 * -0.375) / 100;
        double[] expected = {
                tree0Depth - tree0Root,
                (-0.25 - tree0Depth) + (1 - 0.0),
                0.125 - tree1Root,
                tree0Root + tree1Root + SINGLE_LEAF + 0.0
        };
        assertArrayEquals(expected, out, 1e-15);
        assertEquals(model.rawScore(new double[] {1.0, NAN, 3}), Arrays.stream(out).sum(), 1e-15);
    }

    @Test
    void rowsAndContributionBuffersMustHaveTheModelsWidth() {
        assertThrows(IllegalArgumentException.class, () -> model.rawScore(new double[2]));
        assertThrows(IllegalArgumentException.class, () -> model.probability(new double[4]));
        assertThrows(IllegalArgumentException.class, () -> model.contributions(new double[3], new double[3]));
    }

    private void assertRaw(double expected, double... row) {
        assertEquals(expected, model.rawScore(row), 1e-15, () -> "row " + Arrays.toString(row));
    }
}
