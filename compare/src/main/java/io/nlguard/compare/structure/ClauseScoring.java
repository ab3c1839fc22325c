package io.nlguard.compare.structure;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Turns two queries' clause elements into {@code clause_match} and {@code clause_weighted_distance}. */
final class ClauseScoring {

    private ClauseScoring() {
    }

    static ClauseMatch match(CanonicalForm actual, CanonicalForm expected) {
        Map<Clause, ClauseComparison> byClause = new EnumMap<>(Clause.class);
        for (Clause clause : Clause.values()) {
            byClause.put(clause, compare(clause, actual.texts(clause), expected.texts(clause)));
        }
        return new ClauseMatch(byClause);
    }

    /**
     * One clause: the same multiset of elements (the same sequence for ordered clauses) is a match;
     * the similarity is the multiset Dice coefficient, averaged with the sequence (LCS) Dice for
     * ordered clauses so that a reordering costs less than a replacement.
     */
    static ClauseComparison compare(Clause clause, List<String> actual, List<String> expected) {
        double similarity = Bags.dice(actual, expected);
        boolean match;
        if (clause.ordered()) {
            similarity = (similarity + Bags.sequenceDice(actual, expected)) / 2;
            match = actual.equals(expected);
        } else {
            match = Bags.sameMultiset(actual, expected);
        }
        return new ClauseComparison(!actual.isEmpty(), !expected.isEmpty(), match, similarity,
                Bags.difference(actual, expected), Bags.difference(expected, actual));
    }

    /**
     * The weighted mean of {@code 1 - similarity} over the clauses at least one query has, so that
     * clauses neither query uses do not dilute the score: 0 when all match, 1 when none shares anything.
     */
    static double distance(ClauseMatch match, ClauseWeights weights) {
        double weighted = 0;
        double total = 0;
        for (Map.Entry<Clause, ClauseComparison> entry : match.byClause().entrySet()) {
            double weight = weights.weight(entry.getKey());
            if (entry.getValue().presentInEither() && weight > 0) {
                weighted += weight * (1 - entry.getValue().similarity());
                total += weight;
            }
        }
        return total == 0 ? 0.0 : weighted / total;
    }

    static AstFlattenedF1 astFlattenedF1(CanonicalForm actual, CanonicalForm expected) {
        List<String> predicted = actual.taggedAtoms();
        List<String> gold = expected.taggedAtoms();
        return AstFlattenedF1.of(predicted.size(), gold.size(), Bags.intersectionSize(predicted, gold));
    }
}
