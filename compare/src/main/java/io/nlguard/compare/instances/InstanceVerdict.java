package io.nlguard.compare.instances;

import io.nlguard.compare.label.Label;

/** The outcome of the check over all instances. */
public enum InstanceVerdict implements Label {
    /** Every instance that gave an answer (at least one) agreed. */
    EQUIVALENT_ON_ALL,
    /** At least one instance tells the queries apart: the distinguishing instance shows how. */
    DIFFERS_ON_SOME,
    /** No instance gave an answer: the queries could not be checked (see the reason), or every instance was
     * skipped or inconclusive. */
    NOT_CHECKED;
}
