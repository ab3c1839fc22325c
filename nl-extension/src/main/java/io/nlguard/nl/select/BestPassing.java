package io.nlguard.nl.select;

import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;

/**
 * The choice rule of the selectors (the hand-made one's too): among the candidates that pass, the highest
 * score wins; equal scores go to the first SQL text in code-point order, which does not depend on the order
 * of the candidates.
 */
final class BestPassing {

    private BestPassing() {
    }

    /** The index of the chosen candidate, empty when none passes. */
    static OptionalInt index(List<CandidateSignals> candidates, List<Double> scores) {
        return IntStream.range(0, candidates.size()).filter(i -> candidates.get(i).passes()).boxed()
                .min(Comparator.comparingDouble((Integer i) -> -scores.get(i))
                        .thenComparing(i -> candidates.get(i).sql()))
                .map(OptionalInt::of).orElse(OptionalInt.empty());
    }
}
