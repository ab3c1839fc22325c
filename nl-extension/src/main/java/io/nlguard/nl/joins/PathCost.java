package io.nlguard.nl.joins;

import java.util.Set;

import io.nlguard.guard.schema.Table;

/**
 * What a join path costs, lower is better: one per join; a quarter more per step from a parent to its
 * children (such a join multiplies rows, and a walk toward parents rarely needs it), and a half more when
 * that step comes right after a step up (two children of one parent: every atom with every bond of the
 * molecule, where the link table of atoms and bonds is meant); a half more per table
 * in the middle that the schema context does not hold (the model sees no columns of it); one more per hub
 * in the middle (only when no path avoids them).
 */
final class PathCost {

    static final double TOWARD_CHILD = 0.25;
    static final double SIBLINGS = 0.5;
    static final double OUTSIDE_CONTEXT = 0.5;
    static final double THROUGH_HUB = 1.0;

    private PathCost() {
    }

    static double of(JoinPath path, Set<Table> context, Set<Table> hubs) {
        double cost = path.length();
        for (int i = 0; i < path.length(); i++) {
            JoinEdge edge = path.edges().get(i);
            if (!edge.towardParent()) {
                cost += TOWARD_CHILD;
                if (i > 0 && path.edges().get(i - 1).towardParent()) {
                    cost += SIBLINGS;
                }
            }
        }
        var tables = path.tables();
        for (int i = 1; i + 1 < tables.size(); i++) {
            if (!context.isEmpty() && !context.contains(tables.get(i))) {
                cost += OUTSIDE_CONTEXT;
            }
            if (hubs.contains(tables.get(i))) {
                cost += THROUGH_HUB;
            }
        }
        return cost;
    }
}
