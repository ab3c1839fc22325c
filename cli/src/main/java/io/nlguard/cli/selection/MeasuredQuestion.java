package io.nlguard.cli.selection;

import io.nlguard.cli.execution.QuestionOutcome;

import java.util.List;

/**
 * One question of one set after selection.
 *
 * @param set        the set's name
 * @param outcome    the execution harness's outcome: each system's label, the vote, the oracle
 * @param candidates its distinct candidates, best first
 * @param chosen     the position in {@code candidates} of the selection's choice, -1 when none passes
 */
public record MeasuredQuestion(String set, QuestionOutcome outcome, List<MeasuredCandidate> candidates, int chosen) {

    public MeasuredQuestion {
        candidates = List.copyOf(candidates);
    }

    public boolean chosenRight() {
        return chosen >= 0 && candidates.get(chosen).right();
    }

    /** The chosen candidate's raw score, NaN without a choice. */
    public double chosenScore() {
        return chosen >= 0 ? candidates.get(chosen).score() : Double.NaN;
    }
}
