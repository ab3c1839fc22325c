package io.nlguard.compare.score;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** {@code deterministic_verdict} and {@code ai_advisory_verdict}: pass or fail. */
public enum Verdict {
    PASS, FAIL;

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws IllegalArgumentException for anything but pass or fail (any case) */
    @JsonCreator
    public static Verdict of(String value) {
        return valueOf(value.trim().toUpperCase(Locale.ROOT));
    }
}
