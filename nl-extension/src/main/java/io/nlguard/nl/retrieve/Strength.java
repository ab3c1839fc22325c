package io.nlguard.nl.retrieve;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Table;

/**
 * How strongly the question points at each table: the best, over the rankings, of its score as a share
 * of that ranking's top score. Rank fusion orders the tables; this says whether the fifth is worth taking
 * at all, which ranks alone cannot (a table matched by one stray word still has a rank).
 */
final class Strength {

    private Strength() {
    }

    static Map<Table, Double> of(List<List<ScoredTable>> rankings) {
        Map<Table, Double> strength = new HashMap<>();
        for (List<ScoredTable> ranking : rankings) {
            if (ranking.isEmpty() || ranking.get(0).score() <= 0) {
                continue;
            }
            double best = ranking.get(0).score();
            for (ScoredTable s : ranking) {
                strength.merge(s.table(), s.score() / best, Math::max);
            }
        }
        return strength;
    }
}
