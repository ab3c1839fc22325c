package io.nlguard.compare.diagnose;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One piece of evidence behind an attribution.
 *
 * @param name        what was measured ({@code clause_divergence}, {@code cardinality_deviation}...)
 * @param value       its strength in [0, 1]; 0 means the signal is absent
 * @param description the measurement in plain words
 */
public record Signal(
        @JsonProperty("name") String name,
        @JsonProperty("value") double value,
        @JsonProperty("description") String description) {

    public Signal {
        value = Math.max(0.0, Math.min(1.0, value));
    }

    boolean present() {
        return value > 0;
    }
}
