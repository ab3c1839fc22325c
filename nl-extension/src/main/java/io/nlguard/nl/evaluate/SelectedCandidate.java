package io.nlguard.nl.evaluate;

import java.util.OptionalInt;

/**
 * What {@link CandidateSelection} chose.
 *
 * @param index      the input position of the chosen text (the first that gave it), -1 when none passes
 * @param confidence the calibrated probability that it is right, 0 without a choice
 * @param sql        what would run: the guard's normalized text, null without a choice
 * @param evaluation every distinct candidate judged, best first, with its signals and score
 */
public record SelectedCandidate(int index, double confidence, String sql, Evaluation evaluation) {

    public OptionalInt chosen() {
        return index < 0 ? OptionalInt.empty() : OptionalInt.of(index);
    }
}
