package io.nlguard.cli.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.cli.execution.Execution;
import io.nlguard.cli.execution.QuestionOutcome;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.RelativeSignals;
import io.nlguard.nl.select.ResultStatus;
import org.junit.jupiter.api.Test;

/**
 * The why-analysis on four questions worked out by hand. Q1: two clusters of 2 systems, the one that fits the
 * question's shape right (a tie the order-free vote wins half the time). Q2: 3 systems agree on a wrong result,
 * the 1 that fits the shape is right (no agreement gets it). Q3: all 4 systems agree, rightly (two texts, one
 * cluster). Q4: the only right candidate is blocked (nothing passes). Order-free vote (0.5 + 0 + 1 + 0) / 4 =
 * 37.5%; some largest cluster right in Q1 and Q3, 50%; right outside the largest: Q2, 25%; tied with one right:
 * Q1, 25%; Q1 and Q2 disagree, where the vote expects 0.25 of 2 and the shape alone gets both.
 */
class AgreementLimitsTest {

    private static MeasuredCandidate candidate(String sql, int votes, int cluster, double share, double shape,
                                               boolean blocked, boolean right) {
        CandidateSignals s = new CandidateSignals(sql, blocked, 0, 0, 0, true, 1, ResultStatus.OK, false, share, 1, shape,
                Double.NaN, Double.NaN, votes, RelativeSignals.UNKNOWN, cluster);
        return new MeasuredCandidate(sql, votes, s.passes(), right, 0, s);
    }

    private static MeasuredQuestion question(int index, MeasuredCandidate... candidates) {
        QuestionOutcome outcome = new QuestionOutcome(index, "db", Execution.Status.OK, 1, false, List.of(), -1);
        return new MeasuredQuestion("set", outcome, List.of(candidates), 0);
    }

    private static final List<MeasuredQuestion> QUESTIONS = List.of(
            question(0, candidate("SELECT a1", 2, 0, 0.5, 1, false, true),
                    candidate("SELECT b1", 2, 1, 0.5, 0, false, false)),
            question(1, candidate("SELECT a2", 3, 0, 0.75, 0, false, false),
                    candidate("SELECT b2", 1, 1, 0.25, 1, false, true)),
            question(2, candidate("SELECT a3", 3, 0, 1, 0.5, false, true),
                    candidate("SELECT b3", 1, 0, 1, 0.5, false, true)),
            question(3, candidate("SELECT a4", 4, -1, 1, 0.5, true, true)));

    @Test
    void theVoteWithoutOrderAndWhatAgreementCannotReach() {
        AgreementLimits limits = AgreementLimits.of(QUESTIONS);
        assertEquals(4, limits.questions());
        assertEquals(37.5, limits.orderFreeVote(), 1e-9);
        assertEquals(50.0, limits.largestRight(), 1e-9);
        assertEquals(25.0, limits.rightOutsideLargest(), 1e-9);
        assertEquals(25.0, limits.tiedWithRight(), 1e-9);
        assertEquals(2, limits.disagreeing());
        assertEquals(25.0, limits.voteDisagreeing(), 1e-9);
    }

    @Test
    void eachOtherSignalAloneWhereTheCandidatesDisagree() {
        AgreementLimits limits = AgreementLimits.of(QUESTIONS);
        assertEquals(List.of("guard", "risk", "explain", "result", "shape", "adherence", "join"),
                List.copyOf(limits.alone().keySet()), "every signal but agreement");
        assertEquals(100.0, limits.alone().get("shape"), 1e-9);
        // The shipped weights: Q1's tie goes to the shape (a1), Q2's 0.75 cluster outweighs b2's fit.
        assertEquals(50.0, limits.handMadeDisagreeing(), 1e-9);
    }

    @Test
    void clustersCountSystemsAndACandidateWithoutAClusterStandsAlone() {
        List<AgreementLimits.Cluster> clusters = AgreementLimits.clusters(question(0,
                candidate("SELECT x", 2, 0, 0.5, 0, false, false), candidate("SELECT y", 1, 0, 0.5, 0, false, false),
                candidate("SELECT z", 1, -1, 0.5, 0, false, true), candidate("SELECT w", 2, -1, 0.5, 0, false, false)));
        assertEquals(3, clusters.size());
        assertEquals(List.of(new AgreementLimits.Cluster(3, false)), AgreementLimits.largest(clusters),
                "x and y together back 3 systems, more than w's 2");
        assertEquals(0.0, AgreementLimits.expectedVote(clusters), 1e-9);
        assertEquals(0.5, AgreementLimits.expectedVote(List.of(new AgreementLimits.Cluster(2, true),
                new AgreementLimits.Cluster(2, false), new AgreementLimits.Cluster(1, true))), 1e-9);
    }
}
