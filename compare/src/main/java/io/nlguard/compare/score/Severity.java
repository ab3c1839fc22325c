package io.nlguard.compare.score;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** {@code severity}: the design's severity mapping, from no issue to a critical failure, in that order. */
public enum Severity {
    PASS, MINOR_ISSUE, MODERATE_ISSUE, MAJOR_ISSUE, CRITICAL_FAILURE;

    /** {@code pass}, {@code minor issue}, {@code moderate issue}, {@code major issue}, {@code critical failure}. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** @throws IllegalArgumentException for a label that is not a severity */
    @JsonCreator
    public static Severity of(String label) {
        return valueOf(label.trim().toUpperCase(Locale.ROOT).replace(' ', '_'));
    }

    /** The more severe of the two. */
    public Severity atLeast(Severity other) {
        return compareTo(other) >= 0 ? this : other;
    }

    @Override
    public String toString() {
        return label();
    }
}
