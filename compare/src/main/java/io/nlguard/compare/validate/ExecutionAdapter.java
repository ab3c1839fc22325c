package io.nlguard.compare.validate;

import java.util.Optional;

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
}
