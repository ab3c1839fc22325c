package io.nlguard.compare.request;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonCreator;

import io.nlguard.compare.label.Label;

/**
 * The semantics {@code result_equality_family.mode_pass} is judged under.
 * <ul>
 *   <li>{@code exact}: schema (column count, names, order and types), values and row order all match;</li>
 *   <li>{@code order-insensitive}: bag (multiset) semantics, duplicates count, row order ignored;</li>
 *   <li>{@code order-sensitive}: the rows match one for one in sequence (top-k, pagination).</li>
 * </ul>
 */
public enum ComparisonMode implements Label {
    EXACT,
    ORDER_INSENSITIVE,
    ORDER_SENSITIVE;

    /** {@code exact}, {@code order-insensitive}, {@code order-sensitive}. */
    @Override
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** @throws IllegalArgumentException for a name that is not a mode */
    @JsonCreator
    public static ComparisonMode of(String value) {
        return Label.of(ComparisonMode.class, value, "comparison_mode");
    }

    /** Whether row order counts in this mode. */
    public boolean ordered() {
        return this != ORDER_INSENSITIVE;
    }
}
