package io.nlguard.nl.values;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * A value of a text column that the question names.
 *
 * @param value  the value as the database stores it
 * @param phrase the words of the question that matched it, as asked
 * @param score  1 for an exact match of a name-like phrase, less for a fuzzy one or a common word
 * @param exact  whether the folded phrase equals the folded value
 */
public record ValueMatch(Table table, Column column, String value, String phrase, double score, boolean exact) {
}
