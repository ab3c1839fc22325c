package io.nlguard.guard.rules.lint;

import java.util.Locale;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;
import org.apache.commons.text.similarity.LevenshteinDistance;

/** "Did you mean" over catalog names: the closest candidate within a few edits, or null. */
final class Suggestions {

    private static final LevenshteinDistance EDITS = new LevenshteinDistance(4);
    private static final JaroWinklerSimilarity SIMILARITY = new JaroWinklerSimilarity();

    private Suggestions() {
    }

    /**
     * The candidate closest to {@code wanted} (case-insensitive): fewest edits, then most similar.
     * A candidate counts only within a typo's reach: 1 edit for short names, up to 3 for long
     * ones, or a Jaro-Winkler similarity of 0.9 (shared prefix, e.g. {@code singer} for {@code singers_tbl}).
     */
    static String closest(String wanted, Iterable<String> candidates) {
        if (wanted == null || wanted.isEmpty()) {
            return null;
        }
        String folded = wanted.toLowerCase(Locale.ROOT);
        int allowed = folded.length() <= 4 ? 1 : folded.length() <= 8 ? 2 : 3;
        String best = null;
        int bestEdits = Integer.MAX_VALUE;
        double bestSimilarity = 0;
        for (String candidate : candidates) {
            if (candidate == null) {
                continue;
            }
            // an equal folded name is a case mismatch of a quoted name: the best suggestion of all
            String other = candidate.toLowerCase(Locale.ROOT);
            int edits = EDITS.apply(folded, other);
            double similarity = SIMILARITY.apply(folded, other);
            boolean near = (edits >= 0 && edits <= allowed) || similarity >= 0.9;
            if (!near) {
                continue;
            }
            int rank = edits < 0 ? Integer.MAX_VALUE - 1 : edits;
            if (rank < bestEdits || (rank == bestEdits && similarity > bestSimilarity)) {
                best = candidate;
                bestEdits = rank;
                bestSimilarity = similarity;
            }
        }
        return best;
    }
}
