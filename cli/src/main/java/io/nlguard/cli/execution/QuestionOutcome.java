package io.nlguard.cli.execution;

import java.util.List;

/**
 * One question's gold and candidates after execution: what the selection measurement builds on.
 *
 * @param index        the question's position in dev.json
 * @param dbId         its database
 * @param goldStatus   how the gold SQL's execution ended; a question whose gold did not return rows is left
 *                     out of the accuracy figures
 * @param goldRows     the gold's row count, -1 without rows
 * @param orderMatters whether row order counts: the gold has a top-level ORDER BY
 * @param candidates   one per system, in the order the systems were given
 * @param vote         the index of the candidate majority vote picks, -1 when every candidate failed
 */
public record QuestionOutcome(int index, String dbId, Execution.Status goldStatus, int goldRows, boolean orderMatters,
        List<CandidateOutcome> candidates, int vote) {

    public QuestionOutcome {
        candidates = List.copyOf(candidates);
    }

    /** Whether the question counts: its gold returned rows to compare with. */
    public boolean counted() {
        return goldStatus == Execution.Status.OK;
    }

    public boolean voteRight() {
        return vote >= 0 && candidates.get(vote).right();
    }

    public boolean oracleRight() {
        return candidates.stream().anyMatch(CandidateOutcome::right);
    }
}
