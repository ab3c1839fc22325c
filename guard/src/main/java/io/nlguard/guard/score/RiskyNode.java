package io.nlguard.guard.score;

import java.util.List;
import java.util.stream.Collectors;

/** A node over the warning threshold, with the features that drove its probability. */
public record RiskyNode(NodeScore score, List<FeatureContribution> drivers) {

    public RiskyNode {
        drivers = List.copyOf(drivers);
    }

    /** {@code Column(c.nmae) at 1:16 (p=0.91), driven by column_resolves=0 (+1.92), ...} */
    public String describe() {
        if (drivers.isEmpty()) {
            return score.describe();
        }
        return score.describe() + ", driven by "
                + drivers.stream().map(FeatureContribution::describe).collect(Collectors.joining(", "));
    }
}
