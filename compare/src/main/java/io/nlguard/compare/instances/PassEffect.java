package io.nlguard.compare.instances;

import io.nlguard.compare.label.Label;

/**
 * What the instance check does to a result that passed on the given database. It never changes a
 * failing result: a difference on the real data stands whatever generated data shows.
 */
public enum PassEffect implements Label {
    /** {@code equivalent_on_all}: the pass stands, with more confidence. */
    CONFIRMS_PASS,
    /** {@code not_checked}, or the result did not pass: nothing changes. */
    NONE,
    /**
     * {@code differs_on_some}, but every differing instance differs in row order only (ties of an
     * ORDER BY in an order-sensitive comparison, which PostgreSQL may break either way): a warning.
     */
    TURNS_PASS_INTO_WARNING,
    /**
     * {@code differs_on_some} with a difference of rows or a one-sided error: a database of the same
     * schema, honouring its types, keys and constraints, on which the queries disagree. As in Spider's
     * test-suite evaluation, the actual query is then not counted as correct: the pass becomes a fail.
     */
    TURNS_PASS_INTO_FAIL;
}
