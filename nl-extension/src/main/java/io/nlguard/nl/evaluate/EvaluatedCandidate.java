package io.nlguard.nl.evaluate;

import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateSignals;

import java.util.List;

/**
 * One distinct candidate, judged.
 *
 * @param sql        the candidate as extracted
 * @param indexes    the generation indexes of the candidates that wrote it (its first is its place in
 *                   generation order, which only {@code nlguard.nl.reranker=off} ranks by)
 * @param parses     whether the guard's parser reads it
 * @param guard      the guard's judgement
 * @param explain    the database's plan result
 * @param result     what running it gave
 * @param signals    everything selection knew of it
 * @param score      its score and why
 */
public record EvaluatedCandidate(String sql, List<Integer> indexes, boolean parses, GuardJudgement guard,
                                 ExplainResult explain, CandidateResult result, CandidateSignals signals,
                                 CandidateScore score) {

    public EvaluatedCandidate {
        indexes = List.copyOf(indexes);
    }

    /** Passes when the guard lets it through, the database plans it and running it did not fail. */
    public boolean passes() {
        return signals.passes();
    }

    /** How many candidates wrote it. */
    public int votes() {
        return indexes.size();
    }

    /** The SQL to run or repair: the guard's normalized and autocorrected text. */
    public String checkedSql() {
        return guard.checkedSql();
    }

    /** The same candidate with another score (a later check's). */
    public EvaluatedCandidate withScore(CandidateScore changed) {
        return new EvaluatedCandidate(sql, indexes, parses, guard, explain, result, signals, changed);
    }

    /** Why it failed, as a repair prompt says it; "" when it passes. */
    public String error() {
        if (guard.blocked()) {
            return "the guard refused it: " + guard.blockReason();
        }
        if (!explain.ok()) {
            return "PostgreSQL could not plan it: " + explain.describe();
        }
        return passes() ? "" : "PostgreSQL could not run it: " + result.describe();
    }
}
