package io.nlguard.guard.verdict;

import java.util.Optional;

/**
 * The SQLSTATEs nlguard raises. Class 01 codes are warnings (the statement runs), class 42 and 58
 * codes are errors (it does not), thrown as {@link NlGuardException}, whose class says why frameworks
 * then file a refusal as a permission error. The subclass letters NG / NL are implementation-defined,
 * as the SQL standard allows for subclasses starting with a letter other than A–H.
 */
public enum NlGuardSqlState {
    RISKY_NODES("01NG1", "risky nodes"),
    LINT_FINDING("01NG2", "rule finding"),
    REWRITTEN("01NG3", "statement rewritten"),
    NL_TRANSLATION("01NG4", "natural-language translation"),
    GUARD_ERROR_OPEN("01NG9", "guard error, statement passed unchecked (on-error=open)"),

    BLOCKED_BY_RISK("42NG1", "blocked by risk"),
    BLOCKED_BY_RULE("42NG2", "blocked by firewall rule"),
    UNPARSEABLE("42NG3", "unparseable statement (on-error=closed)"),
    /** Longer, deeper or slower to parse than a parse bound: refused in every on-error mode, as attackers shape these. */
    OVER_PARSE_BOUND("42NG8", "statement over a parse bound (length, nesting, time), refused in every on-error mode"),
    NL_NEEDS_CLARIFICATION("42NL1", "question needs clarification"),
    NL_UNANSWERABLE("42NL2", "question unanswerable with this schema"),
    LLM_FAILED("58NL1", "LLM server unreachable or failed"),
    NL_UNAVAILABLE("0ANL1", "NL: question where none can be answered (no nlguard-nl, not PostgreSQL, a batch, an update)"),
    GUARD_ERROR_CLOSED("58NG9", "guard error, statement refused (on-error=closed)");

    private final String code;
    private final String description;

    NlGuardSqlState(String code, String description) {
        this.code = code;
        this.description = description;
    }

    public String code() {
        return code;
    }

    public String description() {
        return description;
    }

    public boolean isWarning() {
        return code.startsWith("01");
    }

    /**
     * The warning that reports this error when the mode lets the statement run anyway
     * ({@code nlguard.mode=annotate}). Empty for errors that leave nothing to run: an NL question
     * that was not translated, or a failed LLM call.
     */
    public Optional<NlGuardSqlState> asWarning() {
        switch (this) {
            case BLOCKED_BY_RISK:
                return Optional.of(RISKY_NODES);
            case BLOCKED_BY_RULE:
                return Optional.of(LINT_FINDING);
            case UNPARSEABLE:
            case OVER_PARSE_BOUND:
            case GUARD_ERROR_CLOSED:
                return Optional.of(GUARD_ERROR_OPEN);
            default:
                return isWarning() ? Optional.of(this) : Optional.empty();
        }
    }
}
