package io.nlguard.model.inference;

import com.microsoft.ml.lightgbm.PredictionType;
import io.github.metarank.lightgbm4j.LGBMException;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pure-Java evaluator against LightGBM itself: models trained by LightGBM (through LightGBM4j) on
 * {@link SyntheticTable} data, saved as text, read by {@link LightGbmTextModel} and scored on held-out
 * rows salted with edge values must give LightGBM's scores to rounding.
 */
class LightGbmParityTest {

    private static final double TOLERANCE = 1e-9;
    private static final int WIDTH = SyntheticTable.WIDTH;
    private static final SyntheticTable TRAIN = SyntheticTable.generate(5_000, 11);
    private static final SyntheticTable TEST = SyntheticTable.generate(2_000, 12).withEdgeValues(20, 13);
    private static final Pattern DECISION_TYPES = Pattern.compile("(?m)^decision_type=(.*)$");
    private static final Pattern CATEGORY_SETS = Pattern.compile("(?m)^cat_boundaries=(.*)\\Rcat_threshold=(.*)$");

    @Test
    void binaryModelScoresAsLightGbmDoes() throws LGBMException {
        try (TrainedBooster booster = TrainedBooster.train(TRAIN, TRAIN.binaryLabel, "binary", "")) {
            GbdtModel model = LightGbmTextModel.parse(booster.modelText);
            assertUsesSplits(booster.modelText, SplitRule.MISSING_NAN);
            assertCategoryZeroGoesBothWays(booster.modelText);
            assertTrue(model.quick(), "a model with categorical splits is scored by QuickScorer");
            assertShape(model);
            assertMatches(booster, model);
            assertContributionsAddUp(booster, model);
            assertQuickScorerScoresAsTheWalk(model);
            assertStatementLikeBatchesScoreAsSingleRows(model);
        }
    }

    @Test
    void numericalModelIsScoredByQuickScorerAsLightGbmDoes() throws LGBMException {
        try (TrainedBooster booster = TrainedBooster.trainNumerical(TRAIN, TRAIN.binaryLabel, "binary")) {
            GbdtModel model = LightGbmTextModel.parse(booster.modelText);
            assertTrue(model.quick(), "a numerical model of 31-leaf trees is scored by QuickScorer");
            assertShape(model);
            assertMatches(booster, model);
            assertContributionsAddUp(booster, model);
            assertQuickScorerScoresAsTheWalk(model);
            assertStatementLikeBatchesScoreAsSingleRows(model);
        }
    }

    private static void assertQuickScorerScoresAsTheWalk(GbdtModel model) {
        for (int r = 0; r < TEST.rows; r++) {
            double[] row = TEST.row(r);
            assertEquals(Double.doubleToRawLongBits(model.walkedRawScore(row)),
                    Double.doubleToRawLongBits(model.rawScore(row)),
                    "QuickScorer vs the walk, row " + r + ": " + Arrays.toString(row));
        }
    }

    /**
     * Rows that share some features' values, as a statement's nodes share the statement's: QuickScorer
     * applies those features once per batch, which must not change any row's score.
     */
    private static void assertStatementLikeBatchesScoreAsSingleRows(GbdtModel model) {
        for (int count : new int[] {40, 1, 6, 39}) { // rows are summed four at a time, then one by one
            assertStatementLikeBatchesScoreAsSingleRows(model, count);
        }
    }

    private static void assertStatementLikeBatchesScoreAsSingleRows(GbdtModel model, int count) {
        // continuous, integer codes, categorical (where the model has them), NaN-bearing; 15 is NaN in every row
        for (int shared : new int[] {0, 7, SyntheticTable.CATEGORICAL[1], 13, 15}) {
            double[] rows = Arrays.copyOf(TEST.values, count * WIDTH);
            for (int r = 0; r < count; r++) {
                rows[r * WIDTH + shared] = rows[shared];
                rows[r * WIDTH + 15] = Double.NaN;
            }
            double[] batch = new double[count];
            model.probabilities(rows, count, batch);
            for (int r = 0; r < count; r++) {
                double[] row = Arrays.copyOfRange(rows, r * WIDTH, (r + 1) * WIDTH);
                assertEquals(model.probability(row), batch[r], 0.0, "row " + r + " sharing feature " + shared);
            }
        }
    }

    @Test
    void regressionModelWithZeroAsMissingScoresAsLightGbmDoes() throws LGBMException {
        try (TrainedBooster booster = TrainedBooster.train(TRAIN, TRAIN.regressionTarget, "regression",
                "zero_as_missing=true")) {
            GbdtModel model = LightGbmTextModel.parse(booster.modelText);
            assertUsesSplits(booster.modelText, SplitRule.MISSING_ZERO);
            assertFalse(model.quick(), "missing type Zero is walked");
            assertShape(model);
            assertMatches(booster, model);
            assertContributionsAddUp(booster, model);
        }
    }

    private static void assertShape(GbdtModel model) {
        assertEquals(TrainedBooster.TREES, model.treeCount());
        assertEquals(List.of(SyntheticTable.featureNames()), model.featureNames());
    }

    private static void assertMatches(TrainedBooster booster, GbdtModel model) throws LGBMException {
        double[] raw = booster.predict(TEST, PredictionType.C_API_PREDICT_RAW_SCORE);
        double[] output = booster.predict(TEST, PredictionType.C_API_PREDICT_NORMAL);
        double worstRaw = 0;
        double worstOutput = 0;
        for (int r = 0; r < TEST.rows; r++) {
            double[] row = TEST.row(r);
            worstRaw = Math.max(worstRaw, Math.abs(model.rawScore(row) - raw[r]));
            worstOutput = Math.max(worstOutput, Math.abs(model.probability(row) - output[r]));
        }
        assertTrue(worstRaw <= TOLERANCE, "max |raw score difference| " + worstRaw);
        assertTrue(worstOutput <= TOLERANCE, "max |output difference| " + worstOutput);
        double[] batch = new double[TEST.rows];
        model.probabilities(TEST.values, TEST.rows, batch);
        for (int r = 0; r < TEST.rows; r++) {
            assertEquals(model.probability(TEST.row(r)), batch[r], 0.0, "tree-by-tree scoring of row " + r);
        }
    }

    /**
     * Contributions sum to the raw score, and their bias is the trees' expected value, the same as the bias
     * of LightGBM's own (TreeSHAP) contributions. The per-feature parts differ from TreeSHAP by design.
     */
    private static void assertContributionsAddUp(TrainedBooster booster, GbdtModel model) throws LGBMException {
        double[] shap = booster.predict(TEST, PredictionType.C_API_PREDICT_CONTRIB);
        double[] out = new double[WIDTH + 1];
        for (int r = 0; r < TEST.rows; r++) {
            double[] row = TEST.row(r);
            model.contributions(row, out);
            assertEquals(model.rawScore(row), Arrays.stream(out).sum(), TOLERANCE, "row " + r);
            assertEquals(shap[r * (WIDTH + 1) + WIDTH], out[WIDTH], TOLERANCE, "bias, row " + r);
        }
    }

    /**
     * Some categorical split of the trained model sends category 0 left and some sends it right, so that
     * parity covers the splits QuickScorer takes as they are and those whose children it swaps.
     */
    private static void assertCategoryZeroGoesBothWays(String modelText) {
        boolean left = false;
        boolean right = false;
        Matcher m = CATEGORY_SETS.matcher(modelText);
        while (m.find()) {
            int[] boundaries = Arrays.stream(m.group(1).trim().split(" +")).mapToInt(Integer::parseInt).toArray();
            long[] words = Arrays.stream(m.group(2).trim().split(" +")).mapToLong(Long::parseLong).toArray();
            for (int set = 0; set + 1 < boundaries.length; set++) {
                boolean zeroLeft = boundaries[set] < boundaries[set + 1] && (words[boundaries[set]] & 1) != 0;
                left |= zeroLeft;
                right |= !zeroLeft;
            }
        }
        assertTrue(left, "no categorical split sends category 0 left");
        assertTrue(right, "no categorical split sends category 0 right");
    }

    /** The trained model has categorical splits and splits of the given missing type, so parity covers them. */
    private static void assertUsesSplits(String modelText, int missingType) {
        boolean categorical = false;
        boolean missing = false;
        Matcher m = DECISION_TYPES.matcher(modelText);
        while (m.find()) {
            for (String token : m.group(1).trim().split(" +")) {
                if (token.isEmpty()) {
                    continue;
                }
                int type = Integer.parseInt(token);
                categorical |= (type & SplitRule.CATEGORICAL) != 0;
                missing |= (type & SplitRule.CATEGORICAL) == 0 && SplitRule.missingType(type) == missingType;
            }
        }
        assertTrue(categorical, "the model has no categorical split");
        assertTrue(missing, "the model has no split of missing type " + missingType);
    }
}
