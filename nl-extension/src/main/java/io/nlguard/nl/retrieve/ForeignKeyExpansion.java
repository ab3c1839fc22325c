package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Table;
import io.nlguard.nl.joins.ForeignKeyGraph;

/**
 * Adds the tables one foreign key away from the chosen ones that a query joining them needs: a table that
 * links two chosen tables (the bridge of a many-to-many), and a neighbour the question itself points at
 * (near the top of the fused ranking, but below the cut). A hub, a table linked by foreign keys (in or
 * out) to more than {@code hubCap} other tables, is never expanded through, or every question would pull
 * in half the schema.
 */
public final class ForeignKeyExpansion {

    private ForeignKeyExpansion() {
    }

    /**
     * @param chosen  the top tables, in rank order
     * @param matched the tables near the top of the fused ranking
     * @return the tables to add, in the order found
     */
    public static List<Table> expand(ForeignKeyGraph graph, List<Table> chosen, Set<Table> matched, int hubCap) {
        Set<Table> added = new LinkedHashSet<>();
        for (Table from : chosen) {
            Set<Table> around = graph.neighbours(from);
            if (around.size() > hubCap) {
                continue;
            }
            for (Table next : around) {
                if (chosen.contains(next) || added.contains(next)) {
                    continue;
                }
                if (matched.contains(next) || linksAnotherChosen(next, from, chosen, graph)) {
                    added.add(next);
                }
            }
        }
        return new ArrayList<>(added);
    }

    private static boolean linksAnotherChosen(Table bridge, Table from, List<Table> chosen, ForeignKeyGraph graph) {
        for (Table other : graph.neighbours(bridge)) {
            if (other != from && chosen.contains(other)) {
                return true;
            }
        }
        return false;
    }
}
