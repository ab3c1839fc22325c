package io.nlguard.guard.verdict;

import java.util.List;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.types.calcite.DeepProblem;
import io.nlguard.guard.types.calcite.DeepValidation;
import io.nlguard.guard.types.calcite.DeepValidators;

/**
 * Runs Calcite's deep validation and turns its problems into findings ({@code deep.invalid}, WARN).
 * Where Calcite cannot read a PostgreSQL construct, the report says so instead of failing.
 */
final class DeepFindings {

    static final String RULE_ID = "deep.invalid";

    private DeepFindings() {
    }

    /** Adds a finding per problem to {@code findings}; returns the summary for the report. */
    static String validate(String sql, Catalog catalog, List<Finding> findings) {
        DeepValidation validation = DeepValidators.forCatalog(catalog).validate(sql);
        switch (validation.status()) {
            case INVALID -> {
                for (DeepProblem problem : validation.problems()) {
                    findings.add(new Finding(RULE_ID, RuleCategory.LINT, Severity.WARN,
                            "deep validation (Calcite) at " + problem.line() + ":" + problem.column() + ": "
                                    + problem.message(), 0, -1, null, problem.line(), problem.column(), null));
                }
                return "INVALID";
            }
            case UNSUPPORTED -> {
                return "UNSUPPORTED: " + validation.note();
            }
            default -> {
                return "VALID";
            }
        }
    }
}
