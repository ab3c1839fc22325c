package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Candidates grouped by equal results ({@link ResultEquality}; row order compared only when both order
 * their rows), found through {@link ResultFingerprint}s. Members are visited in the order of their keys,
 * each joining the first cluster whose first member it equals, so the clusters do not depend on the order
 * of the candidates. A candidate that did not run (or failed) is a cluster of its own. A cluster's share is
 * its weight over the most weight all candidates could have had ({@link ClusterWeights#ROWS} per vote): a
 * failing candidate backs no cluster but still counts in the total, since it shows the model was unsure, so a
 * lone survivor among failures is not a sure answer; with nothing run, the share is the share of votes.
 */
public final class ResultClusters {

    private final int[] clusterOf;
    private final List<List<Integer>> clusters;
    private final double[] weights;
    private final double total;
    /** Per cluster: it holds a candidate that may be chosen. */
    private final boolean[] passing;

    /** Shares closer than this are equal: sums of the same weights in another order differ in the last bits. */
    private static final double TIE = 1e-9;

    private ResultClusters(int[] clusterOf, List<List<Integer>> clusters, double[] weights, double total,
                           boolean[] passing) {
        this.clusterOf = clusterOf;
        this.clusters = clusters;
        this.weights = weights;
        this.total = total;
        this.passing = passing;
    }

    public static ResultClusters of(List<ClusterMember> members) {
        return of(members, 0);
    }

    /** @param failedVotes candidates of an earlier round that failed: in the total, in no cluster */
    public static ResultClusters of(List<ClusterMember> members, int failedVotes) {
        int[] clusterOf = new int[members.size()];
        List<List<Integer>> clusters = new ArrayList<>();
        Map<ResultFingerprint, List<Integer>> byFingerprint = new HashMap<>();
        List<Integer> visiting = IntStream.range(0, members.size()).boxed()
                .sorted(Comparator.comparing((Integer i) -> members.get(i).key())).toList();
        for (int i : visiting) {
            ClusterMember member = members.get(i);
            int found = -1;
            if (member.eligible() && member.result().ran()) {
                List<Integer> sameKey = byFingerprint.computeIfAbsent(ResultFingerprint.of(member.result()),
                        f -> new ArrayList<>());
                for (int c : sameKey) {
                    ClusterMember first = members.get(clusters.get(c).get(0));
                    if (ResultEquality.equal(first.result(), member.result(), first.ordered() && member.ordered())) {
                        found = c;
                        break;
                    }
                }
                if (found < 0) {
                    sameKey.add(clusters.size());
                }
            }
            if (found < 0) {
                found = clusters.size();
                clusters.add(new ArrayList<>());
            }
            clusters.get(found).add(i);
            clusterOf[i] = found;
        }
        double[] weights = new double[clusters.size()];
        boolean[] passing = new boolean[clusters.size()];
        for (int c = 0; c < weights.length; c++) {
            weights[c] = clusters.get(c).stream().mapToDouble(i -> members.get(i).weight()).sum();
            passing[c] = clusters.get(c).stream().anyMatch(i -> members.get(i).passes());
        }
        double total = (failedVotes + members.stream().mapToInt(ClusterMember::votes).sum()) * ClusterWeights.ROWS;
        return new ResultClusters(clusterOf, clusters.stream().map(List::copyOf).toList(), weights, total, passing);
    }

    /** The members of candidate {@code i}'s cluster, itself included. */
    public List<Integer> clusterOf(int i) {
        return clusters.get(clusterOf[i]);
    }

    /** Its cluster's weight over the most there could be, 0 to 1; 0 without candidates. */
    public double share(int i) {
        return total == 0 ? 0 : weights[clusterOf[i]] / total;
    }

    /** How many clusters there are. */
    public int size() {
        return clusters.size();
    }

    /** The index of candidate {@code i}'s cluster: an identity for reports, the same whatever the candidates' order. */
    public int indexOf(int i) {
        return clusterOf[i];
    }

    /** How many clusters hold a candidate that may be chosen: how many different answers are on the table. */
    public int passingClusters() {
        int n = 0;
        for (boolean p : passing) {
            n += p ? 1 : 0;
        }
        return n;
    }

    /**
     * Its cluster's share minus the largest share of any other cluster holding a passing candidate (that is 0
     * when there is none): positive when it leads, negative when it is behind, 0 when tied for the lead.
     */
    public double margin(int i) {
        double best = 0;
        for (int c = 0; c < weights.length; c++) {
            if (c != clusterOf[i] && passing[c]) {
                best = Math.max(best, weights[c]);
            }
        }
        return total == 0 ? 0 : (weights[clusterOf[i]] - best) / total;
    }

    /** Its cluster holds a passing candidate and no such cluster weighs more (ties count as largest). */
    public boolean largest(int i) {
        return passing[clusterOf[i]] && margin(i) >= -TIE;
    }
}
