package io.nlguard.nl.pipeline;

import io.nlguard.nl.evaluate.EvaluatedCandidate;

/**
 * How sure a translation is, 0 to 1: half from the winner's score (out of the base 100, capped), half
 * from agreement (the share of the K candidates that wrote it). A repaired answer, which no first-round
 * candidate agreed on, counts one vote of K plus the repair rounds.
 */
public final class Confidence {

    private Confidence() {
    }

    public static double of(EvaluatedCandidate winner, int agreeing, int asked) {
        double score = Math.max(0, Math.min(1, winner.score().points() / 100.0));
        double agreement = asked <= 0 ? 0 : Math.min(1, (double) agreeing / asked);
        double confidence = 0.5 * score + 0.5 * agreement;
        return Math.round(confidence * 100) / 100.0;
    }
}
