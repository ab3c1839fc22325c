package io.nlguard.nl.retrieve;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** A column and its BM25 score for a question. */
public record ScoredColumn(Table table, Column column, double score) {
}
