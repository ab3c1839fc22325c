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
 * @param answer     for a question ({@code NL: ...}), the SQL it was answered with and its confidence; else null
 */
public record Outcome(List<Result> results, List<SQLWarning> warnings, SQLException error, boolean rolledBack,
                      NlAnswer answer) {

    public Outcome(List<Result> results, List<SQLWarning> warnings, SQLException error, boolean rolledBack) {
        this(results, warnings, error, rolledBack, null);
    }

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

        /** The rows shown as an aligned table no wider than {@code width}: header, rule, rows. */
        public List<String> table(int width) {
            return TextTable.render(columns, numeric, firstRows, width);
        }

        /** "1 row", "12 rows (first 3 shown)" */
        public String countText() {
            String count = total == 1 ? "1 row" : total + " rows";
            return total > firstRows.size() ? count + " (first " + firstRows.size() + " shown)" : count;
        }
    }
}
