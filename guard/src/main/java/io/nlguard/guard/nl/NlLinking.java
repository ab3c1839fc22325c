package io.nlguard.guard.nl;

import java.util.Objects;

/**
 * Which schema linker chooses the tables and columns the prompt shows ({@code nlguard.nl.linker}), and the
 * budget of the multi-hypothesis one.
 *
 * @param linker      {@code nlguard.nl.linker}: the seed's heuristic linker, or EviLink's multi-hypothesis linking
 * @param hypotheses  {@code nlguard.nl.evilink-hypotheses}: how many SQL hypotheses vote (2 to 4)
 * @param agentTurns  {@code nlguard.nl.evilink-turns}: the most turns the refinement agent takes (0 to 8; 0: none)
 */
public record NlLinking(Linker linker, int hypotheses, int agentTurns) {

    /** The linkers a question can be linked by. */
    public enum Linker { HEURISTIC, EVILINK }

    public static final int MAX_HYPOTHESES = 4;
    public static final int MAX_TURNS = 8;

    public static final NlLinking DEFAULT = new NlLinking(Linker.HEURISTIC, MAX_HYPOTHESES, MAX_TURNS);

    public NlLinking {
        Objects.requireNonNull(linker, "linker");
        if (hypotheses < 2 || hypotheses > MAX_HYPOTHESES || agentTurns < 0 || agentTurns > MAX_TURNS) {
            throw new IllegalArgumentException("hypotheses in 2..4, agent turns in 0..8");
        }
    }

    public boolean evilink() {
        return linker == Linker.EVILINK;
    }
}
