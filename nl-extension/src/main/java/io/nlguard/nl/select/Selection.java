package io.nlguard.nl.select;

import java.util.List;
import java.util.OptionalInt;

/**
 * A selector's answer for one question.
 *
 * @param chosen     the index of the chosen candidate, empty when the selector abstains (none passes)
 * @param scores     every candidate's raw score, in the order given (higher is better; the selector's scale)
 * @param confidence the calibrated probability that the chosen candidate is right, 0 when abstaining
 */
public record Selection(OptionalInt chosen, List<Double> scores, double confidence) {

    public Selection {
        scores = List.copyOf(scores);
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence within 0..1, was " + confidence);
        }
    }
}
