package io.nlguard.guard.features;

/**
 * One feature of the node vector.
 *
 * @param name           a stable snake_case name, unique across all groups
 * @param group          the family it belongs to
 * @param meaning        what the value says, one sentence
 * @param neutralDefault the value of nodes the feature does not apply to
 */
public record FeatureDefinition(String name, FeatureGroup group, String meaning, double neutralDefault) {
}
