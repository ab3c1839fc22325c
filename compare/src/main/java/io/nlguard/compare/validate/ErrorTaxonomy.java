package io.nlguard.compare.validate;

import java.sql.SQLException;
import java.util.Map;

/** Maps PostgreSQL's SQLSTATEs to the design's {@link ErrorCategory}, keeping the raw message. */
public final class ErrorTaxonomy {

    /** query_canceled: what {@code statement_timeout} raises. */
    public static final String QUERY_CANCELED = "57014";

    private static final Map<String, ErrorCategory> BY_SQLSTATE = Map.of(
            "42P01", ErrorCategory.MISSING_TABLE,
            "42703", ErrorCategory.MISSING_COLUMN,
            "42804", ErrorCategory.TYPE_MISMATCH,
            "42883", ErrorCategory.TYPE_MISMATCH,
            "42846", ErrorCategory.TYPE_MISMATCH,
            "22012", ErrorCategory.DIVISION_BY_ZERO,
            "42803", ErrorCategory.INVALID_AGGREGATION,
            "42702", ErrorCategory.AMBIGUOUS_REFERENCE,
            "42501", ErrorCategory.PERMISSION_ERROR);

    private ErrorTaxonomy() {
    }

    public static ErrorCategory categorize(String sqlState) {
        return sqlState == null ? ErrorCategory.UNKNOWN_ERROR : BY_SQLSTATE.getOrDefault(sqlState, ErrorCategory.UNKNOWN_ERROR);
    }

    /** The error a failed execution reports. */
    public static ExecutionError of(SQLException e) {
        String state = e.getSQLState();
        ErrorCause cause = QUERY_CANCELED.equals(state) ? ErrorCause.TIMEOUT : ErrorCause.DATABASE_ERROR;
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new ExecutionError(categorize(state), message, state, cause);
    }

    /** The error of a statement nlguard did not run; {@code why} completes "the statement ...". */
    public static ExecutionError refused(String why) {
        return new ExecutionError(ErrorCategory.UNKNOWN_ERROR, "nlguard did not run the statement: it " + why + ".",
                null, ErrorCause.REFUSED);
    }
}
