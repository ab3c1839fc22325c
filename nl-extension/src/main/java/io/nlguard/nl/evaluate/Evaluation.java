package io.nlguard.nl.evaluate;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Every distinct candidate judged, best first.
 *
 * @param guardTook   how long the guard took on all of them
 * @param explainTook how long planning them took
 * @param runTook     how long running them took
 */
public record Evaluation(List<EvaluatedCandidate> ranked, Duration guardTook, Duration explainTook,
                         Duration runTook) {

    public Evaluation {
        ranked = List.copyOf(ranked);
        Objects.requireNonNull(guardTook, "guardTook");
        Objects.requireNonNull(explainTook, "explainTook");
        Objects.requireNonNull(runTook, "runTook");
    }

    public Evaluation(List<EvaluatedCandidate> ranked) {
        this(ranked, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    /** The best candidate, passing or not. */
    public Optional<EvaluatedCandidate> best() {
        return ranked.stream().findFirst();
    }

    /** The best candidate that passes the guard, EXPLAIN and running it. */
    public Optional<EvaluatedCandidate> winner() {
        return best().filter(EvaluatedCandidate::passes);
    }
}
