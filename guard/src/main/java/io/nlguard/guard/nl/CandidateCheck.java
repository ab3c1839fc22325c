package io.nlguard.guard.nl;

import io.nlguard.guard.verdict.Decision;

/**
 * The connection's guard, as it will judge the translation: the question set (so the node model reads
 * it and judges the SQL as a model's), {@code normalize,autocorrect} rewrites applied, writes refused by
 * {@code firewall.read-only}. A translator uses it to validate and rank candidates (stage 5) and to get
 * the normalized and autocorrected text of a candidate before repairing it (stage 6a, 6b); the report of
 * the decision holds the findings, rewrites and node scores.
 */
@FunctionalInterface
public interface CandidateCheck {

    /** The guard's decision on one candidate (blocked, or the SQL it would run, with its report). */
    Decision check(String sql);
}
