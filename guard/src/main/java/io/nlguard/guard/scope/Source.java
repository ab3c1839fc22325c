package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.sql.SqlNode;

/**
 * Something a query reads rows from, under the name the query knows it by: a catalog table, a
 * derived table or CTE, or an opaque source (table function, unknown table) whose columns are not
 * known.
 */
public sealed interface Source permits TableSource, DerivedSource, OpaqueSource {

    /** The name columns are qualified with: the alias, or the table name when there is none (as written). */
    String alias();

    /** The FROM item node: a Table, Subquery, function call... */
    SqlNode node();

    /** The column names, or null when they cannot be known. */
    List<String> columnNames();

    /** Whether the source has this column: TRUE, FALSE, or null when it cannot be known. */
    Boolean hasColumn(String name, boolean quoted);

    /** A short description for messages: {@code table singer AS T1}. */
    String describe();
}
