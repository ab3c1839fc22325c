package io.nlguard.compare.validate;

import java.util.Optional;

import io.nlguard.guard.sql.ParseResult;

/**
 * Runs SQL against the one database a comparison is made on (the design's Execution Adapter). An
 * implementation never lets a statement change the database, and reports failures in the result
 * rather than throwing.
 */
public interface ExecutionAdapter {

    /** Runs a query and materializes its result, or says why it failed or was refused. */
    ExecutionResult execute(String sql);

    /** The optimizer's plan of a query without running it; empty when it cannot be had. */
    Optional<PlanMetadata> explain(String sql);

    /**
     * Runs {@code parsed.sql()}, a text the caller has already parsed with the guard's parser; an adapter
     * that checks statements on their parse can use this one instead of parsing the text again.
     */
    default ExecutionResult execute(ParseResult parsed) {
        return execute(parsed.sql());
    }

    /** {@link #explain(String)} of {@code parsed.sql()}, reusing the caller's parse like {@link #execute(ParseResult)}. */
    default Optional<PlanMetadata> explain(ParseResult parsed) {
        return explain(parsed.sql());
    }
}
