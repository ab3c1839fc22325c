package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** Which comparison decided {@code normalized_sql_match}. */
public enum MatchGate {
    /** The canonical SQL texts: equal, or different with no plan comparison possible. */
    TEXT,
    /** Calcite's relational plans after the standard rewrites, compared because the texts differ. */
    PLAN,
    /** Nothing: a query could not be parsed, so the match is false by default. */
    NONE;

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
