package io.nlguard.nl.retrieve;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * What a schema says of its tables and columns in words beyond their names: {@code COMMENT ON} text of a
 * live database, or the natural-language names of a corpus's {@code tables.json} ("Number of Test
 * Takers" for {@code NumTstTakr}). Indexed with the names and shown in the M-Schema.
 */
@FunctionalInterface
public interface SchemaComments {

    /** No comments: retrieval by names alone. */
    SchemaComments NONE = (table, column) -> "";

    /** The comment of a column, or of the table when {@code column} is null; empty when there is none. */
    String of(Table table, Column column);
}
