package io.nlguard.cli.selection;

import io.nlguard.nl.select.CandidateSignals;

/**
 * One distinct candidate of a question as selection saw it, with its label (which selection never saw).
 *
 * @param sql     the text the guard would run
 * @param votes   how many of the set's systems wrote it
 * @param passes  the guard, EXPLAIN and its run let it be chosen
 * @param right   its result equals the gold's
 * @param score   the hand-made selector's raw score
 * @param signals everything selection knew of it
 */
public record MeasuredCandidate(String sql, int votes, boolean passes, boolean right, double score,
                                CandidateSignals signals) {
}
