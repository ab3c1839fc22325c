package io.nlguard.compare.validate;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where an execution error came from: the category alone does not say for {@code unknown_error}. */
public enum ErrorCause {
    /** The database rejected the statement; the SQLSTATE and message are the server's. */
    DATABASE_ERROR("database_error"),
    /** The statement ran longer than {@code query_timeout_ms} and the server cancelled it (SQLSTATE 57014). */
    TIMEOUT("timeout"),
    /** nlguard refused to run the statement: it may write, or could not be shown to only read. */
    REFUSED("refused");

    private final String value;

    ErrorCause(String value) {
        this.value = value;
    }

    @JsonValue
    public String value() {
        return value;
    }

    @Override
    public String toString() {
        return value;
    }
}
