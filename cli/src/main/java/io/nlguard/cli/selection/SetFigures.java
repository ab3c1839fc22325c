package io.nlguard.cli.selection;

import io.nlguard.cli.execution.AccuracyTable;
import io.nlguard.cli.execution.QuestionOutcome;
import io.nlguard.cli.execution.SystemSet;
import io.nlguard.nl.select.SignalWeights;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of one set: each system's, the vote's, the oracle's and the selection's execution accuracy
 * in percent, each signal's contribution, and the out-of-fold confidence's calibration.
 */
public record SetFigures(SystemSet set, int questions, Map<String, Double> singles, double vote, double oracle,
                         double selection, List<SignalContribution.Row> signals, double[] confidence,
                         boolean[] right) {

    public static SetFigures of(SystemSet set, List<MeasuredQuestion> questions, SignalWeights weights) {
        List<QuestionOutcome> outcomes = questions.stream().map(MeasuredQuestion::outcome).toList();
        Map<String, Double> singles = new LinkedHashMap<>();
        for (int i = 0; i < set.systems().size(); i++) {
            int system = i;
            singles.put(set.systems().get(i), AccuracyTable.ex(outcomes, q -> q.candidates().get(system).right()));
        }
        double[] confidence = FoldedCalibration.outOfFold(questions);
        boolean[] right = new boolean[questions.size()];
        for (int i = 0; i < right.length; i++) {
            right[i] = questions.get(i).chosenRight();
        }
        return new SetFigures(set, questions.size(), singles, AccuracyTable.ex(outcomes, QuestionOutcome::voteRight),
                AccuracyTable.ex(outcomes, QuestionOutcome::oracleRight), SignalContribution.ex(questions, weights),
                SignalContribution.rows(questions, weights), confidence, right);
    }

    public double bestSingle() {
        return singles.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /** The share of the gap from the vote to the oracle that selection closes. */
    public double gapClosed() {
        return oracle == vote ? 0 : (selection - vote) / (oracle - vote);
    }

    public double ece() {
        return Reliability.ece(confidence, right, 10);
    }

    /** Accuracy in percent when answering the most confident {@code coverage} of questions. */
    public double accuracyAt(double coverage) {
        return 100 * Reliability.accuracyAtCoverage(confidence, right, coverage);
    }

    public List<Reliability.Bin> reliability() {
        return new ArrayList<>(Reliability.table(confidence, right, 10));
    }
}
