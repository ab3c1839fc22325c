package io.nlguard.nl.select;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.nl.joins.JoinEdge;
import io.nlguard.nl.joins.JoinPlan;

/**
 * The seed's join-skeleton match: how far a candidate's join conditions follow the planned skeleton, as the
 * column pairs both join on (either side first) over the larger of the two sets: 1 when it joins exactly
 * along the plan, 0 when it shares no join with it (or joins nothing where the plan joins). NaN without a
 * plan that joins anything.
 */
public final class JoinMatch {

    private JoinMatch() {
    }

    public static double of(QueryFacts query, JoinPlan plan) {
        Set<List<String>> planned = pairs(plan);
        if (planned.isEmpty()) {
            return Double.NaN;
        }
        if (!query.parses()) {
            return 0;
        }
        long shared = query.joins().stream().filter(planned::contains).count();
        return (double) shared / Math.max(planned.size(), query.joins().size());
    }

    private static Set<List<String>> pairs(JoinPlan plan) {
        Set<List<String>> pairs = new HashSet<>();
        for (JoinEdge edge : plan.skeleton()) {
            for (int i = 0; i < Math.min(edge.fromColumns().size(), edge.toColumns().size()); i++) {
                String a = QueryFacts.name(edge.from()) + "." + edge.fromColumns().get(i).toLowerCase(Locale.ROOT);
                String b = QueryFacts.name(edge.to()) + "." + edge.toColumns().get(i).toLowerCase(Locale.ROOT);
                pairs.add(a.compareTo(b) <= 0 ? List.of(a, b) : List.of(b, a));
            }
        }
        return pairs;
    }
}
