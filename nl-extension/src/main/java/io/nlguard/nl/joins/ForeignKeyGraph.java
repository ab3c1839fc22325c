package io.nlguard.nl.joins;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

/**
 * A catalog's declared foreign keys as a graph of its tables: each key is an edge both ways, with its
 * columns. A key from a table to itself (a manager of an employee) joins no two tables and is left out.
 */
public final class ForeignKeyGraph {

    private final Map<Table, List<JoinEdge>> edges;
    private final Map<Table, Integer> degrees = new HashMap<>();

    private ForeignKeyGraph(Map<Table, List<JoinEdge>> edges) {
        this.edges = edges;
        edges.forEach((table, out) -> {
            Set<Table> neighbours = new LinkedHashSet<>();
            out.forEach(e -> neighbours.add(e.to()));
            degrees.put(table, neighbours.size());
        });
    }

    public static ForeignKeyGraph of(Catalog catalog) {
        Map<Table, List<JoinEdge>> edges = new HashMap<>();
        for (Table table : catalog.tables()) {
            for (ForeignKey key : table.foreignKeys()) {
                Table parent = catalog.table(key.toTable().schema(), key.toTable().name(), false).orElse(null);
                if (parent == null || parent == table) {
                    continue;
                }
                JoinEdge up = new JoinEdge(table, key.fromColumns(), parent, key.toColumns(), true);
                edges.computeIfAbsent(table, t -> new ArrayList<>()).add(up);
                edges.computeIfAbsent(parent, t -> new ArrayList<>()).add(up.reversed());
            }
        }
        edges.replaceAll((t, list) -> List.copyOf(list));
        return new ForeignKeyGraph(Map.copyOf(edges));
    }

    /** The edges leaving a table, its own keys and the keys referencing it, in catalog order. */
    public List<JoinEdge> edges(Table table) {
        return edges.getOrDefault(table, List.of());
    }

    /** The other tables a foreign key links to this one, either way, in catalog order. */
    public Set<Table> neighbours(Table table) {
        Set<Table> neighbours = new LinkedHashSet<>();
        edges(table).forEach(e -> neighbours.add(e.to()));
        return neighbours;
    }

    /** How many other tables a foreign key links to this one. */
    public int degree(Table table) {
        return degrees.getOrDefault(table, 0);
    }

    /** The tables with at least one foreign key to another table. */
    public Set<Table> tables() {
        return edges.keySet();
    }
}
