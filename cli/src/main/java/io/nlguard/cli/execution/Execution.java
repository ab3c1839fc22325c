package io.nlguard.cli.execution;

import io.nlguard.compare.table.ResultTable;

/**
 * What running one statement gave.
 *
 * @param status how it ended
 * @param table  its rows when {@link Status#OK}, else null
 * @param error  the database's message otherwise, else empty
 */
public record Execution(Status status, ResultTable table, String error) {

    public enum Status {
        /** Rows, at most the row cap. */
        OK,
        /** The database refused or failed it. */
        ERROR,
        /** Cancelled by the statement timeout. */
        TIMEOUT,
        /** More rows than the cap: not compared (a gold result never has that many on these databases). */
        TOO_MANY_ROWS;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public static Execution ok(ResultTable table) {
        return new Execution(Status.OK, table, "");
    }

    public static Execution failed(Status status, String error) {
        return new Execution(status, null, error);
    }

    public boolean ok() {
        return status == Status.OK;
    }

    /** The row count of an OK result, else -1. */
    public int rows() {
        return ok() ? table.rowCount() : -1;
    }
}
