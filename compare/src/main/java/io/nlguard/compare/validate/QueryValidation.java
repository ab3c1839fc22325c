package io.nlguard.compare.validate;

import java.util.List;

import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.SqlTree;

/**
 * Layer 1's findings about one of the two queries; {@link ValidationResult} names them for JSON.
 *
 * @param parseError            null when the text parsed into at least one statement
 * @param tree                  the guard's statement tree of the (first) statement, null when it did not parse
 * @param normalizedSql         the canonical text ({@link io.nlguard.compare.structure.CanonicalSql})
 * @param executedSql           the text sent to the database: the input, or its PostgreSQL normalization
 * @param postgresNormalization the normalization's changes, described; empty when off or when nothing changed
 * @param execution             what executing it gave
 * @param plan                  its EXPLAIN plan when performance metrics are on and it ran, else null
 */
public record QueryValidation(ParseError parseError, SqlTree tree, String normalizedSql, String executedSql,
                              List<String> postgresNormalization, ExecutionResult execution, PlanMetadata plan) {

    public QueryValidation {
        postgresNormalization = List.copyOf(postgresNormalization);
    }

    public boolean parseSuccess() {
        return parseError == null;
    }

    public boolean executionSuccess() {
        return execution.success();
    }

    /** The materialized result, null unless the query ran. */
    public ResultTable resultTable() {
        return execution.table();
    }
}
