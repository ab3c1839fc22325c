package io.nlguard.compare.structure;

import org.apache.calcite.plan.RelOptRule;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.plan.hep.HepProgramBuilder;
import org.apache.calcite.rel.RelHomogeneousShuttle;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.rules.CoreRules;
import org.apache.calcite.rel.rules.JoinCommuteRule;
import org.apache.calcite.sql2rel.RelDecorrelator;
import org.apache.calcite.tools.RelBuilder;

import java.util.List;

/**
 * The fixed rewrites a plan goes through before plans are compared, each phase run to a fixpoint by
 * a {@link HepPlanner}:
 * <ol>
 *   <li>subqueries in WHERE, SELECT and ON become joins or correlates, and correlates are
 *       decorrelated where Calcite can ({@code IN (SELECT ...)} and {@code EXISTS} become
 *       semi-join-like joins over an aggregate);</li>
 *   <li>normalization: filters pushed into and through joins and projections, adjacent filters and
 *       projections merged, trivial projections removed, expressions simplified (duplicate
 *       conjuncts, {@code 1 = 1}, ranges), aggregates merged with the projections below them, nested
 *       unions merged;</li>
 *   <li>inner join inputs put in a canonical order (the input whose plan text sorts first goes left),
 *       then projections merged again.</li>
 * </ol>
 * Constant folding through Calcite's code-generating executor is left out: the rewrites run
 * without generating code.
 */
final class PlanRewrites {

    private static final int MATCH_LIMIT = 1_000;

    private static final HepProgram SUBQUERIES = program(List.of(
            CoreRules.FILTER_SUB_QUERY_TO_CORRELATE,
            CoreRules.PROJECT_SUB_QUERY_TO_CORRELATE,
            CoreRules.JOIN_SUB_QUERY_TO_CORRELATE));

    private static final HepProgram NORMALIZE = program(List.of(
            CoreRules.FILTER_INTO_JOIN,
            CoreRules.JOIN_CONDITION_PUSH,
            CoreRules.FILTER_MERGE,
            CoreRules.FILTER_PROJECT_TRANSPOSE,
            CoreRules.FILTER_AGGREGATE_TRANSPOSE,
            CoreRules.PROJECT_MERGE,
            CoreRules.PROJECT_REMOVE,
            CoreRules.FILTER_REDUCE_EXPRESSIONS,
            CoreRules.PROJECT_REDUCE_EXPRESSIONS,
            CoreRules.JOIN_REDUCE_EXPRESSIONS,
            CoreRules.AGGREGATE_PROJECT_MERGE,
            CoreRules.UNION_MERGE));

    private static final HepProgram TIDY = program(List.of(
            CoreRules.PROJECT_MERGE,
            CoreRules.PROJECT_REMOVE,
            CoreRules.AGGREGATE_PROJECT_MERGE));

    private PlanRewrites() {
    }

    static RelNode rewrite(RelNode plan, RelBuilder builder) {
        RelNode rel = run(SUBQUERIES, plan);
        rel = RelDecorrelator.decorrelateQuery(rel, builder);
        rel = run(NORMALIZE, rel);
        rel = rel.accept(new InnerJoinOrder(builder));
        return run(TIDY, rel);
    }

    private static RelNode run(HepProgram program, RelNode rel) {
        HepPlanner planner = new HepPlanner(program);
        planner.setRoot(rel);
        return planner.findBestExp();
    }

    private static HepProgram program(List<RelOptRule> rules) {
        // the rules converge; the limit only guards against a rule pair that would undo each other
        return new HepProgramBuilder().addMatchLimit(MATCH_LIMIT).addRuleCollection(rules).build();
    }

    /** Swaps the inputs of each inner join whose right input's plan text sorts before its left's. */
    private static final class InnerJoinOrder extends RelHomogeneousShuttle {

        private final RelBuilder builder;

        InnerJoinOrder(RelBuilder builder) {
            this.builder = builder;
        }

        @Override
        public RelNode visit(RelNode other) {
            RelNode visited = super.visit(other);
            if (visited instanceof Join join && join.getJoinType() == JoinRelType.INNER
                    && PlanText.of(join.getRight()).compareTo(PlanText.of(join.getLeft())) < 0) {
                RelNode swapped = JoinCommuteRule.swap(join, false, builder);
                return swapped == null ? visited : swapped;
            }
            return visited;
        }
    }
}
