package io.nlguard.compare.structure;

import io.nlguard.compare.label.Label;

/**
 * The clauses {@code clause_match} compares, one entry each. Nested queries contribute to the same
 * clauses as their enclosing query (see the package documentation).
 */
public enum Clause implements Label {
    /** SELECT list: output expressions and their aliases, in order. */
    PROJECTION(true),
    /** WHERE: the selection predicate, compared conjunct by conjunct. */
    SELECTION(false),
    /** HAVING: the post-aggregation predicate, conjunct by conjunct. */
    HAVING(false),
    /** FROM sources, the join graph (ON conjuncts, USING lists) and join types. */
    JOIN(false),
    /** GROUP BY: the aggregation grain, as a set. */
    GROUP_BY(false),
    /** ORDER BY items with direction and NULLS placement, in order. */
    ORDER_BY(true),
    /** LIMIT, FETCH FIRST, TOP and OFFSET. */
    LIMIT_OFFSET(false),
    /** SELECT DISTINCT and DISTINCT ON. */
    DISTINCT(false),
    /** Window function calls with their OVER specification. */
    WINDOW(false),
    /** UNION, INTERSECT and EXCEPT, with ALL, and how they nest. */
    SET_OPERATORS(false);

    private final boolean ordered;

    Clause(boolean ordered) {
        this.ordered = ordered;
    }

    /** Whether the order of the clause's elements matters (it does for the SELECT list and ORDER BY). */
    public boolean ordered() {
        return ordered;
    }
}
