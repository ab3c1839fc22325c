package io.nlguard.compare;

import io.nlguard.compare.request.ComparisonRequest;

/**
 * The seam of the optional multi-instance equivalence check: runs both queries on other database
 * instances (generated data) and says whether they differ on some. {@link SqlComparator} calls it
 * only when both queries ran on the given database. Its answer never changes the verdict, which
 * the design bases on the given data: a pass that differs elsewhere stays a pass, with a warning and
 * the severity raised to {@code moderate issue}; the evidence is reported as the check gives it.
 */
@FunctionalInterface
public interface InstanceCheck {

    /** The evidence, or null when the check could not be made. */
    InstanceEvidence check(ComparisonRequest request);
}
