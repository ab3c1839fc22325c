package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** {@code acceptable_deviation_judgment}: how much the deviation between the results matters. */
public enum AcceptableDeviation implements Label {
    /** The results do not deviate. */
    NONE("none"),
    /** E.g. the order of rows only. */
    HARMLESS("harmless"),
    /** E.g. minor rounding. */
    ACCEPTABLE("acceptable"),
    /** Wrong data. */
    CRITICAL("critical");

    private final String label;

    AcceptableDeviation(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
