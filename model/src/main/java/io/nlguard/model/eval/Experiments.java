package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.model.train.CrossFitFolds;
import io.nlguard.model.train.ModelTrainer;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TrainedModel;
import io.nlguard.model.train.TrainingParameters;

/**
 * The paper's three experiments on our data (its Section 4): in-database on BIRD dev (each database's
 * questions split 80/20), cross-database (BIRD dev without three databases → those three), and
 * cross-dataset (Spider dev → the same three BIRD databases). Each trains the paper's setting, our
 * tuned setting, the compact one we ship (calibrated) and the compact one with a context stage, and
 * scores the test set with all four and with a rule-only baseline.
 */
public final class Experiments {

    /** The three BIRD dev databases the paper's Table 2 tests on. */
    public static final Set<String> HELD_OUT_DATABASES = Set.of("california_schools", "card_games", "toxicology");

    /** The id of Experiment 3, whose model has seen no BIRD database. */
    public static final String CROSS_DATASET = "cross-dataset";
    public static final String SHIPPED = "ours (compact, calibrated: shipped)";
    public static final String TUNED = "ours (tuned)";
    public static final String PAPER_SETTING = "ours (paper setting)";
    public static final String RULE_ONLY = "rule-only";
    /** The shipped setting followed by a context stage (not shipped), calibrated. */
    public static final String WITH_CONTEXT = "ours (compact + context stage)";
    /** The shipped model on the test set with every question withheld: plain JDBC traffic. */
    public static final String SHIPPED_NO_QUESTION = "ours (shipped, no question)";
    /** The shipped setting before calibration, for the calibration section. */
    public static final String SHIPPED_RAW = "ours (compact, uncalibrated)";

    static final long SPLIT_SEED = 20_251_122L;
    /** The shipped setting's training seed, then the others it is trained with to show how much a seed moves it. */
    public static final List<Integer> SEEDS = List.of(TrainingParameters.compact().seed(), 1, 2, 3, 4);

    private static final double[] PAPER_TABLE_1 = {76.51, 63.91, 56.92, 69.59, 48.25, 61.48};
    private static final double[] PAPER_TABLE_2_BIRD = {69.46, 50.43, 45.48, 58.91, 52.61, 51.43};
    private static final double[] PAPER_TABLE_2_SYNSQL = {66.47, 56.14, 51.72, 57.93, 52.83, 67.67};

    private Experiments() {
    }

    /** The three experiments over the BIRD dev and Spider dev datasets (built from all their predictions). */
    public static List<Experiment> define(NodeDataset bird, NodeDataset spider) {
        List<io.nlguard.model.data.QueryPair> birdPairs = bird.queries().stream()
                .map(NodeDataset.LabeledQuery::pair).toList();
        Set<String> trainGroups = Splits.perDatabase(birdPairs, 0.8, SPLIT_SEED);
        NodeDataset heldOut = bird.select(Splits.onDatabases(HELD_OUT_DATABASES));
        return List.of(
                new Experiment("in-database", "Experiment 1: in-database (BIRD dev, 80/20 per database)",
                        "Each BIRD dev database's questions are shuffled (seed " + SPLIT_SEED + ") and split 80/20; one"
                                + " model is trained on every database's 80% and tested on every database's 20%.",
                        bird.select(Splits.inGroups(trainGroups)), bird.select(Splits.inGroups(trainGroups).negate()),
                        PAPER_TABLE_1, CrossFitFolds.BY_QUESTION),
                new Experiment("cross-database", "Experiment 2: cross-database (BIRD dev → 3 unseen BIRD databases)",
                        "Trained on the BIRD dev databases other than california_schools, card_games and toxicology;"
                                + " tested on those three.",
                        bird.select(Splits.onDatabases(HELD_OUT_DATABASES).negate()), heldOut, PAPER_TABLE_2_BIRD,
                        CrossFitFolds.BY_DATABASE),
                new Experiment(CROSS_DATASET, "Experiment 3: cross-dataset (Spider dev → 3 BIRD databases)",
                        "Trained on Spider dev predictions; tested on the same three BIRD databases. (The paper trained"
                                + " on SynSQL-2.5M here; Spider is the other dataset we have.)",
                        spider, heldOut, PAPER_TABLE_2_SYNSQL, CrossFitFolds.BY_DATABASE));
    }

    /**
     * The shipped model's own recipe, held out from Experiment 2's test databases: every Spider dev
     * prediction and the BIRD dev databases Experiment 2 trains on, each benchmark weighing the same
     * ({@link NodeDataset#balanced}), tested on the three without their questions, as plain JDBC traffic
     * comes. The shipped model trains on all of the corpus; this is how it does on databases it never saw,
     * and where its thresholds are argued from.
     */
    public static Experiment shippedRecipe(NodeDataset bird, NodeDataset spider) {
        NodeDataset birdTraining = bird.select(Splits.onDatabases(HELD_OUT_DATABASES).negate());
        return new Experiment("shipped-recipe", "Spider dev + BIRD dev, each weighing the same → 3 unseen BIRD databases",
                "Trained as the shipped model is, on every Spider dev prediction and the BIRD dev databases other than"
                        + " california_schools, card_games and toxicology, each benchmark weighing the same; tested on"
                        + " those three without their questions, as a statement comes through plain JDBC.",
                NodeDataset.balanced(List.of(spider, birdTraining)),
                bird.select(Splits.onDatabases(HELD_OUT_DATABASES)).withoutQuestion(pair -> true),
                null, CrossFitFolds.BY_DATABASE);
    }

    /** Trains the four settings on the experiment's training set and scores its test set. */
    public static ExperimentResult run(Experiment experiment) {
        TrainedModel withContext = ModelTrainer.train(experiment.train(), TrainingParameters.compactWithContext(), true,
                experiment.folds());
        TrainedModel tuned = ModelTrainer.train(experiment.train(), TrainingParameters.tuned(), false);
        TrainedModel paper = ModelTrainer.train(experiment.train(), TrainingParameters.paper(), false);
        NodeDataset test = experiment.test();
        Map<String, double[]> others = new LinkedHashMap<>();
        others.put(WITH_CONTEXT, withContext.probabilities(test));
        others.put(TUNED, tuned.rawProbabilities(test));
        others.put(PAPER_SETTING, paper.rawProbabilities(test));
        return scored(experiment, others, withContext, seedAucs(experiment));
    }

    /**
     * The shipped setting's node AUC, uncalibrated, for each of {@link #SEEDS}: the seed picks the rows and
     * features each tree sees, and a result within the spread of seeds is not a difference.
     */
    static List<Double> seedAucs(Experiment experiment) {
        List<Double> aucs = new ArrayList<>();
        boolean[] labels = NodeEvaluation.of(experiment.test(), Map.of()).labels();
        for (int seed : SEEDS) {
            TrainedModel model = ModelTrainer.train(experiment.train(), TrainingParameters.compact().withSeed(seed), false);
            aucs.add(RocAuc.of(model.rawProbabilities(experiment.test()), labels));
        }
        return aucs;
    }

    /** Trains the shipped setting alone (as for {@link #shippedRecipe}) and scores the test set with it. */
    public static ExperimentResult runShipped(Experiment experiment) {
        return scored(experiment, Map.of(), null, List.of());
    }

    /** The shipped setting trained and scored, with the other scorers' scores in between (the report's column order). */
    private static ExperimentResult scored(Experiment experiment, Map<String, double[]> others, TrainedModel withContext,
                                           List<Double> seedAucs) {
        TrainedModel shipped = ModelTrainer.train(experiment.train(), TrainingParameters.compact(), true,
                experiment.folds());
        NodeDataset test = experiment.test();
        Map<String, double[]> scores = new LinkedHashMap<>();
        scores.put(SHIPPED, shipped.probabilities(test));
        scores.putAll(others);
        scores.put(RULE_ONLY, RuleOnlyBaseline.scores(test));
        scores.put(SHIPPED_RAW, shipped.rawProbabilities(test));
        scores.put(SHIPPED_NO_QUESTION, shipped.probabilities(test.withoutQuestion(pair -> true)));
        return new ExperimentResult(experiment, NodeEvaluation.of(test, scores), shipped, withContext,
                ParityCheck.maxDifference(shipped, test), seedAucs);
    }
}
