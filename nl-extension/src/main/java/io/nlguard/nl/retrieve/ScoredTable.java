package io.nlguard.nl.retrieve;

import io.nlguard.guard.schema.Table;

/** A table and its score in one ranking (BM25, fused, ...). */
public record ScoredTable(Table table, double score) {
}
