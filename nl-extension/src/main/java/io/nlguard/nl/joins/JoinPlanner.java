package io.nlguard.nl.joins;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;

/**
 * Stage 3d: how the tables a question needs join. For every pair of required tables, Yen's three shortest
 * paths that keep hubs out of the middle (all paths when none does), ranked by {@link PathCost}; then, from
 * the first required table, the cheapest path to a table not yet joined, again and again (a greedy tree
 * over the pairs' best paths): its steps that reach new tables are the skeleton's clauses.
 */
public final class JoinPlanner {

    /** Paths kept per pair. */
    public static final int K = 3;

    private final Function<Catalog, ForeignKeyGraph> graphs;
    private final int baseHubCap;

    /** @param graphs the foreign-key graph of a catalog snapshot, built once per snapshot by the caller's cache */
    public JoinPlanner(Function<Catalog, ForeignKeyGraph> graphs, int baseHubCap) {
        this.graphs = graphs;
        this.baseHubCap = baseHubCap;
    }

    /**
     * @param required the tables the question needs, most relevant first (the skeleton starts from the first)
     * @param context  the tables of the schema context (a path through others costs more); empty: no preference
     */
    public JoinPlan plan(Catalog catalog, List<Table> required, Collection<Table> context) {
        List<Table> tables = List.copyOf(new LinkedHashSet<>(required));
        if (tables.size() < 2) {
            return new JoinPlan(tables, tables.isEmpty() ? null : tables.get(0), List.of(), List.of(), List.of(), 0);
        }
        ForeignKeyGraph graph = graphs.apply(catalog);
        int cap = HubCap.dynamic(baseHubCap, tables.size());
        Set<Table> hubs = HubCap.hubs(graph, cap, tables);
        Set<Table> inContext = Set.copyOf(context);
        ShortestPaths avoidingHubs = new ShortestPaths(graph, hubs);
        ShortestPaths anyPath = new ShortestPaths(graph, Set.of());
        List<PairPaths> pairs = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            for (int j = i + 1; j < tables.size(); j++) {
                List<JoinPath> paths = avoidingHubs.kShortest(tables.get(i), tables.get(j), K);
                if (paths.isEmpty()) {
                    paths = anyPath.kShortest(tables.get(i), tables.get(j), K);
                }
                pairs.add(ranked(tables.get(i), tables.get(j), paths, inContext, hubs));
            }
        }
        return tree(tables, pairs, cap);
    }

    private static PairPaths ranked(Table from, Table to, List<JoinPath> paths, Set<Table> context, Set<Table> hubs) {
        List<JoinPath> order = new ArrayList<>(paths);
        order.sort(Comparator.comparingDouble(p -> PathCost.of(p, context, hubs))); // stable: Yen's order on ties
        return new PairPaths(from, to, order, order.stream().map(p -> PathCost.of(p, context, hubs)).toList());
    }

    private static JoinPlan tree(List<Table> tables, List<PairPaths> pairs, int cap) {
        Table root = tables.get(0);
        Set<Table> joined = new HashSet<>(List.of(root));
        List<Table> waiting = new ArrayList<>(tables.subList(1, tables.size()));
        List<JoinEdge> skeleton = new ArrayList<>();
        while (true) {
            JoinPath best = null;
            double bestCost = Double.MAX_VALUE;
            for (PairPaths pair : pairs) {
                if (!pair.connected() || joined.contains(pair.from()) == joined.contains(pair.to())) {
                    continue; // both joined, or neither: not a next step
                }
                boolean forward = joined.contains(pair.from());
                if (!waiting.contains(forward ? pair.to() : pair.from())) {
                    continue;
                }
                if (pair.costs().get(0) < bestCost) {
                    bestCost = pair.costs().get(0);
                    best = forward ? pair.paths().get(0) : reversed(pair.paths().get(0));
                }
            }
            if (best == null) {
                break;
            }
            for (JoinEdge edge : best.edges()) {
                if (joined.add(edge.to())) {
                    skeleton.add(edge);
                }
            }
            waiting.removeAll(joined);
        }
        return new JoinPlan(tables, root, skeleton, pairs, waiting, cap);
    }

    static JoinPath reversed(JoinPath path) {
        List<JoinEdge> edges = new ArrayList<>(path.length());
        for (JoinEdge edge : path.edges()) {
            edges.add(0, edge.reversed());
        }
        return new JoinPath(path.end(), edges);
    }
}
