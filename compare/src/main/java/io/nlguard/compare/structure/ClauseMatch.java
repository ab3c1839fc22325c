package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code clause_match}: the comparison of every {@link Clause}, serialized as an object keyed by
 * clause name ({@code projection}, {@code selection}, ...).
 */
public record ClauseMatch(Map<Clause, ClauseComparison> byClause) {

    public ClauseMatch {
        EnumMap<Clause, ClauseComparison> copy = new EnumMap<>(Clause.class);
        copy.putAll(byClause);
        if (copy.size() != Clause.values().length) {
            throw new IllegalArgumentException("clause_match needs every clause, got " + copy.keySet());
        }
        byClause = Collections.unmodifiableMap(copy);
    }

    public ClauseComparison get(Clause clause) {
        return byClause.get(clause);
    }

    /** Whether every clause matches. */
    public boolean allMatch() {
        return byClause.values().stream().allMatch(ClauseComparison::match);
    }

    /** The JSON form: clause name to comparison, in clause order. */
    @JsonValue
    public Map<String, ClauseComparison> json() {
        Map<String, ClauseComparison> json = new LinkedHashMap<>();
        byClause.forEach((clause, comparison) -> json.put(clause.label(), comparison));
        return json;
    }
}
