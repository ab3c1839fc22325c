package io.nlguard.cli.execution;

/**
 * A question whose gold SQL returned no rows to compare on PostgreSQL (after the guard's normalization).
 *
 * @param index  the question's position in dev.json
 * @param dbId   its database
 * @param status how the gold's execution ended
 * @param sql    the gold SQL
 * @param error  the database's message
 */
public record GoldFailure(int index, String dbId, Execution.Status status, String sql, String error) {
}
