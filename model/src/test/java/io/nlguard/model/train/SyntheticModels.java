package io.nlguard.model.train;

import java.util.List;
import java.util.Set;

import io.nlguard.model.data.QueryPair;
import io.nlguard.model.eval.Splits;

/**
 * Models trained once per test run on {@link TinyCatalog#misspeltColumns} (three copies, about 2,700
 * node rows), split 80/20 by question, and shared by the training and scoring tests: training is the
 * slow part of those tests.
 */
public final class SyntheticModels {

    private static final long SPLIT_SEED = 11;

    private static NodeDataset all;
    private static Set<String> trainGroups;
    private static TrainedModel model;
    private static TrainedModel calibrated;
    private static TrainedModel withContext;

    private SyntheticModels() {
    }

    /** Every pair's rows. */
    public static synchronized NodeDataset dataset() {
        if (all == null) {
            all = new DatasetBuilder().build(TinyCatalog.misspeltColumns(3), TinyCatalog.catalogs()).dataset();
        }
        return all;
    }

    private static synchronized Set<String> trainGroups() {
        if (trainGroups == null) {
            List<QueryPair> pairs = dataset().queries().stream().map(NodeDataset.LabeledQuery::pair).toList();
            trainGroups = Splits.perDatabase(pairs, 0.8, SPLIT_SEED);
        }
        return trainGroups;
    }

    /** The training side: 80% of the questions. */
    public static NodeDataset train() {
        return dataset().select(Splits.inGroups(trainGroups()));
    }

    /** The held-out side: the other questions, none of which the models saw. */
    public static NodeDataset test() {
        return dataset().select(Splits.inGroups(trainGroups()).negate());
    }

    /** The paper's setting on the training side, uncalibrated. */
    public static synchronized TrainedModel model() {
        if (model == null) {
            model = ModelTrainer.train(train(), TrainingParameters.paper(), false);
        }
        return model;
    }

    /** The paper's setting on the training side, with cross-fitted isotonic calibration. */
    public static synchronized TrainedModel calibrated() {
        if (calibrated == null) {
            calibrated = ModelTrainer.train(train(), TrainingParameters.paper(), true);
        }
        return calibrated;
    }

    /** The compact setting with a context stage on the training side, calibrated. */
    public static synchronized TrainedModel withContext() {
        if (withContext == null) {
            withContext = ModelTrainer.train(train(), TrainingParameters.compactWithContext(), true);
        }
        return withContext;
    }
}
