package io.nlguard.nl.evaluate;

import java.util.Comparator;

/**
 * The deterministic order of candidates: passing first, then the higher score, more agreement, shorter
 * SQL, and the earlier candidate. No two distinct candidates compare equal (their first indexes differ).
 */
public final class Ranking {

    public static final Comparator<EvaluatedCandidate> BEST_FIRST = Comparator
            .comparing(EvaluatedCandidate::passes).reversed()
            .thenComparing(Comparator.comparingDouble((EvaluatedCandidate c) -> c.score().points()).reversed())
            .thenComparing(Comparator.comparingInt(EvaluatedCandidate::votes).reversed())
            .thenComparingInt(c -> c.sql().length())
            .thenComparingInt(Ranking::firstIndex);

    /** Without the reranker: passing first, then the order generated. */
    public static final Comparator<EvaluatedCandidate> FIRST_PASSING = Comparator
            .comparing(EvaluatedCandidate::passes).reversed()
            .thenComparingInt(Ranking::firstIndex);

    private static int firstIndex(EvaluatedCandidate candidate) {
        return candidate.indexes().isEmpty() ? Integer.MAX_VALUE : candidate.indexes().get(0);
    }

    private Ranking() {
    }
}
