package io.nlguard.compare.score;

import io.nlguard.compare.label.Label;

/** {@code deterministic_verdict} and {@code ai_advisory_verdict}: {@code pass} or {@code fail}. */
public enum Verdict implements Label {
    PASS, FAIL;

    /** @throws IllegalArgumentException for anything but pass or fail (any case) */
    public static Verdict of(String value) {
        return Label.of(Verdict.class, value, "verdict");
    }
}
