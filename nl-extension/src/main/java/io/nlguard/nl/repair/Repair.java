package io.nlguard.nl.repair;

import io.nlguard.nl.evaluate.EvaluatedCandidate;

import java.util.List;
import java.util.Optional;

/** Every repair round, in order; the last one succeeded when any did. */
public record Repair(List<RepairRound> rounds) {

    public static final Repair NONE = new Repair(List.of());

    public Repair {
        rounds = List.copyOf(rounds);
    }

    /** The repaired candidate that passes, if a round gave one. */
    public Optional<EvaluatedCandidate> repaired() {
        return rounds.isEmpty() ? Optional.empty()
                : rounds.get(rounds.size() - 1).result().filter(EvaluatedCandidate::passes);
    }
}
