package io.nlguard.compare.validate;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An {@code execution_error_actual} / {@code execution_error_expected}: the taxonomy category and the
 * database's own words.
 *
 * @param category   the Error Taxonomy category
 * @param rawMessage {@code raw_message}: the database's message as it was given (nlguard's reason when refused)
 * @param sqlState   {@code sqlstate}: PostgreSQL's five-character code; null when the database never saw the statement
 * @param cause      whether the database failed it, timed it out, or nlguard refused it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExecutionError(
        @JsonProperty("category") ErrorCategory category,
        @JsonProperty("raw_message") String rawMessage,
        @JsonProperty("sqlstate") String sqlState,
        @JsonProperty("cause") ErrorCause cause) {

    /** Whether the server cancelled the statement at {@code query_timeout_ms}. */
    public boolean timedOut() {
        return cause == ErrorCause.TIMEOUT;
    }
}
