package io.nlguard.model.select;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.model.calibrate.PlattScaling;

/**
 * The learned selector measured out of fold: for each fold a model trained on the other databases'
 * questions chooses on the fold's questions, beside the hand-made selector's choice (its score in the
 * signals file) under the same rule ({@link PassingChoice}).
 *
 * @param outcomes one per question, in the folds' order
 * @param gains    each feature's gain summed over the folds' models
 */
public record OutOfFoldSelection(SelectorParameters parameters, List<FoldOutcome> outcomes, double[] gains) {

    public static OutOfFoldSelection run(List<DatabaseFolds.Fold> folds, List<String> featureNames,
                                         SelectorParameters parameters) {
        List<FoldOutcome> outcomes = new ArrayList<>();
        double[] gains = new double[featureNames.size()];
        for (DatabaseFolds.Fold fold : folds) {
            SelectorModel model = SelectorTrainer.train(fold.train(), featureNames, parameters);
            for (int i = 0; i < gains.length; i++) {
                gains[i] += model.gains()[i];
            }
            for (SignalQuestion q : fold.test()) {
                boolean hand = PassingChoice.right(q.candidates(), SignalRow::handScore);
                var learned = PassingChoice.best(q.candidates(), model::score);
                outcomes.add(new FoldOutcome(q, hand, learned.map(SignalRow::right).orElse(false),
                        learned.map(model::score).orElse(Double.NaN)));
            }
        }
        return new OutOfFoldSelection(parameters, List.copyOf(outcomes), gains);
    }

    /**
     * The learned selector's confidence: Platt scaling of the sigmoid of each choice's out-of-fold raw score
     * against its rightness (questions where it abstains left out), so it is fitted on scores of databases
     * the model never saw.
     */
    public PlattScaling calibration() {
        List<FoldOutcome> chosen = outcomes.stream().filter(FoldOutcome::chose).toList();
        if (chosen.isEmpty()) {
            throw new IllegalStateException("the learned selector chose nothing to calibrate on");
        }
        double[] scores = new double[chosen.size()];
        boolean[] right = new boolean[chosen.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = sigmoid(chosen.get(i).learnedScore());
            right[i] = chosen.get(i).learnedRight();
        }
        return PlattScaling.fit(scores, right);
    }

    /** The raw score on 0..1, as the run-time selector maps it before its calibration. */
    public static double sigmoid(double raw) {
        return 1 / (1 + Math.exp(-raw));
    }

    /** Questions the learned selector got right. */
    public long learnedRight() {
        return outcomes.stream().filter(FoldOutcome::learnedRight).count();
    }
}
