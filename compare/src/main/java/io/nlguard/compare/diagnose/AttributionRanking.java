package io.nlguard.compare.diagnose;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.nlguard.compare.diagnose.AttributionRules.Candidate;

/**
 * Orders the candidates and weighs their confidence. An attribution's confidence is its score
 * weighed by its share of all positive scores: {@code confidence = score · (0.5 + 0.5 · share)}, so
 * a lone cause keeps its score and two equal causes keep three quarters of theirs. The case is
 * ambiguous when the runner-up reaches {@link #AMBIGUITY_RATIO} of the leader's score. Ties keep the
 * categories' declaration order, so the ranking is deterministic.
 */
final class AttributionRanking {

    /** The runner-up's score, as a share of the leader's, from which both are plausible root causes. */
    static final double AMBIGUITY_RATIO = 0.75;

    private AttributionRanking() {
    }

    static List<ClauseAttribution> rank(List<Candidate> candidates) {
        List<Candidate> positive = new ArrayList<>(candidates.stream().filter(c -> c.score() > 0).toList());
        positive.sort(Comparator.comparingDouble(Candidate::score).reversed());
        double total = positive.stream().mapToDouble(Candidate::score).sum();
        List<ClauseAttribution> ranked = new ArrayList<>(positive.size());
        for (Candidate c : positive) {
            double confidence = c.score() * (0.5 + 0.5 * c.score() / total);
            ranked.add(new ClauseAttribution(c.category(), c.category().sourceClause(), round(c.score()), round(confidence),
                    EvidenceStrength.of(c.evidenceCount()), c.evidenceCount(), c.whatDiffered(), c.signals()));
        }
        return ranked;
    }

    static boolean ambiguous(List<ClauseAttribution> ranked) {
        return ranked.size() > 1 && ranked.get(1).errorScore() >= AMBIGUITY_RATIO * ranked.get(0).errorScore();
    }

    static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
