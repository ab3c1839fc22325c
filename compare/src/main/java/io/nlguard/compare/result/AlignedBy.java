package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a column of the actual result was paired with one of the expected result. */
public enum AlignedBy {
    /** Same position (the only rule when column order is required, and the fallback for what is left). */
    POSITION("position"),
    /** Same name, case-insensitive. */
    NAME("name"),
    /** Same multiset of values. */
    VALUES("values");

    private final String value;

    AlignedBy(String value) {
        this.value = value;
    }

    @JsonValue
    public String value() {
        return value;
    }
}
