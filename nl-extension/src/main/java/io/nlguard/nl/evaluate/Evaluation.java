package io.nlguard.nl.evaluate;

import java.util.List;
import java.util.Optional;

/** Every distinct candidate judged, best first. */
public record Evaluation(List<EvaluatedCandidate> ranked) {

    public Evaluation {
        ranked = List.copyOf(ranked);
    }

    /** The best candidate, passing or not. */
    public Optional<EvaluatedCandidate> best() {
        return ranked.stream().findFirst();
    }

    /** The best candidate that passes the guard and EXPLAIN. */
    public Optional<EvaluatedCandidate> winner() {
        return best().filter(EvaluatedCandidate::passes);
    }
}
