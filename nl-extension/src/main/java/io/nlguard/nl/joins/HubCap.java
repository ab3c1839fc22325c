package io.nlguard.nl.joins;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

import io.nlguard.guard.schema.Table;

/**
 * Which tables are hubs, kept out of the middle of a join path: those linked to more other tables than the
 * cap. A path through {@code employees} (who created, approved, shipped...) is short and almost always
 * wrong. The cap grows with the number of tables the question needs (the seed's dynamic cap): a question
 * over many tables legitimately meets better-connected ones. A table the question needs is never a hub.
 */
public final class HubCap {

    private HubCap() {
    }

    /** {@code base} plus one per required table beyond two. */
    public static int dynamic(int base, int requiredTables) {
        return base + Math.max(0, requiredTables - 2);
    }

    public static Set<Table> hubs(ForeignKeyGraph graph, int cap, Collection<Table> required) {
        Set<Table> hubs = new LinkedHashSet<>();
        for (Table table : graph.tables()) {
            if (graph.degree(table) > cap && !required.contains(table)) {
                hubs.add(table);
            }
        }
        return hubs;
    }
}
