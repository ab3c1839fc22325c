package io.nlguard.nl.evilink;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the refinement agent decided about the uncertain items: those it kept and discarded, each with its
 * reason, those it left undecided (kept, as EviLink keeps unresolved items), its turns and the tokens spent.
 */
public record Refinement(Map<String, String> kept, Map<String, String> discarded, Set<String> unresolved,
                         List<AgentTurn> turns, int tokens) {

    public static final Refinement NONE = new Refinement(Map.of(), Map.of(), Set.of(), List.of(), 0);

    public Refinement {
        kept = Map.copyOf(kept);
        discarded = Map.copyOf(discarded);
        unresolved = Set.copyOf(unresolved);
        turns = List.copyOf(turns);
    }

    public String summary() {
        return turns.size() + " agent turns: kept " + kept.size() + ", discarded " + discarded.size() + ", "
                + unresolved.size() + " unresolved (kept)";
    }
}
