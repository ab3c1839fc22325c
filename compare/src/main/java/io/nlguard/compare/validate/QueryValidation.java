package io.nlguard.compare.validate;

import java.util.List;

import io.nlguard.compare.structure.AnalyzedQuery;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlTree;

/**
 * Layer 1's findings about one of the two queries; {@link ValidationResult} names them for JSON.
 *
 * @param parseError            null when the text parsed into at least one statement
 * @param query                 the text that was run, parsed and canonicalized once; Layer 2 and the instance
 *                              check reuse it
 * @param postgresNormalization the normalization's changes, described; empty when off or when nothing changed
 * @param execution             what executing it gave
 * @param plan                  its EXPLAIN plan when performance metrics are on and it ran, else null
 */
public record QueryValidation(ParseError parseError, AnalyzedQuery query, List<String> postgresNormalization,
                              ExecutionResult execution, PlanMetadata plan) {

    public QueryValidation {
        postgresNormalization = List.copyOf(postgresNormalization);
    }

    public boolean parseSuccess() {
        return parseError == null;
    }

    public boolean executionSuccess() {
        return execution.success();
    }

    /** The guard's statement tree of the (first) statement, null when it did not parse. */
    public SqlTree tree() {
        return query.parsed() instanceof ParsedSql parsed && !parsed.statements().isEmpty() ? parsed.first() : null;
    }

    /** The canonical text ({@link AnalyzedQuery#canonicalSql()}). */
    public String normalizedSql() {
        return query.canonicalSql();
    }

    /** The text sent to the database: the input, or its PostgreSQL normalization. */
    public String executedSql() {
        return query.sql();
    }

    /** The materialized result, null unless the query ran. */
    public ResultTable resultTable() {
        return execution.table();
    }
}
