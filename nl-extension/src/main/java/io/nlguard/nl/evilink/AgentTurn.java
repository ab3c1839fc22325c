package io.nlguard.nl.evilink;

import java.util.Map;

/**
 * One turn of the refinement agent, for the stage log: the tool it called (or {@code invalid} for a reply
 * that was no call), the arguments, and a short summary of what it got back.
 */
public record AgentTurn(int turn, String tool, Map<String, String> args, String result) {

    public AgentTurn {
        args = Map.copyOf(args);
    }
}
