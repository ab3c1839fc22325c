package io.nlguard.compare.structure;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * How much each clause counts in {@code clause_weighted_distance}. The design names the clauses but
 * gives no weights; {@link #DEFAULT} puts what decides which rows come back (SELECT list, WHERE,
 * joins) above what shapes them (grouping, ordering, top-k, DISTINCT, windows, set operators).
 * Weights need not sum to 1: the distance divides by the weights of the clauses it uses.
 */
public final class ClauseWeights {

    /** projection 0.20, selection 0.20, join 0.15, group_by 0.10, order_by 0.08, set_operators 0.08,
     * having 0.05, limit_offset 0.05, window 0.05, distinct 0.04 (sum 1.0). */
    public static final ClauseWeights DEFAULT = new ClauseWeights(Map.of(
            Clause.PROJECTION, 0.20,
            Clause.SELECTION, 0.20,
            Clause.JOIN, 0.15,
            Clause.GROUP_BY, 0.10,
            Clause.ORDER_BY, 0.08,
            Clause.SET_OPERATORS, 0.08,
            Clause.HAVING, 0.05,
            Clause.LIMIT_OFFSET, 0.05,
            Clause.WINDOW, 0.05,
            Clause.DISTINCT, 0.04));

    private final Map<Clause, Double> weights;

    private ClauseWeights(Map<Clause, Double> weights) {
        this.weights = new EnumMap<>(weights);
    }

    /**
     * The defaults with some clauses overridden. A weight must be finite and not negative; a clause
     * weighted 0 is left out of the distance.
     */
    public static ClauseWeights of(Map<Clause, Double> overrides) {
        Map<Clause, Double> merged = new EnumMap<>(DEFAULT.weights);
        overrides.forEach((clause, weight) -> {
            Objects.requireNonNull(clause, "clause");
            if (weight == null || !Double.isFinite(weight) || weight < 0) {
                throw new IllegalArgumentException("weight of " + clause.label() + " must be a finite number >= 0, not " + weight);
            }
            merged.put(clause, weight);
        });
        return new ClauseWeights(merged);
    }

    public double weight(Clause clause) {
        return weights.getOrDefault(clause, 0.0);
    }

    @Override
    public String toString() {
        return weights.toString();
    }
}
