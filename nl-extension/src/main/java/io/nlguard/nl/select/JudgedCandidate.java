package io.nlguard.nl.select;

import java.util.Objects;

/**
 * One distinct candidate as the guard, EXPLAIN and the database judged it: the input of
 * {@link SignalGathering}, from wherever the candidates came.
 *
 * @param sql       the SQL that would run (the guard's normalized text), or the candidate when blocked
 * @param blocked   the guard refuses it
 * @param warnings  how many warnings the guard gave
 * @param maxRisk   the node model's highest node probability, 0 without scores
 * @param meanRisk  the node model's mean node probability, 0 without scores
 * @param explainOk the database planned it (or planning was off)
 * @param cost      the planner's estimated total cost, NaN when unknown
 * @param result    what running it gave
 * @param votes     how many generated candidates wrote it (at least 1)
 */
public record JudgedCandidate(String sql, boolean blocked, int warnings, double maxRisk, double meanRisk,
                              boolean explainOk, double cost, CandidateResult result, int votes) {

    public JudgedCandidate {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(result, "result");
        if (votes < 1) {
            throw new IllegalArgumentException("votes >= 1, was " + votes);
        }
    }

    /** Passed the guard and EXPLAIN: may be run, and may be chosen unless running it failed. */
    public boolean eligible() {
        return !blocked && explainOk;
    }
}
