package io.nlguard.nl.select;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hand-made selector's weight of each signal; {@link #DEFAULT} are the shipped ones. The measurement
 * builds variants of it ({@link #without}, {@link #only}) to report each signal's contribution.
 *
 * @param cluster   agreement of results: independent candidates that return the same rows are rarely all wrong
 * @param guard     the guard's warnings: 1 / (1 + warnings), nothing when blocked
 * @param risk      one minus the node model's mean of max and mean node probability
 * @param explain   planned, and cheap relative to the others
 * @param result    the result itself: rows beat nothing, nothing beats a failure
 * @param shape     the result's shape against what the question asks for ({@link QuestionShape})
 * @param adherence the schema contract's share of what it uses (the seed's reranker signal, often unknown)
 * @param join      the join skeleton's match (the seed's reranker signal, often unknown)
 */
public record SignalWeights(double cluster, double guard, double risk, double explain, double result, double shape,
                            double adherence, double join) {

    /** The signals' names, in the record's order. */
    public static final List<String> NAMES = List.of("cluster", "guard", "risk", "explain", "result", "shape",
            "adherence", "join");

    /** The seed's weights, before the one adjustment the Spider measurement made (docs/selection.md). */
    public static final SignalWeights SEED = new SignalWeights(0.50, 0.10, 0.10, 0.10, 0.05, 0.08, 0.04, 0.03);

    /**
     * The shipped weights: the seed's without EXPLAIN, scaled to sum to 1 again, so the raw score is itself a rough
     * probability and the others keep their proportions. Among candidates that run, EXPLAIN only adds a preference
     * for the cheaper plan, and a cheaper plan is more often one that does less (a join or a filter missing) than
     * a right one; leaving it out raised the accuracy on all three sets of docs/selection.md.
     */
    public static final SignalWeights DEFAULT = SEED.without("explain").normalized();

    /** Each signal's weight by name. */
    public Map<String, Double> byName() {
        Map<String, Double> weights = new LinkedHashMap<>();
        double[] values = {cluster, guard, risk, explain, result, shape, adherence, join};
        for (int i = 0; i < values.length; i++) {
            weights.put(NAMES.get(i), values[i]);
        }
        return weights;
    }

    /** These weights with one signal's set to 0 (an ablation). */
    public SignalWeights without(String signal) {
        Map<String, Double> weights = byName();
        requireKnown(signal);
        weights.put(signal, 0.0);
        return of(weights);
    }

    /** The same proportions, summing to 1. */
    public SignalWeights normalized() {
        double sum = byName().values().stream().mapToDouble(Double::doubleValue).sum();
        if (!(sum > 0)) {
            throw new IllegalStateException("no weight to normalize: " + this);
        }
        Map<String, Double> weights = byName();
        weights.replaceAll((name, w) -> w / sum);
        return of(weights);
    }

    /** That one signal alone, weight 1. */
    public static SignalWeights only(String signal) {
        requireKnown(signal);
        Map<String, Double> weights = new LinkedHashMap<>();
        NAMES.forEach(name -> weights.put(name, name.equals(signal) ? 1.0 : 0.0));
        return of(weights);
    }

    private static SignalWeights of(Map<String, Double> w) {
        return new SignalWeights(w.get("cluster"), w.get("guard"), w.get("risk"), w.get("explain"), w.get("result"),
                w.get("shape"), w.get("adherence"), w.get("join"));
    }

    private static void requireKnown(String signal) {
        if (!NAMES.contains(signal)) {
            throw new IllegalArgumentException("unknown signal " + signal + "; known: " + NAMES);
        }
    }
}
