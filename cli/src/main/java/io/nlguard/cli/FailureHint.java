package io.nlguard.cli;

import java.util.List;

import io.nlguard.guard.nl.NlSettings;

/** What to do about a failed statement, by its SQLSTATE; nothing for the database's own errors. */
public final class FailureHint {

    /** 58NL1: the LLM server failed (unreachable, model missing, timeout). */
    public static final String LLM_FAILED = "58NL1";
    /** 42NL1: the boundary detectors or the model ask for a clarification. */
    public static final String NEEDS_CLARIFICATION = "42NL1";
    /** 42NL2: the schema cannot answer the question, or every candidate failed. */
    public static final String UNANSWERABLE = "42NL2";

    private FailureHint() {
    }

    public static List<String> of(String sqlState, NlSettings nl) {
        if (sqlState == null) {
            return List.of();
        }
        return switch (sqlState) {
            case LLM_FAILED -> OllamaHowTo.steps(nl.ollamaUrl(), nl.model());
            case NEEDS_CLARIFICATION -> List.of("Answer the question above: ask again with the option's number in "
                    + "brackets at the end (NL: ... [1]) or your own words ([by total amount]).");
            case UNANSWERABLE -> List.of("This schema cannot answer it (why is above): ask about the tables it has.");
            default -> List.of();
        };
    }
}
