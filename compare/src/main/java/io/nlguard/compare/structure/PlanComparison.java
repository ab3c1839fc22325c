package io.nlguard.compare.structure;

import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.label.Label;

/**
 * The plan gate of {@code normalized_sql_match}: both queries converted to Calcite relational plans
 * over the catalog snapshot, rewritten with a fixed rule list, and compared as canonical plan text.
 *
 * @param status       what came of it
 * @param reason       why the plans were not compared ({@link Status#NOT_NEEDED}, {@link Status#UNAVAILABLE});
 *                     empty otherwise
 * @param planActual   the canonical plan of actual_sql, when one was built
 * @param planExpected the canonical plan of expected_sql, when one was built
 */
public record PlanComparison(
        @JsonProperty("status") Status status,
        @JsonProperty("reason") String reason,
        @JsonProperty("plan_actual") String planActual,
        @JsonProperty("plan_expected") String planExpected) {

    public enum Status implements Label {
        /** The rewritten plans are the same. */
        EQUAL,
        /** Both plans were built and differ. */
        DIFFERENT,
        /** The canonical texts already match, so no plan was built. */
        NOT_NEEDED,
        /** No plan comparison was possible; {@link #reason()} says why. */
        UNAVAILABLE;
    }

    public PlanComparison {
        reason = reason == null ? "" : reason;
    }

    static PlanComparison notNeeded() {
        return new PlanComparison(Status.NOT_NEEDED, "the canonical SQL texts are already equal", null, null);
    }

    static PlanComparison unavailable(String reason) {
        return new PlanComparison(Status.UNAVAILABLE, reason, null, null);
    }

    static PlanComparison of(String planActual, String planExpected) {
        Status status = planActual.equals(planExpected) ? Status.EQUAL : Status.DIFFERENT;
        return new PlanComparison(status, "", planActual, planExpected);
    }
}
