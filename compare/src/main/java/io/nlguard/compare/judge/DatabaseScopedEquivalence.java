package io.nlguard.compare.judge;

import io.nlguard.compare.label.Label;

/**
 * {@code database_scoped_equivalence_judgment}: are the two queries equivalent as observed on this
 * database instance? Never a claim of universal semantic equivalence.
 */
public enum DatabaseScopedEquivalence implements Label {
    EQUIVALENT,
    NOT_EQUIVALENT,
    /** The evidence does not show it, e.g. a query did not run. */
    UNDETERMINED;
}
