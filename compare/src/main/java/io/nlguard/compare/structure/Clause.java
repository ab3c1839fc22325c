package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The clauses {@code clause_match} compares, one entry each. Nested queries contribute to the same
 * clauses as their enclosing query (see the package documentation).
 */
public enum Clause {
    /** SELECT list: output expressions and their aliases, in order. */
    PROJECTION("projection", true),
    /** WHERE: the selection predicate, compared conjunct by conjunct. */
    SELECTION("selection", false),
    /** HAVING: the post-aggregation predicate, conjunct by conjunct. */
    HAVING("having", false),
    /** FROM sources, the join graph (ON conjuncts, USING lists) and join types. */
    JOIN("join", false),
    /** GROUP BY: the aggregation grain, as a set. */
    GROUP_BY("group_by", false),
    /** ORDER BY items with direction and NULLS placement, in order. */
    ORDER_BY("order_by", true),
    /** LIMIT, FETCH FIRST, TOP and OFFSET. */
    LIMIT_OFFSET("limit_offset", false),
    /** SELECT DISTINCT and DISTINCT ON. */
    DISTINCT("distinct", false),
    /** Window function calls with their OVER specification. */
    WINDOW("window", false),
    /** UNION, INTERSECT and EXCEPT, with ALL, and how they nest. */
    SET_OPERATORS("set_operators", false);

    private final String key;
    private final boolean ordered;

    Clause(String key, boolean ordered) {
        this.key = key;
        this.ordered = ordered;
    }

    /** The clause's name in {@code clause_match}. */
    @JsonValue
    public String key() {
        return key;
    }

    /** Whether the order of the clause's elements matters (it does for the SELECT list and ORDER BY). */
    public boolean ordered() {
        return ordered;
    }
}
