package io.nlguard.guard.verdict;

/**
 * The one interception point: every JDBC entry point that carries SQL text asks it for a
 * {@link Decision} before the real driver sees the text. Implementations must be thread-safe;
 * an unexpected exception is an internal failure the driver handles by its on-error policy.
 */
@FunctionalInterface
public interface StatementGuard {

    /** Lets every statement through unchanged. */
    StatementGuard PASS_THROUGH = (sql, context) -> Decision.allow(sql);

    Decision inspect(String sql, GuardContext context);
}
