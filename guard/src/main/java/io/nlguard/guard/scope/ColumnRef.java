package io.nlguard.guard.scope;

import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.sql.SqlNode;

/**
 * How one column reference resolved.
 *
 * @param source        the source it belongs to (null unless RESOLVED, or UNKNOWN_COLUMN with a qualifier)
 * @param catalogColumn the catalog column when the source is a known table
 * @param outerLevels   0 for the reference's own scope, 1+ for a correlated reference to an enclosing query
 * @param candidates    for AMBIGUOUS: every source that has the column
 */
public record ColumnRef(SqlNode node, Status status, Source source, Column catalogColumn, int outerLevels,
                        List<Source> candidates) {

    public enum Status {
        /** Found in exactly one source. */
        RESOLVED,
        /** An output column alias of the same query (allowed in ORDER BY and GROUP BY). */
        OUTPUT_ALIAS,
        /** The qualifier names no source in scope. */
        UNKNOWN_QUALIFIER,
        /** No source in scope has the column. */
        UNKNOWN_COLUMN,
        /** More than one source has the column and the reference is not qualified. */
        AMBIGUOUS,
        /** Cannot be decided: a source's columns are unknown (unknown table, function, system relation). */
        UNCHECKABLE
    }
}
