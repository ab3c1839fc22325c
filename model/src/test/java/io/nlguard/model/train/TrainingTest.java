package io.nlguard.model.train;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.calibrate.Calibrator;
import io.nlguard.model.calibrate.IsotonicCalibration;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.context.ContextRows;
import io.nlguard.model.context.ContextStage;
import io.nlguard.model.eval.ParityCheck;
import io.nlguard.model.eval.RocAuc;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** LightGBM training on synthetic pairs: learns, matches LightGBM, reproduces, calibrates monotonically. */
class TrainingTest {

    private static boolean[] labels(NodeDataset data) {
        boolean[] labels = new boolean[data.rows()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = data.label(i);
        }
        return labels;
    }

    @Test
    void theSplitHoldsOutWholeQuestionsOnBothClasses() {
        NodeDataset train = SyntheticModels.train();
        NodeDataset test = SyntheticModels.test();
        assertEquals(SyntheticModels.dataset().rows(), train.rows() + test.rows());
        assertTrue(test.wrongRows() > 0 && test.wrongRows() < test.rows(), "the test side has both classes");
        assertTrue(train.queries().stream().noneMatch(q -> test.queries().stream()
                .anyMatch(t -> t.pair().group().equals(q.pair().group()))));
    }

    @Test
    void theModelRanksWrongNodesAboveRightOnesOnHeldOutQuestions() {
        NodeDataset test = SyntheticModels.test();
        double auc = RocAuc.of(SyntheticModels.model().rawProbabilities(test), labels(test));
        assertTrue(auc > 0.9, "held-out node AUC " + auc);
    }

    @Test
    void thePureJavaEvaluatorMatchesLightGbm() {
        assertTrue(ParityCheck.maxDifference(SyntheticModels.model(), SyntheticModels.test()) <= 1e-9);
        assertTrue(ParityCheck.maxDifference(SyntheticModels.model(), SyntheticModels.train()) <= 1e-9);
    }

    @Test
    void theSameDataAndParametersGiveTheSameModel() {
        TrainedModel again = ModelTrainer.train(SyntheticModels.train(), TrainingParameters.paper(), false);
        assertEquals(SyntheticModels.model().text(), again.text());
        assertArrayEquals(SyntheticModels.model().rawProbabilities(SyntheticModels.test()),
                again.rawProbabilities(SyntheticModels.test()));
    }

    @Test
    void theModelNamesTheGuardFeatures() {
        TrainedModel model = SyntheticModels.model();
        assertEquals(SyntheticModels.dataset().featureNames(), model.gbdt().featureNames());
        assertNull(model.calibrator(), "not asked to calibrate");
        assertArrayEquals(model.rawProbabilities(SyntheticModels.test()), model.probabilities(SyntheticModels.test()));
    }

    @Test
    void calibrationIsMonotoneInTheRawProbability() {
        TrainedModel model = SyntheticModels.calibrated();
        Calibrator calibrator = model.calibrator();
        assertNotNull(calibrator);
        double previous = -1;
        for (int i = 0; i <= 1000; i++) {
            double calibrated = calibrator.apply(i / 1000.0);
            assertTrue(calibrated >= 0 && calibrated <= 1, "in [0, 1]: " + calibrated);
            assertTrue(calibrated >= previous, "non-decreasing at " + i / 1000.0);
            previous = calibrated;
        }
        assertTrue(calibrator.apply(0) < calibrator.apply(1), "calibration separates the classes");

        // The calibrated model's trees are the uncalibrated model's: calibration only maps their output.
        assertEquals(SyntheticModels.model().text(), model.text());
        NodeDataset test = SyntheticModels.test();
        assertArrayEquals(calibrator.applyAll(model.rawProbabilities(test)), model.probabilities(test));
    }

    /** {@code queries} copies of one query's nodes, each in its own group, every node labelled {@code wrong}. */
    private static NodeDataset sameNodesLabelled(boolean wrong, int queries) {
        QueryPair pair = TinyCatalog.pair("SELECT name FROM singer", "SELECT name FROM singer", "x");
        PairFeaturizer.Featurized rows = (PairFeaturizer.Featurized) new PairFeaturizer()
                .featurize(pair, TinyCatalog.catalogs().get(TinyCatalog.DB));
        boolean[] labels = new boolean[rows.types().length];
        java.util.Arrays.fill(labels, wrong);
        NodeDataset data = new NodeDataset(NodeFeatures.names());
        for (int i = 0; i < queries; i++) {
            data.add(TinyCatalog.pair(pair.gold(), pair.predicted(), (wrong ? "w" : "r") + i), rows.features(),
                    rows.types(), labels);
        }
        return data;
    }

    @Test
    void aBalancedPartCountsAsMuchAsALargerOneInTrainingAndCalibration() {
        // The same nodes, wrong in 30 queries of one part and right in 90 of another: pooled row for row
        // the model says 1 in 4, balanced 1 in 2, in its trees and in its calibration alike.
        List<NodeDataset> parts = List.of(sameNodesLabelled(true, 30), sameNodesLabelled(false, 90));
        NodeDataset pooled = NodeDataset.concat(parts);
        NodeDataset balanced = NodeDataset.balanced(parts);
        double[] row = new double[pooled.width()];
        pooled.copyRow(0, row);

        TrainedModel pooledModel = ModelTrainer.train(pooled, TrainingParameters.paper(), true);
        TrainedModel balancedModel = ModelTrainer.train(balanced, TrainingParameters.paper(), true);
        assertEquals(0.25, pooledModel.gbdt().probability(row), 0.01);
        assertEquals(0.5, balancedModel.gbdt().probability(row), 0.01);
        assertEquals(0.25, pooledModel.calibrator().apply(pooledModel.gbdt().probability(row)), 0.01);
        assertEquals(0.5, balancedModel.calibrator().apply(balancedModel.gbdt().probability(row)), 0.01);
    }

    @Test
    void theContextStageRefusesWeightedRows() {
        NodeDataset balanced = NodeDataset.balanced(List.of(sameNodesLabelled(true, 4), sameNodesLabelled(false, 8)));
        assertThrows(IllegalArgumentException.class,
                () -> ModelTrainer.train(balanced, TrainingParameters.compactWithContext(), false));
    }

    @Test
    void anEmptyDatasetIsRejected() {
        NodeDataset empty = SyntheticModels.dataset().select(pair -> false);
        assertThrows(IllegalArgumentException.class, () -> LightGbmTrainer.train(empty, TrainingParameters.paper()));
    }

    @Test
    void theContextSettingTrainsAContextStageOverItsFirstStage() {
        TrainedModel model = SyntheticModels.withContext();
        assertNotNull(model.context());
        assertNotNull(model.contextText());
        assertEquals(ContextRows.forTraining(SyntheticModels.dataset().featureNames()).names(),
                model.context().gbdt().featureNames());
        NodeDataset test = SyntheticModels.test();
        double[] first = model.firstStageProbabilities(test);
        double[] inContext = model.rawProbabilities(test);
        int changed = 0;
        for (int i = 0; i < first.length; i++) {
            changed += first[i] != inContext[i] ? 1 : 0;
        }
        assertTrue(changed > first.length / 2, "the context stage rescored " + changed + " of " + first.length + " nodes");
        double[] rows = DatasetScoring.contextRows(model.context().layout(), test, first);
        double[] row = new double[model.context().layout().width()];
        for (int i = 0; i < first.length; i++) {
            System.arraycopy(rows, i * row.length, row, 0, row.length);
            assertEquals(ContextStage.blend(first[i], model.context().gbdt().probability(row)), inContext[i], 0.0,
                    "node " + i + " is the mean of both stages in log-odds");
        }
        double auc = RocAuc.of(model.probabilities(test), labels(test));
        assertTrue(auc > 0.9, "held-out node AUC with the context stage " + auc);
        assertTrue(ParityCheck.maxDifference(model, test) <= 1e-9, "both stages score as LightGBM does");
    }

    @Test
    void settingsWithoutAContextStageHaveNone() {
        assertTrue(!TrainingParameters.compact().contextStage() && !TrainingParameters.paper().contextStage()
                && !TrainingParameters.tuned().contextStage(), "only the context setting has one");
        assertNull(SyntheticModels.model().context());
        assertNull(SyntheticModels.model().contextText());
        assertArrayEquals(SyntheticModels.model().firstStageProbabilities(SyntheticModels.test()),
                SyntheticModels.model().rawProbabilities(SyntheticModels.test()));
    }

    /**
     * The synthetic pairs spread over five databases with the same schema; on db4 the gold query is the
     * prediction itself, so there a misspelt column is right, and only a model that never saw db4 is
     * sure it is wrong.
     */
    private static NodeDataset onFiveDatabases() {
        List<QueryPair> pairs = new ArrayList<>();
        Map<String, Catalog> catalogs = new HashMap<>();
        List<QueryPair> synthetic = TinyCatalog.misspeltColumns(1);
        for (int i = 0; i < synthetic.size(); i++) {
            QueryPair pair = synthetic.get(i);
            String db = "db" + i % 5;
            String gold = db.equals("db4") ? pair.predicted() : pair.gold();
            pairs.add(new QueryPair(db, gold, pair.predicted(), pair.group(), pair.source()));
            catalogs.put(db, TinyCatalog.catalogs().get(TinyCatalog.DB));
        }
        return new DatasetBuilder().build(pairs, catalogs).dataset();
    }

    @Test
    void aModelForNewDatabasesIsCalibratedOnScoresOfDatabasesItDidNotTrainOn() {
        NodeDataset data = onFiveDatabases();
        TrainingParameters parameters = TrainingParameters.paper(); // leaves small enough for the tiny data
        Map<QueryPair, Integer> byDatabase = CrossFitFolds.BY_DATABASE.assign(data, ModelTrainer.FOLDS, parameters.seed());
        boolean[] wrong = new boolean[data.rows()];
        for (int i = 0; i < wrong.length; i++) {
            wrong[i] = data.label(i);
        }
        Calibrator expected = IsotonicCalibration.fit(
                OutOfFoldScores.of(data, parameters, ModelTrainer.FOLDS, byDatabase::get), wrong);
        Calibrator forNew = ModelTrainer.train(data, parameters, true).calibrator();
        Calibrator forKnown = ModelTrainer.train(data, parameters, true, CrossFitFolds.BY_QUESTION).calibrator();
        boolean differs = false;
        for (int i = 0; i <= 100; i++) {
            assertEquals(expected.apply(i / 100.0), forNew.apply(i / 100.0), 1e-12, "at " + i / 100.0);
            differs |= Math.abs(forKnown.apply(i / 100.0) - forNew.apply(i / 100.0)) > 1e-6;
        }
        assertTrue(differs, "folds of questions give another map");
    }

    @Test
    void contextFoldsKeepADatabaseTogetherWhenThereAreEnoughDatabases() {
        NodeDataset data = onFiveDatabases();
        Map<QueryPair, Integer> folds = CrossFitFolds.BY_DATABASE.assign(data, ContextStageTrainer.FOLDS, 7);
        Map<String, Integer> foldOfDatabase = new HashMap<>();
        folds.forEach((pair, fold) -> assertEquals(fold, foldOfDatabase.computeIfAbsent(pair.dbId(), db -> fold), pair.dbId()));
        assertEquals(ContextStageTrainer.FOLDS, Set.copyOf(foldOfDatabase.values()).size());

        // by question, the same databases spread over the folds, a question kept whole
        Map<QueryPair, Integer> byQuestion = CrossFitFolds.BY_QUESTION.assign(data, ContextStageTrainer.FOLDS, 7);
        Map<String, Integer> foldOfQuestion = new HashMap<>();
        byQuestion.forEach((pair, fold) -> assertEquals(fold, foldOfQuestion.computeIfAbsent(pair.group(), g -> fold)));
        long foldsOfDb0 = byQuestion.entrySet().stream().filter(e -> e.getKey().dbId().equals("db0"))
                .map(Map.Entry::getValue).distinct().count();
        assertTrue(foldsOfDb0 > 1, "a database's questions fall in " + foldsOfDb0 + " fold(s)");
    }

    @Test
    void contextFoldsByDatabaseFallBackToQuestionsOnFewDatabases() {
        NodeDataset data = SyntheticModels.dataset();
        assertEquals(1, data.queries().stream().map(q -> q.pair().dbId()).distinct().count());
        Map<QueryPair, Integer> folds = CrossFitFolds.BY_DATABASE.assign(data, ContextStageTrainer.FOLDS, 7);
        assertEquals(data.queries().size(), folds.size());
        Map<String, Integer> foldOfQuestion = new HashMap<>();
        folds.forEach((pair, fold) -> assertEquals(fold, foldOfQuestion.computeIfAbsent(pair.group(), g -> fold)));
        assertEquals(ContextStageTrainer.FOLDS, Set.copyOf(folds.values()).size());
    }

    @Test
    void categoricalSplitsNameTheCodeColumnsOnly() {
        List<String> names = List.of("depth", "node_type", "score_parent", "clause", "severity_on_node");
        assertEquals("max_bin=31 categorical_feature=1,3", TrainingParameters.compact().datasetParameters(names));
        assertEquals("max_bin=255", TrainingParameters.paper().datasetParameters(names));
        assertTrue(TrainingParameters.compact().toLightGbm().contains(" cat_smooth=50.0 min_data_per_group=500 max_cat_threshold=16"));
        assertTrue(!TrainingParameters.paper().toLightGbm().contains("cat_"));
    }

    @Test
    void aModelWithCategoricalSplitsSplitsCodesBySetsAndMatchesLightGbm() {
        // small leaves, so that the few synthetic rows allow splits on codes
        TrainingParameters categorical = new TrainingParameters("categorical", 30, 0.1, 15, 20, 1.0, 1.0, 0.0, 31,
                new CategoricalSplits(true, 10, 20, 16), 7, false);
        TrainedModel model = ModelTrainer.train(SyntheticModels.train(), categorical, false);
        List<String> names = SyntheticModels.train().featureNames();
        int categoricalSplits = 0;
        Matcher features = Pattern.compile("(?m)^split_feature=(.*)$").matcher(model.text());
        Matcher types = Pattern.compile("(?m)^decision_type=(.*)$").matcher(model.text());
        while (features.find() && types.find()) {
            String[] feature = features.group(1).split(" ");
            String[] type = types.group(1).split(" ");
            for (int i = 0; i < feature.length; i++) {
                String name = names.get(Integer.parseInt(feature[i]));
                boolean splitAsCategory = (Integer.parseInt(type[i]) & 1) != 0;
                assertTrue(!splitAsCategory || NodeFeatures.isCategorical(name), name + " is split as a category");
                categoricalSplits += splitAsCategory ? 1 : 0;
            }
        }
        assertTrue(categoricalSplits > 0, "no split on a code as a category");
        assertTrue(ParityCheck.maxDifference(model, SyntheticModels.test()) <= 1e-9);
        assertTrue(RocAuc.of(model.probabilities(SyntheticModels.test()), labels(SyntheticModels.test())) > 0.8);
    }
}
