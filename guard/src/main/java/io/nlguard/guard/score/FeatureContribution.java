package io.nlguard.guard.score;

import java.util.Locale;

/**
 * How much one feature moved one node's score.
 *
 * @param value        the feature's value on the node
 * @param contribution its additive share of the node's raw score (log-odds); positive means riskier
 */
public record FeatureContribution(String feature, double value, double contribution) {

    /** {@code column_resolves=0 (+1.92)} */
    public String describe() {
        return String.format(Locale.ROOT, "%s=%s (%+.2f)", feature, plain(value), contribution);
    }

    private static String plain(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.3g", value);
    }
}
