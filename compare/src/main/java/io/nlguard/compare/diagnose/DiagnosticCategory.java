package io.nlguard.compare.diagnose;

import java.util.List;

import io.nlguard.compare.label.Label;
import io.nlguard.compare.structure.Clause;

/**
 * The kinds of error Layer 4 attributes a result mismatch to, one per score of the glossary's
 * Diagnostic Attribution Metrics, each with the design's "likely source clause" it points at and
 * the {@code clause_match} clauses whose differences count as its structural evidence.
 */
public enum DiagnosticCategory implements Label {
    /** {@code projection_error_score}: missing, extra or transformed attributes (SELECT list, DISTINCT). */
    PROJECTION("projection", List.of(Clause.PROJECTION, Clause.DISTINCT)),
    /** {@code filter_error_score}: WHERE and HAVING predicates. */
    FILTER("selection predicate", List.of(Clause.SELECTION, Clause.HAVING)),
    /** {@code join_error_score}: join graph, ON conditions, join types. */
    JOIN("join", List.of(Clause.JOIN)),
    /** {@code grouping_error_score}: the GROUP BY grain. */
    GROUPING("aggregation grain", List.of(Clause.GROUP_BY)),
    /** {@code aggregate_function_error_score}: SUM vs COUNT vs AVG... in the SELECT list. */
    AGGREGATE_FUNCTION("projection", List.of(Clause.PROJECTION)),
    /** {@code ordering_error_flag}: ORDER BY. */
    ORDERING("ordering", List.of(Clause.ORDER_BY)),
    /** {@code limit_topk_error_score}: LIMIT, FETCH FIRST, TOP, OFFSET. */
    LIMIT_TOPK("top-k", List.of(Clause.LIMIT_OFFSET));

    private final String sourceClause;
    private final List<Clause> clauses;

    DiagnosticCategory(String sourceClause, List<Clause> clauses) {
        this.sourceClause = sourceClause;
        this.clauses = clauses;
    }

    /** The design's likely source clause: projection, selection predicate, join, aggregation grain, ordering or top-k. */
    public String sourceClause() {
        return sourceClause;
    }

    /** The clauses of {@code clause_match} whose differences are this category's structural evidence. */
    public List<Clause> clauses() {
        return clauses;
    }
}
