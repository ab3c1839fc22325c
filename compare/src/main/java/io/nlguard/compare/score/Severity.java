package io.nlguard.compare.score;

import java.util.Locale;

import io.nlguard.compare.label.Label;

/**
 * The design's severity labels, from no issue to a critical failure, in that order: the deterministic
 * {@code severity} and the AI judge's {@code severity_classification}.
 */
public enum Severity implements Label {
    PASS, MINOR_ISSUE, MODERATE_ISSUE, MAJOR_ISSUE, CRITICAL_FAILURE;

    /** {@code pass}, {@code minor issue}, {@code moderate issue}, {@code major issue}, {@code critical failure}. */
    @Override
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** @throws IllegalArgumentException for a label that is not a severity */
    public static Severity of(String label) {
        return Label.of(Severity.class, label, "severity");
    }

    /** The more severe of the two. */
    public Severity atLeast(Severity other) {
        return compareTo(other) >= 0 ? this : other;
    }
}
