package io.nlguard.compare;

/**
 * The seam of Layer 5, the optional AI judge. {@link SqlComparator} calls it only when the request's
 * {@code enable_ai_judge} is true, with the finished deterministic report (its AI fields empty), and
 * records the answer as {@code ai_advisory_verdict}: advisory only, it never changes
 * {@code deterministic_verdict} or {@code severity}. A judge that throws leaves the AI fields empty
 * and adds a warning.
 */
@FunctionalInterface
public interface AdvisoryJudge {

    AdvisoryJudgment judge(ComparisonReport deterministic);
}
