package io.nlguard.guard.features;

import java.util.Locale;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * How close a name is to the catalog's table and column names (case-insensitive): the edit distance to
 * the nearest name, to the nearest name other than itself (how confusable it is), that distance over the
 * longer name's length, and the best Jaro-Winkler similarity. Distances beyond {@link #LIMIT} edits are
 * {@link #NO_MATCH}.
 */
record NameDistances(int table, int otherTable, double tableNormalized, double tableSimilarity,
                     int column, int otherColumn, double columnNormalized, double columnSimilarity) {

    /** The distance that stands for "no close match": beyond any typo, and the features' neutral default. */
    static final int NO_MATCH = 99;
    /** Edits beyond which names are unrelated; bounding the search keeps it cheap on long names. */
    static final int LIMIT = 10;

    private static final LevenshteinDistance EDITS = new LevenshteinDistance(LIMIT);
    private static final JaroWinklerSimilarity SIMILARITY = new JaroWinklerSimilarity();

    /** Distances of {@code name} to the (lower-case, distinct) table and column names. */
    static NameDistances of(String name, String[] tables, String[] columns) {
        String folded = name.toLowerCase(Locale.ROOT);
        Nearest table = Nearest.among(folded, tables);
        Nearest column = Nearest.among(folded, columns);
        return new NameDistances(table.distance, table.otherDistance, table.normalized, table.similarity,
                column.distance, column.otherDistance, column.normalized, column.similarity);
    }

    /** Edit distance between two lower-case names, or {@link #NO_MATCH} beyond {@link #LIMIT}. */
    static int edits(String a, String b) {
        int distance = EDITS.apply(a, b);
        return distance < 0 ? NO_MATCH : distance;
    }

    /** The smaller of the two nearest distances: to any catalog name. */
    int nearest() {
        return Math.min(table, column);
    }

    /** The best of one search over a list of names. */
    private static final class Nearest {
        int distance = NO_MATCH;
        int otherDistance = NO_MATCH;
        double normalized = 1.0;
        double similarity;

        static Nearest among(String folded, String[] names) {
            Nearest best = new Nearest();
            for (String candidate : names) {
                int d = edits(folded, candidate);
                if (d < best.distance) {
                    best.distance = d;
                    best.normalized = (double) d / Math.max(1, Math.max(folded.length(), candidate.length()));
                }
                if (d > 0 && d < best.otherDistance) {
                    best.otherDistance = d;
                }
                best.similarity = Math.max(best.similarity, SIMILARITY.apply(folded, candidate));
            }
            best.normalized = Math.min(1.0, best.normalized);
            return best;
        }
    }
}
