package io.nlguard.nl.contract;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** A keyphrase matched to a column of the schema context, with its {@link MatchScore}. */
public record ColumnMatch(Table table, Column column, Keyphrase phrase, double score) {
}
