package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Table;

/**
 * Reciprocal rank fusion: a table's fused score is the sum over the rankings of {@code 1/(k + rank)}
 * (rank from 1), so a table several rankings agree on rises, and no ranking's score scale matters.
 */
public final class RankFusion {

    /** The constant of the original paper (Cormack et al. 2009) and of the seed. */
    public static final int K = 60;

    private RankFusion() {
    }

    /** The fused ranking, best first; ties keep the order in which tables were first seen. */
    public static List<ScoredTable> fuse(List<List<ScoredTable>> rankings, int k) {
        Map<Table, Double> fused = new LinkedHashMap<>();
        for (List<ScoredTable> ranking : rankings) {
            for (int rank = 0; rank < ranking.size(); rank++) {
                fused.merge(ranking.get(rank).table(), 1.0 / (k + rank + 1), Double::sum);
            }
        }
        List<ScoredTable> ranked = new ArrayList<>(fused.size());
        fused.forEach((table, score) -> ranked.add(new ScoredTable(table, score)));
        ranked.sort((a, b) -> Double.compare(b.score(), a.score())); // stable: ties keep first-seen order
        return ranked;
    }

    /** Column matches lifted to their tables: each table ranked by its best column's score. */
    public static List<ScoredTable> liftColumns(List<ScoredColumn> columns) {
        Map<Table, Double> best = new LinkedHashMap<>();
        for (ScoredColumn c : columns) {
            best.merge(c.table(), c.score(), Math::max);
        }
        List<ScoredTable> ranked = new ArrayList<>(best.size());
        best.forEach((table, score) -> ranked.add(new ScoredTable(table, score)));
        ranked.sort((a, b) -> Double.compare(b.score(), a.score()));
        return ranked;
    }
}
