package io.nlguard.guard.features;

/**
 * One feature of the node vector.
 *
 * @param name           a stable snake_case name, unique across all groups
 * @param group          the family it belongs to
 * @param meaning        what the value says, one sentence
 * @param neutralDefault the value of nodes the feature does not apply to
 * @param categorical    the value is a code without an order (a node type, a clause): a model should
 *                       split it by sets of codes rather than by thresholds on the code's number
 */
public record FeatureDefinition(String name, FeatureGroup group, String meaning, double neutralDefault,
                                boolean categorical) {
}
