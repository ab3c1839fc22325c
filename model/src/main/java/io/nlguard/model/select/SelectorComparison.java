package io.nlguard.model.select;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.nlguard.model.eval.QueryBootstrap;

/**
 * The out-of-fold accuracies of the hand-made and the learned selector and of the oracle, per candidate set
 * and pooled, with the learned − hand-made difference's bootstrap interval.
 *
 * @param set     the candidate set, or {@link #POOLED}
 * @param interval    of learned − hand-made; pooled rows are drawn by question, all its sets together
 * @param learnedOnly questions only the learned selector gets right
 * @param handOnly    questions only the hand-made selector gets right
 */
public record SelectorComparison(String set, int questions, double hand, double learned, double oracle,
                                 QueryBootstrap.Interval interval, int learnedOnly, int handOnly) {

    public static final String POOLED = "pooled";

    public double difference() {
        return learned - hand;
    }

    /** One row per set (in name order), then the pooled row. */
    public static List<SelectorComparison> of(List<FoldOutcome> outcomes) {
        Map<String, List<FoldOutcome>> bySet = new TreeMap<>();
        outcomes.forEach(o -> bySet.computeIfAbsent(o.question().set(), s -> new ArrayList<>()).add(o));
        Map<String, List<FoldOutcome>> rows = new LinkedHashMap<>(bySet);
        rows.put(POOLED, outcomes);
        List<SelectorComparison> out = new ArrayList<>();
        rows.forEach((set, list) -> out.add(row(set, list)));
        return out;
    }

    private static SelectorComparison row(String set, List<FoldOutcome> list) {
        int n = list.size();
        boolean[] learned = new boolean[n];
        boolean[] hand = new boolean[n];
        Object[] cluster = new Object[n];
        int oracle = 0;
        int learnedOnly = 0;
        int handOnly = 0;
        for (int i = 0; i < n; i++) {
            FoldOutcome o = list.get(i);
            learned[i] = o.learnedRight();
            hand[i] = o.handRight();
            cluster[i] = o.question().dbId() + "#" + o.question().id();
            oracle += o.oracle() ? 1 : 0;
            learnedOnly += learned[i] && !hand[i] ? 1 : 0;
            handOnly += hand[i] && !learned[i] ? 1 : 0;
        }
        return new SelectorComparison(set, n, share(hand), share(learned), (double) oracle / n,
                PairedBootstrap.difference(learned, hand, cluster), learnedOnly, handOnly);
    }

    private static double share(boolean[] values) {
        int k = 0;
        for (boolean v : values) {
            k += v ? 1 : 0;
        }
        return (double) k / values.length;
    }
}
