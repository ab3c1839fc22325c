package io.nlguard.compare.validate;

import io.nlguard.compare.label.Label;

/** Where an execution error came from: the category alone does not say for {@code unknown_error}. */
public enum ErrorCause implements Label {
    /** The database rejected the statement; the SQLSTATE and message are the server's. */
    DATABASE_ERROR,
    /** The statement ran longer than {@code query_timeout_ms} and the server cancelled it (SQLSTATE 57014). */
    TIMEOUT,
    /** nlguard refused to run the statement: it may write, or could not be shown to only read. */
    REFUSED;
}
