package io.nlguard.compare.instances;

import com.fasterxml.jackson.annotation.JsonValue;

/** How the two queries fared on one instance. */
public enum OutcomeStatus {
    /** Both ran and their results are equal under the configured comparison. */
    AGREE("agree"),
    /** Their results differ, or the database rejected one query on this data where the other ran. */
    DIFFER("differ"),
    /** Both failed, or one timed out or was refused: the instance says nothing about equivalence. */
    INCONCLUSIVE("inconclusive"),
    /** The instance could not be generated; the queries did not run on it. */
    SKIPPED("skipped");

    private final String value;

    OutcomeStatus(String value) {
        this.value = value;
    }

    @JsonValue
    public String value() {
        return value;
    }

    @Override
    public String toString() {
        return value;
    }
}
