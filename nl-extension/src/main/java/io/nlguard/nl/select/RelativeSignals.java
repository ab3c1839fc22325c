package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a candidate stands against the question's other passing candidates: a selector that scores each
 * candidate alone (the learned one) cannot see this otherwise. Every value is computed over the passing
 * candidates as a set, so none depends on their order; a candidate that does not pass gets NaN (and
 * {@code largest} false).
 *
 * @param margin            its cluster's share minus the best other passing cluster's ({@link ResultClusters#margin})
 * @param largest           its cluster is the largest, or tied for it ({@link ResultClusters#largest})
 * @param clusters          how many distinct results the passing candidates give (the same for every candidate)
 * @param maxRiskAboveMin   its highest node probability minus the lowest such among the passing candidates
 * @param meanRiskAboveMin  its mean node probability minus the lowest such among the passing candidates
 * @param clusterLowestRisk the lowest highest-node-probability among its cluster's passing members: its
 *                          cluster's best-looking member
 * @param riskWeightedVotes its cluster's passing members' votes, each weighed by (1 − its mean node
 *                          probability): a vote in which a doubtful writer counts less
 */
public record RelativeSignals(double margin, boolean largest, int clusters, double maxRiskAboveMin,
                              double meanRiskAboveMin, double clusterLowestRisk, double riskWeightedVotes) {

    /** For signals made without the others at hand (a single candidate, a test). */
    public static final RelativeSignals UNKNOWN = new RelativeSignals(Double.NaN, false, 0, Double.NaN, Double.NaN,
            Double.NaN, Double.NaN);

    /** The relative signals of each candidate, in the candidates' order. */
    public static List<RelativeSignals> of(List<JudgedCandidate> candidates, List<ClusterMember> members,
                                           ResultClusters clusters) {
        double minMax = Double.NaN;
        double minMean = Double.NaN;
        for (int i = 0; i < candidates.size(); i++) {
            if (members.get(i).passes()) {
                minMax = Double.isNaN(minMax) ? candidates.get(i).maxRisk() : Math.min(minMax, candidates.get(i).maxRisk());
                minMean = Double.isNaN(minMean) ? candidates.get(i).meanRisk() : Math.min(minMean, candidates.get(i).meanRisk());
            }
        }
        int distinct = clusters.passingClusters();
        List<RelativeSignals> out = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            if (!members.get(i).passes()) {
                out.add(new RelativeSignals(Double.NaN, false, distinct, Double.NaN, Double.NaN, Double.NaN, Double.NaN));
                continue;
            }
            JudgedCandidate c = candidates.get(i);
            double lowest = Double.POSITIVE_INFINITY;
            double weighted = 0;
            for (int m : clusters.clusterOf(i)) {
                if (members.get(m).passes()) {
                    JudgedCandidate member = candidates.get(m);
                    lowest = Math.min(lowest, member.maxRisk());
                    weighted += member.votes() * (1 - member.meanRisk());
                }
            }
            out.add(new RelativeSignals(clusters.margin(i), clusters.largest(i), distinct, c.maxRisk() - minMax,
                    c.meanRisk() - minMean, lowest, weighted));
        }
        return out;
    }
}
