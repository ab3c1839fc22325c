package io.nlguard.compare.instances;

import com.fasterxml.jackson.annotation.JsonValue;

/** The outcome of the check over all instances. */
public enum InstanceVerdict {
    /** Every instance that gave an answer (at least one) agreed. */
    EQUIVALENT_ON_ALL("equivalent_on_all"),
    /** At least one instance tells the queries apart: the distinguishing instance shows how. */
    DIFFERS_ON_SOME("differs_on_some"),
    /** No instance gave an answer: the queries could not be checked (see the reason), or every instance was
     * skipped or inconclusive. */
    NOT_CHECKED("not_checked");

    private final String value;

    InstanceVerdict(String value) {
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
