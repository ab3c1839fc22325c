package io.nlguard.guard.score;

import java.util.Locale;

import io.nlguard.guard.features.NodeFeatures;

/**
 * How much one feature moved one node's score.
 *
 * @param value        the feature's value on the node
 * @param contribution its additive share of the node's raw score (log-odds); positive means riskier
 */
public record FeatureContribution(String feature, double value, double contribution) {

    /** {@code column_resolved=0 (+1.92)}, a code by its name: {@code column_status=UNKNOWN_COLUMN (+1.20)} */
    public String describe() {
        return String.format(Locale.ROOT, "%s=%s (%+.2f)", feature, NodeFeatures.describe(feature, value), contribution);
    }
}
