package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.types.calcite.DeepValidation;
import io.nlguard.guard.types.calcite.DeepValidator;
import io.nlguard.guard.types.calcite.DeepValidators;

/**
 * The stronger gate of {@code normalized_sql_match}: where the canonical texts differ, the queries
 * may still have the same relational plan after Calcite's rewrites. The guard's deep validator
 * decides first whether Calcite can read and validate each query against the catalog snapshot; its
 * explanation becomes the reason when it cannot. Only then are both planned by {@link RelationalPlanner}.
 */
final class PlanGate {

    private PlanGate() {
    }

    static PlanComparison compare(String actualSql, String expectedSql, Catalog catalog) {
        if (catalog == null) {
            return PlanComparison.unavailable("no catalog was given, and Calcite plans only against one");
        }
        if (!catalog.isAvailable() || catalog.isEmpty()) {
            return PlanComparison.unavailable("the catalog is unavailable or has no tables, so Calcite has nothing to plan against");
        }
        try {
            DeepValidator validator = DeepValidators.forCatalog(catalog);
            String actualProblem = problem("actual_sql", validator.validate(actualSql));
            String expectedProblem = problem("expected_sql", validator.validate(expectedSql));
            if (actualProblem != null || expectedProblem != null) {
                return PlanComparison.unavailable(join(actualProblem, expectedProblem));
            }
            RelationalPlanner planner = RelationalPlanner.forCatalog(catalog);
            String actualPlan = plan(planner, actualSql, "actual_sql");
            String expectedPlan = plan(planner, expectedSql, "expected_sql");
            return PlanComparison.of(actualPlan, expectedPlan);
        } catch (PlanUnavailable e) {
            return PlanComparison.unavailable(e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            return PlanComparison.unavailable("Calcite failed: " + e);
        }
    }

    private static String plan(RelationalPlanner planner, String sql, String side) {
        try {
            return planner.plan(sql);
        } catch (RelationalPlanner.PlanningException e) {
            throw new PlanUnavailable(side + ": " + e.getMessage());
        }
    }

    /** Why Calcite cannot be trusted with the query, or null when it validated. */
    private static String problem(String side, DeepValidation validation) {
        return switch (validation.status()) {
            case VALID -> null;
            case INVALID -> side + " does not validate against the catalog in Calcite: "
                    + (validation.problems().isEmpty() ? "no detail" : validation.problems().get(0).message());
            case UNSUPPORTED -> side + " is beyond what Calcite models: " + stripPeriod(validation.note());
        };
    }

    private static String stripPeriod(String note) {
        return note.endsWith(".") ? note.substring(0, note.length() - 1) : note;
    }

    private static String join(String first, String second) {
        return first == null ? second : second == null ? first : first + "; " + second;
    }

    private static final class PlanUnavailable extends RuntimeException {
        PlanUnavailable(String message) {
            super(message, null, false, false);
        }
    }
}
