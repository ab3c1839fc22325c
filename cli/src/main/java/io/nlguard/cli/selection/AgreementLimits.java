package io.nlguard.cli.selection;

import io.nlguard.nl.select.SignalWeights;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How far agreement can carry selection on a set, measured: the order-free majority vote (the largest result
 * cluster among the passing candidates, counted in systems, ties split evenly), the questions no agreement can
 * get (a right candidate exists, none in a largest cluster), the ties agreement cannot break, and how often
 * each other signal alone ranks a right candidate first where the passing candidates disagree.
 *
 * @param questions           the set's questions
 * @param orderFreeVote       the order-free vote's expected accuracy, in percent
 * @param largestRight        questions where some largest cluster is right: what agreement alone could reach
 * @param rightOutsideLargest questions with a right passing candidate but none in a largest cluster, in percent
 * @param tiedWithRight       questions whose largest clusters tie and one of them is right, in percent
 * @param disagreeing         questions whose passing candidates give at least two results
 * @param alone               per non-agreement signal: among the disagreeing questions, the share (percent) where
 *                            it alone ranks a right candidate first
 * @param handMadeDisagreeing the hand-made selector on the disagreeing questions, in percent
 * @param voteDisagreeing     the order-free vote on the disagreeing questions, in percent
 */
public record AgreementLimits(int questions, double orderFreeVote, double largestRight, double rightOutsideLargest,
                              double tiedWithRight, int disagreeing, Map<String, Double> alone,
                              double handMadeDisagreeing, double voteDisagreeing) {

    /** A passing result cluster: how many systems back it and whether its result is the gold's. */
    record Cluster(int votes, boolean right) {
    }

    public static AgreementLimits of(List<MeasuredQuestion> questions) {
        double vote = 0;
        int largestRight = 0;
        int outside = 0;
        int tied = 0;
        List<MeasuredQuestion> disagreeing = new ArrayList<>();
        double voteDisagreeing = 0;
        for (MeasuredQuestion q : questions) {
            List<Cluster> clusters = clusters(q);
            double expected = expectedVote(clusters);
            vote += expected;
            List<Cluster> largest = largest(clusters);
            boolean anyLargestRight = largest.stream().anyMatch(Cluster::right);
            largestRight += anyLargestRight ? 1 : 0;
            outside += clusters.stream().anyMatch(Cluster::right) && !anyLargestRight ? 1 : 0;
            tied += largest.size() > 1 && anyLargestRight ? 1 : 0;
            if (clusters.size() >= 2) {
                disagreeing.add(q);
                voteDisagreeing += expected;
            }
        }
        Map<String, Double> alone = new LinkedHashMap<>();
        for (String signal : SignalWeights.NAMES) {
            if (!signal.equals("cluster")) {
                alone.put(signal, SignalContribution.ex(disagreeing, SignalWeights.only(signal)));
            }
        }
        return new AgreementLimits(questions.size(), percent(vote, questions.size()),
                percent(largestRight, questions.size()), percent(outside, questions.size()),
                percent(tied, questions.size()), disagreeing.size(), alone,
                SignalContribution.ex(disagreeing, SignalWeights.DEFAULT), percent(voteDisagreeing, disagreeing.size()));
    }

    /** The passing candidates grouped by result, in no particular order; a candidate without a cluster stands alone. */
    static List<Cluster> clusters(MeasuredQuestion q) {
        Map<Integer, int[]> votes = new HashMap<>();
        Map<Integer, Boolean> right = new HashMap<>();
        int alone = -2;
        for (MeasuredCandidate c : q.candidates()) {
            if (!c.passes()) {
                continue;
            }
            int key = c.signals().cluster() >= 0 ? c.signals().cluster() : alone--;
            votes.computeIfAbsent(key, k -> new int[1])[0] += c.votes();
            right.merge(key, c.right(), Boolean::logicalOr);
        }
        return votes.keySet().stream().map(k -> new Cluster(votes.get(k)[0], right.get(k))).toList();
    }

    /** The clusters with the most votes (all of them when tied); none without passing candidates. */
    static List<Cluster> largest(List<Cluster> clusters) {
        int most = clusters.stream().mapToInt(Cluster::votes).max().orElse(0);
        return clusters.stream().filter(c -> c.votes() == most).toList();
    }

    /** The chance that a vote breaking ties at random picks a right cluster. */
    static double expectedVote(List<Cluster> clusters) {
        List<Cluster> largest = largest(clusters);
        return largest.isEmpty() ? 0 : (double) largest.stream().filter(Cluster::right).count() / largest.size();
    }

    private static double percent(double part, int whole) {
        return whole == 0 ? 0 : 100 * part / whole;
    }
}
