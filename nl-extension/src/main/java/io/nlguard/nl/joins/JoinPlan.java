package io.nlguard.nl.joins;

import java.util.List;

import io.nlguard.guard.schema.Table;

/**
 * The planner's answer: the join skeleton that connects the required tables (from {@code root}, each clause
 * adding one table), the ranked paths of every pair, and the tables no foreign-key path reaches.
 *
 * @param hubCap the cap the hubs were judged by
 */
public record JoinPlan(List<Table> required, Table root, List<JoinEdge> skeleton, List<PairPaths> pairs,
                       List<Table> unreachable, int hubCap) {

    /** No tables to join. */
    public static final JoinPlan NONE = new JoinPlan(List.of(), null, List.of(), List.of(), List.of(), 0);

    public JoinPlan {
        required = List.copyOf(required);
        skeleton = List.copyOf(skeleton);
        pairs = List.copyOf(pairs);
        unreachable = List.copyOf(unreachable);
    }

    /** For the report: {@code 3 tables, 2 joins, 1 unreachable}. */
    public String summary() {
        return required.size() + " tables, " + skeleton.size() + " joins" + (unreachable.isEmpty() ? ""
                : ", " + unreachable.size() + " unreachable") + ", hub cap " + hubCap;
    }
}
