package io.nlguard.nl.evaluate;

import java.util.List;

/**
 * One distinct candidate, judged.
 *
 * @param sql        the candidate as extracted
 * @param indexes    the generation indexes of the candidates that wrote it (its first is its tie-break index)
 * @param parses     whether the guard's parser reads it
 * @param guard      the guard's judgement
 * @param explain    the database's plan result
 * @param score      its score and why
 */
public record EvaluatedCandidate(String sql, List<Integer> indexes, boolean parses, GuardJudgement guard,
                                 ExplainResult explain, ScoreTable.Score score) {

    public EvaluatedCandidate {
        indexes = List.copyOf(indexes);
    }

    /** Passes when the guard lets it through and the database plans it. */
    public boolean passes() {
        return !guard.blocked() && explain.ok();
    }

    /** How many candidates wrote it. */
    public int votes() {
        return indexes.size();
    }

    /** The SQL to run or repair: the guard's normalized and autocorrected text. */
    public String checkedSql() {
        return guard.checkedSql();
    }

    /** Why it failed, as a repair prompt says it; "" when it passes. */
    public String error() {
        if (guard.blocked()) {
            return "the guard refused it: " + guard.blockReason();
        }
        return explain.ok() ? "" : "PostgreSQL could not plan it: " + explain.describe();
    }
}
