package io.nlguard.compare.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An actual column paired with an expected one; the comparison reads cells through these pairs.
 *
 * @param actualIndex   0-based position in the actual result
 * @param expectedIndex 0-based position in the expected result
 */
public record ColumnPair(
        @JsonProperty("actual_index") int actualIndex,
        @JsonProperty("expected_index") int expectedIndex,
        @JsonProperty("actual_name") String actualName,
        @JsonProperty("expected_name") String expectedName,
        @JsonProperty("actual_type") String actualType,
        @JsonProperty("expected_type") String expectedType,
        @JsonProperty("aligned_by") AlignedBy alignedBy) {

    /** Case-insensitive: PostgreSQL has already folded unquoted names. */
    public boolean sameName() {
        return actualName.equalsIgnoreCase(expectedName);
    }

    /** Equal type names; an unknown (null) type matches any. */
    public boolean sameType() {
        return actualType == null || expectedType == null || actualType.equalsIgnoreCase(expectedType);
    }
}
