package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Where a candidate stands against the others, worked out by hand. Seven votes in all: "a" (2 votes, max risk
 * 0.6, mean 0.2) and "b" (1 vote, 0.3 / 0.4) give the result 1, "c" (2 votes, 0.5 / 0.1) the result 2, "e"
 * (1 vote, 0.9 / 0.5) the result 3, and "d" (1 vote, 0.1 / 0.05) fails. Shares: result 1 3/7, result 2 2/7,
 * result 3 1/7; d's vote is in the total but backs nothing, and its low risk is no one's minimum.
 */
class RelativeSignalsTest {

    private static final double EPS = 1e-9;

    private static CandidateResult value(int v) {
        return CandidateResult.rows(List.of(List.of(v)), 1, false);
    }

    private static JudgedCandidate candidate(String sql, CandidateResult result, int votes, double max, double mean) {
        return new JudgedCandidate(sql, false, 0, max, mean, true, 1, result, votes);
    }

    private static final List<JudgedCandidate> CANDIDATES = List.of(
            candidate("a", value(1), 2, 0.6, 0.2),
            candidate("b", value(1), 1, 0.3, 0.4),
            candidate("c", value(2), 2, 0.5, 0.1),
            candidate("d", CandidateResult.error("42703", "no such column"), 1, 0.1, 0.05),
            candidate("e", value(3), 1, 0.9, 0.5));

    /** The relative signals by SQL text, gathered as {@link SignalGathering} does. */
    private static Map<String, RelativeSignals> relative(List<JudgedCandidate> candidates) {
        List<ClusterMember> members = candidates.stream()
                .map(c -> new ClusterMember(c.sql(), c.result(), false, c.votes(), c.eligible())).toList();
        List<RelativeSignals> out = RelativeSignals.of(candidates, members, ResultClusters.of(members));
        Map<String, RelativeSignals> bySql = new HashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            bySql.put(candidates.get(i).sql(), out.get(i));
        }
        return bySql;
    }

    @Test
    void marginsAreTheShareAgainstTheBestOtherPassingCluster() {
        Map<String, RelativeSignals> r = relative(CANDIDATES);
        assertEquals(1.0 / 7, r.get("a").margin(), EPS, "3/7 against 2/7");
        assertEquals(1.0 / 7, r.get("b").margin(), EPS, "the same cluster, the same margin");
        assertEquals(-1.0 / 7, r.get("c").margin(), EPS, "2/7 against 3/7: behind");
        assertEquals(-2.0 / 7, r.get("e").margin(), EPS);
        assertTrue(r.get("a").largest());
        assertTrue(r.get("b").largest());
        assertFalse(r.get("c").largest());
        assertFalse(r.get("e").largest());
        assertEquals(3, r.get("a").clusters(), "three results among the passing; the failure is none");
    }

    @Test
    void risksAreAgainstTheLowestPassingAndTheClustersBestMember() {
        Map<String, RelativeSignals> r = relative(CANDIDATES);
        assertEquals(0.3, r.get("a").maxRiskAboveMin(), EPS, "0.6 − b's 0.3; d's 0.1 does not pass");
        assertEquals(0.0, r.get("b").maxRiskAboveMin(), EPS);
        assertEquals(0.1, r.get("a").meanRiskAboveMin(), EPS, "0.2 − c's 0.1");
        assertEquals(0.3, r.get("b").meanRiskAboveMin(), EPS);
        assertEquals(0.3, r.get("a").clusterLowestRisk(), EPS, "b is the best-looking member of a's cluster");
        assertEquals(0.5, r.get("c").clusterLowestRisk(), EPS);
        assertEquals(2.2, r.get("a").riskWeightedVotes(), EPS, "2 · (1 − 0.2) + 1 · (1 − 0.4)");
        assertEquals(1.8, r.get("c").riskWeightedVotes(), EPS, "2 · (1 − 0.1)");
        assertEquals(0.5, r.get("e").riskWeightedVotes(), EPS);
    }

    @Test
    void aFailingCandidateHasNoRelativeSignals() {
        RelativeSignals d = relative(CANDIDATES).get("d");
        assertTrue(Double.isNaN(d.margin()));
        assertFalse(d.largest());
        assertTrue(Double.isNaN(d.riskWeightedVotes()));
        assertEquals(3, d.clusters(), "the question's count, the same for every candidate");
    }

    @Test
    void equalLargestClustersAreBothLargestWithMarginZero() {
        Map<String, RelativeSignals> r = relative(List.of(candidate("x", value(1), 2, 0, 0),
                candidate("y", value(2), 1, 0, 0), candidate("z", value(2), 1, 0, 0), candidate("w", value(3), 1, 0, 0)));
        assertEquals(0.0, r.get("x").margin(), EPS);
        assertEquals(0.0, r.get("y").margin(), EPS);
        assertTrue(r.get("x").largest());
        assertTrue(r.get("z").largest());
        assertFalse(r.get("w").largest());
        assertEquals(-0.2, r.get("w").margin(), EPS, "1/5 against 2/5");
        assertEquals(2.0, r.get("y").riskWeightedVotes(), EPS, "without node scores it is the plain vote");
    }

    @Test
    void theOrderOfTheCandidatesChangesNothing() {
        Map<String, RelativeSignals> expected = relative(CANDIDATES);
        Random random = new Random(7);
        for (int round = 0; round < 20; round++) {
            List<JudgedCandidate> shuffled = new ArrayList<>(CANDIDATES);
            Collections.shuffle(shuffled, random);
            Map<String, RelativeSignals> got = relative(shuffled);
            for (String sql : expected.keySet()) {
                RelativeSignals e = expected.get(sql);
                RelativeSignals g = got.get(sql);
                assertEquals(e.largest(), g.largest(), sql);
                assertEquals(e.clusters(), g.clusters(), sql);
                for (double[] pair : new double[][] {{e.margin(), g.margin()}, {e.maxRiskAboveMin(), g.maxRiskAboveMin()},
                        {e.meanRiskAboveMin(), g.meanRiskAboveMin()}, {e.clusterLowestRisk(), g.clusterLowestRisk()},
                        {e.riskWeightedVotes(), g.riskWeightedVotes()}}) {
                    assertEquals(pair[0], pair[1], EPS, sql);
                }
            }
        }
    }

    @Test
    void theFeaturesAppendTheRelativeSignalsAfterTheOldOnes() {
        assertEquals(List.of("cluster_margin", "cluster_largest", "passing_clusters", "max_risk_above_min",
                "mean_risk_above_min", "cluster_lowest_max_risk", "risk_weighted_votes"),
                SignalFeatures.NAMES.subList(18, SignalFeatures.NAMES.size()));
        assertEquals("votes", SignalFeatures.NAMES.get(17), "the first 18 keep their positions");
        RelativeSignals a = relative(CANDIDATES).get("a");
        CandidateSignals s = new CandidateSignals("a", false, 0, 0.6, 0.2, true, 1, ResultStatus.OK, false, 3.0 / 7, 2,
                0.5, Double.NaN, Double.NaN, 2, a, 0);
        double[] f = SignalFeatures.of(s);
        assertEquals(1.0 / 7, f[SignalFeatures.NAMES.indexOf("cluster_margin")], EPS);
        assertEquals(1.0, f[SignalFeatures.NAMES.indexOf("cluster_largest")]);
        assertEquals(3.0, f[SignalFeatures.NAMES.indexOf("passing_clusters")]);
        assertEquals(2.2, f[SignalFeatures.NAMES.indexOf("risk_weighted_votes")], EPS);
        double[] alone = SignalFeatures.of(new CandidateSignals("a", false, 0, 0.6, 0.2, true, 1, ResultStatus.OK, false,
                1, 1, 0.5, Double.NaN, Double.NaN, 1));
        for (int i = 18; i < alone.length; i++) {
            assertTrue(Double.isNaN(alone[i]), SignalFeatures.NAMES.get(i) + " is missing without the others");
        }
    }
}
