package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** The design's severity triage labels, used for {@code severity} and {@code severity_classification}. */
public enum Severity implements Label {
    PASS("pass"),
    MINOR_ISSUE("minor issue"),
    MODERATE_ISSUE("moderate issue"),
    MAJOR_ISSUE("major issue"),
    CRITICAL_FAILURE("critical failure");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
