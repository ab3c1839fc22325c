package io.nlguard.compare.instances;

import io.nlguard.compare.label.Label;

/** How the two queries fared on one instance. */
public enum OutcomeStatus implements Label {
    /** Both ran and their results are equal under the configured comparison. */
    AGREE,
    /** Their results differ, or the database rejected one query on this data where the other ran. */
    DIFFER,
    /** Both failed, or one timed out or was refused: the instance says nothing about equivalence. */
    INCONCLUSIVE,
    /** The instance could not be generated; the queries did not run on it. */
    SKIPPED;
}
