package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** A pass/fail verdict: the deterministic one of Layers 1-4, or the AI judge's advisory one. */
public enum Verdict implements Label {
    PASS("pass"),
    FAIL("fail");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
