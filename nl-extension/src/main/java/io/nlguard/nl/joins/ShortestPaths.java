package io.nlguard.nl.joins;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.schema.Table;

/**
 * Shortest join paths on a {@link ForeignKeyGraph}, every edge of length one: breadth-first search, and
 * Yen's k shortest loopless paths (each next path is the shortest that leaves a known one at some table
 * and does not come back to its root part). Tables in {@code closed} are never passed through, though they
 * may be where a path starts or ends: the hubs the planner keeps out of the middle of paths.
 */
public final class ShortestPaths {

    private final ForeignKeyGraph graph;
    private final Set<Table> closed;

    public ShortestPaths(ForeignKeyGraph graph, Set<Table> closed) {
        this.graph = graph;
        this.closed = Set.copyOf(closed);
    }

    /** The shortest path, the first found in catalog order among equally short ones. */
    public Optional<JoinPath> shortest(Table from, Table to) {
        return search(from, to, Set.of(), Set.of());
    }

    /** Up to {@code k} shortest loopless paths, shortest first (Yen's algorithm). */
    public List<JoinPath> kShortest(Table from, Table to, int k) {
        List<JoinPath> found = new ArrayList<>(k);
        Optional<JoinPath> first = shortest(from, to);
        if (first.isEmpty() || from == to) {
            return first.map(List::of).orElse(List.of());
        }
        found.add(first.get());
        List<JoinPath> waiting = new ArrayList<>();
        while (found.size() < k) {
            JoinPath last = found.get(found.size() - 1);
            for (int i = 0; i < last.length(); i++) {
                List<JoinEdge> root = last.edges().subList(0, i);
                Table spur = last.tables().get(i);
                Set<JoinEdge> cut = new HashSet<>();
                for (JoinPath known : found) {
                    if (known.length() > i && known.edges().subList(0, i).equals(root)) {
                        cut.add(known.edges().get(i));
                    }
                }
                Set<Table> rootTables = new HashSet<>(last.tables().subList(0, i));
                Optional<JoinPath> rest = search(spur, to, rootTables, cut);
                if (rest.isPresent()) {
                    List<JoinEdge> whole = new ArrayList<>(root);
                    whole.addAll(rest.get().edges());
                    JoinPath candidate = new JoinPath(from, whole);
                    if (!found.contains(candidate) && !waiting.contains(candidate)) {
                        waiting.add(candidate);
                    }
                }
            }
            if (waiting.isEmpty()) {
                break;
            }
            JoinPath next = waiting.get(0);
            for (JoinPath p : waiting) {
                if (p.length() < next.length()) {
                    next = p; // the first of the shortest: found earlier, from an earlier spur
                }
            }
            waiting.remove(next);
            found.add(next);
        }
        return found;
    }

    private Optional<JoinPath> search(Table from, Table to, Set<Table> removed, Set<JoinEdge> cut) {
        if (from == to) {
            return Optional.of(new JoinPath(from, List.of()));
        }
        Map<Table, JoinEdge> reachedBy = new HashMap<>();
        Set<Table> seen = new HashSet<>(removed);
        seen.add(from);
        Deque<Table> queue = new ArrayDeque<>();
        queue.add(from);
        while (!queue.isEmpty()) {
            Table at = queue.poll();
            if (at != from && closed.contains(at)) {
                continue; // reached, but not passed through
            }
            for (JoinEdge edge : graph.edges(at)) {
                Table next = edge.to();
                if (cut.contains(edge) || !seen.add(next)) {
                    continue;
                }
                reachedBy.put(next, edge);
                if (next == to) {
                    return Optional.of(walkBack(from, to, reachedBy));
                }
                queue.add(next);
            }
        }
        return Optional.empty();
    }

    private static JoinPath walkBack(Table from, Table to, Map<Table, JoinEdge> reachedBy) {
        List<JoinEdge> edges = new ArrayList<>();
        for (Table at = to; at != from; at = reachedBy.get(at).from()) {
            edges.add(0, reachedBy.get(at));
        }
        return new JoinPath(from, edges);
    }
}
