package io.nlguard.cli;

import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;

/**
 * Everything JDBC surfaced for one statement.
 *
 * @param results    the statement's results in order (several for a multi-statement string)
 * @param warnings   the statement's warning chain, flattened
 * @param error      the exception it threw, or null
 * @param rolledBack whether it ran inside a transaction that was rolled back
 */
public record Outcome(List<Result> results, List<SQLWarning> warnings, SQLException error, boolean rolledBack) {

    public Decision decision() {
        return Decision.of(warnings, error);
    }

    /** One result of a statement: an update count or a result set. */
    public sealed interface Result permits UpdateCount, Rows {
    }

    public record UpdateCount(long count) implements Result {
    }

    /**
     * A result set: its column labels, which columns are numeric (printed right-aligned),
     * the first few rows as text and the total row count.
     */
    public record Rows(List<String> columns, List<Boolean> numeric, List<List<String>> firstRows, long total)
            implements Result {
    }
}
