package io.nlguard.cli.selection;

import io.nlguard.nl.select.Calibration;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.HandMadeSelector;
import io.nlguard.nl.select.Selection;
import io.nlguard.nl.select.SignalWeights;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each signal's share in the hand-made selector's accuracy: the selector with that signal's weight at 0
 * (ablation), and that signal alone (its argmax over the passing candidates, ties by SQL text), both by
 * re-selecting over the signals already gathered.
 */
public final class SignalContribution {

    /** The execution accuracy with one signal left out and with it alone, in percent. */
    public record Row(String signal, double without, double alone) {
    }

    private SignalContribution() {
    }

    /** Whether the selector with these weights picks a right candidate. */
    public static boolean right(MeasuredQuestion question, SignalWeights weights) {
        List<CandidateSignals> signals = question.candidates().stream().map(MeasuredCandidate::signals).toList();
        Selection selection = new HandMadeSelector(weights, Calibration.UNCALIBRATED).select(signals);
        return selection.chosen().isPresent() && question.candidates().get(selection.chosen().getAsInt()).right();
    }

    /** The share of questions, in percent, where the weights pick a right candidate. */
    public static double ex(List<MeasuredQuestion> questions, SignalWeights weights) {
        if (questions.isEmpty()) {
            return 0;
        }
        return 100.0 * questions.stream().filter(q -> right(q, weights)).count() / questions.size();
    }

    /** One row per signal, in {@link SignalWeights#NAMES} order. */
    public static List<Row> rows(List<MeasuredQuestion> questions, SignalWeights weights) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String signal : SignalWeights.NAMES) {
            rows.put(signal, new Row(signal, ex(questions, weights.without(signal)), ex(questions, SignalWeights.only(signal))));
        }
        return List.copyOf(rows.values());
    }
}
