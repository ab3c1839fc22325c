package io.nlguard.guard.score;

import java.util.List;
import java.util.stream.Collectors;

/** A node over the warning threshold, with the features that drove its probability. */
public record RiskyNode(NodeScore score, List<FeatureContribution> drivers) {

    public RiskyNode {
        drivers = List.copyOf(drivers);
    }

    /** {@code , driven by column_status=4 (+1.58), ...}, or nothing when no feature raised the score. */
    public String drivenBy() {
        return drivers.isEmpty() ? ""
                : ", driven by " + drivers.stream().map(FeatureContribution::describe).collect(Collectors.joining(", "));
    }
}
