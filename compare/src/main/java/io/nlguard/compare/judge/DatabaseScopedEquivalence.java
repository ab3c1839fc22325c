package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * {@code database_scoped_equivalence_judgment}: are the two queries equivalent as observed on this
 * database instance? Never a claim of universal semantic equivalence.
 */
public enum DatabaseScopedEquivalence implements Label {
    EQUIVALENT("equivalent"),
    NOT_EQUIVALENT("not_equivalent"),
    /** The evidence does not show it, e.g. a query did not run. */
    UNDETERMINED("undetermined");

    private final String label;

    DatabaseScopedEquivalence(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
