package io.nlguard.compare.request;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The semantics {@code result_equality_family.mode_pass} is judged under.
 * <ul>
 *   <li>{@code exact}: schema (column count, names, order and types), values and row order all match;</li>
 *   <li>{@code order-insensitive}: bag (multiset) semantics, duplicates count, row order ignored;</li>
 *   <li>{@code order-sensitive}: the rows match one for one in sequence (top-k, pagination).</li>
 * </ul>
 */
public enum ComparisonMode {
    EXACT("exact"),
    ORDER_INSENSITIVE("order-insensitive"),
    ORDER_SENSITIVE("order-sensitive");

    private final String value;

    ComparisonMode(String value) {
        this.value = value;
    }

    /** The name used in JSON and reports. */
    @JsonValue
    public String value() {
        return value;
    }

    /** @throws IllegalArgumentException for a name that is not a mode */
    @JsonCreator
    public static ComparisonMode of(String value) {
        for (ComparisonMode mode : values()) {
            if (mode.value.equalsIgnoreCase(value) || mode.name().equalsIgnoreCase(value)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("comparison_mode: '" + value + "' is not exact, order-insensitive or order-sensitive");
    }

    /** Whether row order counts in this mode. */
    public boolean ordered() {
        return this != ORDER_INSENSITIVE;
    }

    @Override
    public String toString() {
        return value;
    }
}
