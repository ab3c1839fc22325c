package io.nlguard.nl.evaluate;

import java.util.Comparator;

/**
 * The deterministic orders of candidates. {@link #BEST_FIRST} is the selector's: passing first, then the
 * higher score, then the SQL that would run and the SQL written, in code-point order, so that the order the
 * candidates came in never decides.
 */
public final class Ranking {

    public static final Comparator<EvaluatedCandidate> BEST_FIRST = Comparator
            .comparing(EvaluatedCandidate::passes).reversed()
            .thenComparing(Comparator.comparingDouble((EvaluatedCandidate c) -> c.score().points()).reversed())
            .thenComparing(EvaluatedCandidate::checkedSql)
            .thenComparing(EvaluatedCandidate::sql);

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
