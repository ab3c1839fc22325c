package io.nlguard.guard.sql;

/**
 * What a child is to its parent (sqlglot's argument keys). Lets passes ask "the qualifier of this
 * column" or "the ON condition of this join" without relying on child order.
 */
public enum Role {
    /** The main operand or content: a table's name, a column's name, a clause's expression. */
    THIS,
    /** The right-hand operand of a binary operator, the pattern of LIKE, the target of IS. */
    EXPRESSION,
    /** An element of a list: projections, IN items, GROUP BY items, function arguments. */
    ITEM,
    /** The table or alias in front of a column ({@code t} in {@code t.a}). */
    QUALIFIER,
    /** The schema in front of a table ({@code s} in {@code s.t}). */
    SCHEMA,
    ALIAS,
    /** Column names of a CTE or a derived-table alias: {@code x(a, b)}. */
    COLUMNS,
    ON, USING, LOW, HIGH, WHEN, THEN, DEFAULT, PARTITION, TARGET,
    /** A clause of a query: FROM, WHERE, GROUP, ORDER... */
    CLAUSE,
    /** The query of a subquery, CTE or set operation branch. */
    QUERY
}
