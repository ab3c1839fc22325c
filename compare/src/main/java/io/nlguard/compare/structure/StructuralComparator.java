package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;

import java.util.Objects;

/**
 * Layer 2 of the comparison library: compares the structure of actual_sql with expected_sql.
 *
 * <pre>{@code
 * StructuralComparator comparator = new StructuralComparator(catalog);
 * StructuralComparison result = comparator.compare(actualSql, expectedSql);
 * result.normalizedSqlMatch();        // the gate
 * result.clauseMatch().get(Clause.SELECTION).match();
 * result.clauseWeightedDistance();    // 0 = identical
 * }</pre>
 *
 * <p>Both queries are parsed with the guard's parser and resolved with its scope module against the
 * catalog (when given), canonicalized ({@link CanonicalForm}), and compared three ways: canonical
 * text equality, refined by a Calcite plan comparison when the texts differ ({@link PlanGate});
 * per-clause element comparison with a weighted distance; and BAR-SQL's AST-flattened F1. A query
 * that does not parse blocks the comparison instead of throwing. Within {@code SqlComparator} the
 * queries arrive as Layer 1's {@link AnalyzedQuery}, parsed and canonicalized once for both layers. Instances are immutable and may be
 * shared between threads.
 */
public final class StructuralComparator {

    private final Catalog catalog;
    private final ClauseWeights weights;

    /** Without a catalog: unqualified columns of multi-table queries stay unresolved and no plan is compared. */
    public StructuralComparator() {
        this(null, ClauseWeights.DEFAULT);
    }

    public StructuralComparator(Catalog catalog) {
        this(catalog, ClauseWeights.DEFAULT);
    }

    /**
     * @param catalog the schema both queries run against, or null; resolves aliases and unqualified
     *                columns to base tables and makes the plan gate possible
     * @param weights the clause weights of {@code clause_weighted_distance}
     */
    public StructuralComparator(Catalog catalog, ClauseWeights weights) {
        this.catalog = catalog;
        this.weights = Objects.requireNonNull(weights, "weights");
    }

    /** Compares two queries; never throws for anything about the SQL itself. */
    public StructuralComparison compare(String actualSql, String expectedSql) {
        return compare(AnalyzedQuery.parse(actualSql, catalog), AnalyzedQuery.parse(expectedSql, catalog));
    }

    /**
     * Compares two queries already parsed and canonicalized (by Layer 1), against the catalog this
     * comparator was given; never throws for anything about the SQL itself.
     */
    public StructuralComparison compare(AnalyzedQuery actual, AnalyzedQuery expected) {
        String failure = actual.canonicalizationError() != null ? actual.canonicalizationError()
                : expected.canonicalizationError();
        if (failure != null) {
            String error = "the structural comparator failed: " + failure;
            return StructuralComparison.blocked(StructuralComparison.COMPARISON_ERROR, actual, expected, error, error);
        }
        CanonicalForm actualForm = actual.form();
        CanonicalForm expectedForm = expected.form();
        if (actualForm == null || expectedForm == null) {
            return StructuralComparison.blocked(StructuralComparison.PARSE_FAILURE, actual, expected, actual.problem(),
                    expected.problem());
        }
        boolean textMatch = actualForm.sql().equals(expectedForm.sql());
        PlanComparison plan = textMatch ? PlanComparison.notNeeded() : PlanGate.compare(actual.sql(), expected.sql(), catalog);
        boolean planDecides = plan.status() == PlanComparison.Status.EQUAL || plan.status() == PlanComparison.Status.DIFFERENT;
        boolean match = textMatch || plan.status() == PlanComparison.Status.EQUAL;
        ClauseMatch clauses = ClauseScoring.match(actualForm, expectedForm);
        return new StructuralComparison(match, planDecides ? MatchGate.PLAN : MatchGate.TEXT, plan,
                actualForm.sql(), expectedForm.sql(), clauses, ClauseScoring.distance(clauses, weights),
                ClauseScoring.astFlattenedF1(actualForm, expectedForm), null, null, null);
    }
}
