package io.nlguard.cli.execution;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Majority vote by result: candidates whose results are equal vote together, the largest group wins,
 * a tie goes to the group holding the earliest candidate (the systems' given order), and a candidate
 * without rows (error, timeout, too many rows) never wins. Empty results vote like any other.
 */
final class MajorityVote {

    private MajorityVote() {
    }

    /** The index of the chosen candidate: the earliest of the winning group; -1 when none returned rows. */
    static int pick(List<CandidateOutcome> candidates) {
        Map<Integer, Integer> votes = new HashMap<>();
        for (CandidateOutcome c : candidates) {
            if (c.resultClass() >= 0) {
                votes.merge(c.resultClass(), 1, Integer::sum);
            }
        }
        int best = -1;
        int bestVotes = 0;
        for (int i = 0; i < candidates.size(); i++) {
            int group = candidates.get(i).resultClass();
            // scanning in order, a later group must have strictly more votes to take over
            if (group >= 0 && votes.get(group) > bestVotes) {
                best = i;
                bestVotes = votes.get(group);
            }
        }
        return best;
    }
}
