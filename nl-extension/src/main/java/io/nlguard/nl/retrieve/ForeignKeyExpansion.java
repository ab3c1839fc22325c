package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

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
    public static List<Table> expand(Catalog catalog, List<Table> chosen, Set<Table> matched, int hubCap) {
        Map<Table, Set<Table>> neighbours = ForeignKeyGraph.neighbours(catalog);
        Set<Table> added = new LinkedHashSet<>();
        for (Table from : chosen) {
            Set<Table> around = neighbours.getOrDefault(from, Set.of());
            if (around.size() > hubCap) {
                continue;
            }
            for (Table next : around) {
                if (chosen.contains(next) || added.contains(next)) {
                    continue;
                }
                if (matched.contains(next) || linksAnotherChosen(next, from, chosen, neighbours)) {
                    added.add(next);
                }
            }
        }
        return new ArrayList<>(added);
    }

    private static boolean linksAnotherChosen(Table bridge, Table from, List<Table> chosen, Map<Table, Set<Table>> neighbours) {
        for (Table other : neighbours.getOrDefault(bridge, Set.of())) {
            if (other != from && chosen.contains(other)) {
                return true;
            }
        }
        return false;
    }

    /** The foreign keys of a catalog as an undirected graph of its tables. */
    static final class ForeignKeyGraph {

        private ForeignKeyGraph() {
        }

        static Map<Table, Set<Table>> neighbours(Catalog catalog) {
            Map<Table, Set<Table>> graph = new java.util.HashMap<>();
            for (Table table : catalog.tables()) {
                for (ForeignKey fk : table.foreignKeys()) {
                    catalog.table(fk.toTable().schema(), fk.toTable().name(), false).ifPresent(target -> {
                        if (target != table) {
                            graph.computeIfAbsent(table, t -> new LinkedHashSet<>()).add(target);
                            graph.computeIfAbsent(target, t -> new LinkedHashSet<>()).add(table);
                        }
                    });
                }
            }
            return graph;
        }
    }
}
