package io.nlguard.nl.joins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.CatalogBuilder;
import org.junit.jupiter.api.Test;

/** Yen's paths against every simple path of small random graphs, found by brute force. */
class ShortestPathsTest {

    @Test
    void yensPathsAreTheKShortestDistinctLooplessPaths() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            int n = 4 + random.nextInt(4);
            CatalogBuilder builder = new CatalogBuilder();
            for (int i = 0; i < n; i++) {
                builder.table("t" + i, "id", "a", "b", "c");
            }
            for (int i = 0; i < n; i++) {
                for (String column : List.of("a", "b", "c")) {
                    int to = random.nextInt(n);
                    if (to != i && random.nextInt(3) > 0) {
                        builder.fk("t" + i, column, "t" + to, "id");
                    }
                }
            }
            Catalog catalog = builder.build();
            ForeignKeyGraph graph = ForeignKeyGraph.of(catalog);
            Table from = catalog.table("t0").orElseThrow();
            Table to = catalog.table("t" + (n - 1)).orElseThrow();
            List<JoinPath> yen = new ShortestPaths(graph, Set.of()).kShortest(from, to, 3);
            List<Integer> all = new ArrayList<>();
            simplePaths(graph, from, to, new HashSet<>(Set.of(from)), 0, all);
            all.sort(null);
            assertEquals(all.subList(0, Math.min(3, all.size())), yen.stream().map(JoinPath::length).toList(),
                    "round " + round);
            assertEquals(yen.size(), new HashSet<>(yen).size(), "distinct");
            for (JoinPath path : yen) {
                assertEquals(path.tables().size(), new HashSet<>(path.tables()).size(), "loopless: " + path.describe());
                assertEquals(to, path.end());
                for (int i = 1; i < path.length(); i++) {
                    assertEquals(path.edges().get(i - 1).to(), path.edges().get(i).from(), "connected");
                }
            }
        }
    }

    @Test
    void aClosedTableIsAnEndButNeverAWayThrough() {
        Catalog catalog = new CatalogBuilder().table("a", "id", "h").table("h", "id").table("b", "id", "h")
                .fk("a", "h", "h", "id").fk("b", "h", "h", "id").build();
        Table h = catalog.table("h").orElseThrow();
        ShortestPaths closed = new ShortestPaths(ForeignKeyGraph.of(catalog), Set.of(h));
        assertTrue(closed.shortest(catalog.table("a").orElseThrow(), catalog.table("b").orElseThrow()).isEmpty());
        assertEquals(1, closed.shortest(catalog.table("a").orElseThrow(), h).orElseThrow().length());
    }

    private static void simplePaths(ForeignKeyGraph graph, Table at, Table to, Set<Table> seen, int length,
                                    List<Integer> lengths) {
        if (at == to) {
            lengths.add(length);
            return;
        }
        for (JoinEdge edge : graph.edges(at)) {
            if (seen.add(edge.to())) {
                simplePaths(graph, edge.to(), to, seen, length + 1, lengths);
                seen.remove(edge.to());
            }
        }
    }
}
