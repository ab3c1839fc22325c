package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether two results are the same answer, as the Spider test-suite evaluation decides: the same rows as a
 * bag (duplicates count), the columns in any order, the rows in the same order only when both queries order
 * them (a query without ORDER BY returns its rows in an order that means nothing). Columns are paired only
 * with columns of the same bag of values; at most {@value #MAX_PAIRINGS} pairings are tried.
 */
public final class ResultEquality {

    /** 6! column pairings: results with more interchangeable columns than that are rare and compared less. */
    static final int MAX_PAIRINGS = 720;

    private ResultEquality() {
    }

    public static boolean equal(CandidateResult a, CandidateResult b, boolean ordered) {
        if (a.columns() != b.columns() || a.rows().size() != b.rows().size() || a.cut() != b.cut()) {
            return false;
        }
        long[] ha = ResultFingerprint.columnHashes(a);
        long[] hb = ResultFingerprint.columnHashes(b);
        int[] pairing = new int[a.columns()];
        boolean[] taken = new boolean[b.columns()];
        int[] tries = {0};
        return pair(0, pairing, taken, ha, hb, a, b, ordered, tries);
    }

    /** Pairs column {@code c} of {@code a} with a free column of {@code b} of the same hash, then the rest. */
    private static boolean pair(int c, int[] pairing, boolean[] taken, long[] ha, long[] hb, CandidateResult a,
            CandidateResult b, boolean ordered, int[] tries) {
        if (c == pairing.length) {
            tries[0]++;
            return sameRows(a, b, pairing, ordered);
        }
        for (int d = 0; d < hb.length && tries[0] < MAX_PAIRINGS; d++) {
            if (!taken[d] && hb[d] == ha[c]) {
                taken[d] = true;
                pairing[c] = d;
                if (pair(c + 1, pairing, taken, ha, hb, a, b, ordered, tries)) {
                    return true;
                }
                taken[d] = false;
            }
        }
        return false;
    }

    private static boolean sameRows(CandidateResult a, CandidateResult b, int[] pairing, boolean ordered) {
        if (ordered) {
            for (int r = 0; r < a.rows().size(); r++) {
                if (!permuted(b.rows().get(r), pairing).equals(a.rows().get(r))) {
                    return false;
                }
            }
            return true;
        }
        Map<List<Object>, Integer> bag = new HashMap<>();
        a.rows().forEach(row -> bag.merge(row, 1, Integer::sum));
        for (List<Object> row : b.rows()) {
            List<Object> key = permuted(row, pairing);
            Integer copies = bag.get(key);
            if (copies == null) {
                return false;
            }
            if (copies == 1) {
                bag.remove(key);
            } else {
                bag.put(key, copies - 1);
            }
        }
        return true;
    }

    /** The row of {@code b} with its columns in {@code a}'s order. */
    private static List<Object> permuted(List<Object> row, int[] pairing) {
        List<Object> out = new ArrayList<>(pairing.length);
        for (int d : pairing) {
            out.add(row.get(d));
        }
        return out;
    }
}
