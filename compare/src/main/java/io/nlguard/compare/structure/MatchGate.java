package io.nlguard.compare.structure;

import io.nlguard.compare.label.Label;

/** Which comparison decided {@code normalized_sql_match}. */
public enum MatchGate implements Label {
    /** The canonical SQL texts: equal, or different with no plan comparison possible. */
    TEXT,
    /** Calcite's relational plans after the standard rewrites, compared because the texts differ. */
    PLAN,
    /** Nothing: a query could not be parsed, so the match is false by default. */
    NONE;
}
