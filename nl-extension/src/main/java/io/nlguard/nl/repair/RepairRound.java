package io.nlguard.nl.repair;

import io.nlguard.nl.evaluate.EvaluatedCandidate;

import java.util.Optional;

/**
 * One repair attempt.
 *
 * @param failedSql the query shown to the model (null when the previous reply held none)
 * @param error     the error shown with it
 * @param result    the repaired candidate, judged; empty when the reply held no query
 * @param failure   why the reply held no query; "" when it held one
 */
public record RepairRound(String failedSql, String error, Optional<EvaluatedCandidate> result, String failure) {

    public boolean succeeded() {
        return result.map(EvaluatedCandidate::passes).orElse(false);
    }

    /** What went wrong with this round's reply, for the next round or the final error. */
    public String outcomeError() {
        return result.map(EvaluatedCandidate::error).orElse(failure);
    }
}
