package io.nlguard.guard.verdict;

import java.util.Objects;

/**
 * One thing the guard tells the caller about a statement: a SQLSTATE and a message that names
 * the node, why, and the fix when one is known. Kept as plain data so that every
 * {@code getWarnings()} call can hand out a fresh {@link java.sql.SQLWarning} chain (JDBC
 * warning chains are mutable and cannot be shared).
 */
public record Notice(NlGuardSqlState state, String message) {

    public Notice {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(message, "message");
    }

    public NlGuardWarning toWarning() {
        return new NlGuardWarning(this);
    }

    /** The refusal (or, chained behind one, a finding) as the exception every refusal is thrown as. */
    public NlGuardException toException() {
        return toException(null);
    }

    /** The refusal with what caused it, e.g. the guard's own failure under {@code nlguard.on-error=closed}. */
    public NlGuardException toException(Throwable cause) {
        return new NlGuardException(this, cause);
    }

    @Override
    public String toString() {
        return state.code() + " " + message;
    }
}
