package io.nlguard.nl.evilink;

/**
 * The refinement agent's read-only tools, each answering in text the model reads back. None writes, none
 * touches the application's connection.
 */
public interface AgentTools {

    /** The catalog's table names. */
    String listTables();

    /** A table's columns with types and coarse categories, or why there are none. */
    String listColumns(String table);

    /** L3 evidence: range, distinct count, top values and null share of a column ({@link FieldStats}). */
    String fieldStats(String table, String column);

    /** Whether the guard lets the query through and the database plans it ({@code EXPLAIN}, never run). */
    String probeSql(String sql);
}
