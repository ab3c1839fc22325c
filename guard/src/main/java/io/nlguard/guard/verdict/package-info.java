/**
 * What the guard decides about one statement and how that decision is spoken in JDBC terms:
 * {@link io.nlguard.guard.verdict.StatementGuard} (the one interception point),
 * {@link io.nlguard.guard.verdict.Decision}, and the SQLSTATEs of {@link io.nlguard.guard.verdict.NlGuardSqlState}.
 */
package io.nlguard.guard.verdict;
