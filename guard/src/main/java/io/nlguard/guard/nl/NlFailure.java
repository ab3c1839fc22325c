package io.nlguard.guard.nl;

import java.net.URI;
import java.sql.SQLException;
import java.sql.SQLTransientException;

import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;

/**
 * A question the translator could not turn into SQL, with the SQLSTATE it reaches the application as:
 * {@code 58NL1} (the LLM server failed: unreachable, model missing, timeout), {@code 42NL1} (the question
 * needs clarification), {@code 42NL2} (the schema cannot answer it, or every candidate failed). Made by
 * the factories, which say what the message must name.
 */
public final class NlFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private final NlGuardSqlState state;
    private final transient TranslationReport report;

    private NlFailure(NlGuardSqlState state, String message, TranslationReport report, Throwable cause) {
        super(message, cause);
        this.state = state;
        this.report = report == null ? TranslationReport.NONE : report;
    }

    /**
     * The LLM server failed: names its URL, the model, and the server's own words (or what the client saw:
     * connection refused, timed out after 60s).
     */
    public static NlFailure llmFailed(URI url, String model, String serverSays, Throwable cause) {
        return new NlFailure(NlGuardSqlState.LLM_FAILED, "the LLM server at " + url + " (model " + model
                + ") failed: " + serverSays, null, cause);
    }

    /** The question is ambiguous or incomplete: {@code whatToSay} tells the person what to add. */
    public static NlFailure needsClarification(String whatToSay, TranslationReport report) {
        return new NlFailure(NlGuardSqlState.NL_NEEDS_CLARIFICATION, "the question needs clarification: "
                + whatToSay, report, null);
    }

    /** The schema holds nothing that answers the question: {@code missing} says what is not there. */
    public static NlFailure unanswerable(String missing, TranslationReport report) {
        return new NlFailure(NlGuardSqlState.NL_UNANSWERABLE, "this schema cannot answer the question: " + missing,
                report, null);
    }

    /** Every candidate failed, after repair: the last error and the best candidate. */
    public static NlFailure everyCandidateFailed(String lastError, String bestCandidate, TranslationReport report) {
        return new NlFailure(NlGuardSqlState.NL_UNANSWERABLE, "every candidate failed; the last error: " + lastError
                + "; the best candidate: " + bestCandidate, report, null);
    }

    public NlGuardSqlState state() {
        return state;
    }

    /** What the stages produced before the failure ({@link TranslationReport#NONE} when nothing). */
    public TranslationReport report() {
        return report;
    }

    /**
     * As the application gets it. {@code 42NL*} are refusals, thrown as the guard's refusals are
     * ({@link io.nlguard.guard.verdict.NlGuardException}); {@code 58NL1} is a {@link SQLTransientException}:
     * asking again may work once the server is back, and pools keep the connection (HikariCP evicts on
     * class 08, and older versions on {@code SQLTimeoutException}, so a timed-out LLM call is not thrown as one).
     */
    public SQLException toSqlException() {
        if (state == NlGuardSqlState.LLM_FAILED) {
            return new SQLTransientException("nlguard: " + getMessage(), state.code(), this);
        }
        return new Notice(state, getMessage()).toException(this);
    }
}
