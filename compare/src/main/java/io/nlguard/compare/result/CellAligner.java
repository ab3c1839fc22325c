package io.nlguard.compare.result;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Pairs the rows the bag matching left over, so that their cells can be compared: a row computed
 * partly wrong still has most of its cells right. Three steps, each over the rows still unpaired:
 * <ol>
 *   <li>best match, greedy in actual row order: each unmatched actual row takes the free expected row
 *       sharing the most cell values (by hash, so numbers equal only within tolerance do not count
 *       here), if it shares any. Quadratic, so only the first {@code bound} unmatched rows per side
 *       take part;</li>
 *   <li>same key, for all rows: the expected rows are indexed by their value in the column with the
 *       most distinct values among them (an id, usually), and each actual row takes the first free one
 *       with its value there;</li>
 *   <li>in order: the rows still free are paired first with first, as far as the shorter side goes
 *       (a one-column result with a rounding difference pairs its numbers this way).</li>
 * </ol>
 * Steps 2 and 3 are linear; past the bound they stand in for step 1, whose pairs are the better ones.
 */
final class CellAligner {

    private static final int NULL_HASH = 0x6b43a9b5;
    /** Under sql_semantic the NULLs of the two sides must never look alike. */
    private static final int OTHER_NULL_HASH = 0x1b873593;

    private CellAligner() {
    }

    /** The row pairs for cell comparison: matched rows plus aligned leftovers, as actual → expected (-1: none). */
    static Alignment align(ProjectedRows actual, ProjectedRows expected, RowMatching matching, CellEquality equality,
                           int bound) {
        int[] partner = new int[actual.size()];
        boolean[] expectedPaired = new boolean[expected.size()];
        List<Integer> leftActual = new ArrayList<>();
        for (int a = 0; a < actual.size(); a++) {
            partner[a] = matching.partnerOfActual(a);
            if (partner[a] < 0) {
                leftActual.add(a);
            } else {
                expectedPaired[partner[a]] = true;
            }
        }
        List<Integer> leftExpected = unpaired(expectedPaired);
        boolean bounded = leftActual.size() > bound || leftExpected.size() > bound;
        int before = matching.matched();
        bestMatches(actual, expected, leftActual, leftExpected, partner, expectedPaired, equality, bound);
        sameKey(actual, expected, partner, expectedPaired, equality);
        inOrder(partner, expectedPaired);
        int paired = 0;
        for (int p : partner) {
            paired += p >= 0 ? 1 : 0;
        }
        return new Alignment(partner, paired - before, bounded);
    }

    private static void bestMatches(ProjectedRows actual, ProjectedRows expected, List<Integer> leftActual,
                                    List<Integer> leftExpected, int[] partner, boolean[] expectedPaired,
                                    CellEquality equality, int bound) {
        List<Integer> as = leftActual.subList(0, Math.min(bound, leftActual.size()));
        List<Integer> es = leftExpected.subList(0, Math.min(bound, leftExpected.size()));
        if (as.isEmpty() || es.isEmpty()) {
            return;
        }
        int[][] ha = hashes(actual, as, NULL_HASH);
        int[][] he = hashes(expected, es, equality.nullEqualsNull() ? NULL_HASH : OTHER_NULL_HASH);
        boolean[] taken = new boolean[es.size()];
        for (int i = 0; i < ha.length; i++) {
            int best = best(ha[i], he, taken);
            if (best >= 0) {
                taken[best] = true;
                partner[as.get(i)] = es.get(best);
                expectedPaired[es.get(best)] = true;
            }
        }
    }

    private static int best(int[] row, int[][] candidates, boolean[] taken) {
        int best = -1;
        int bestScore = 0;
        for (int k = 0; k < candidates.length; k++) {
            if (taken[k]) {
                continue;
            }
            int[] candidate = candidates[k];
            int score = 0;
            for (int c = 0; c < row.length; c++) {
                if (row[c] == candidate[c]) {
                    score++;
                }
            }
            if (score > bestScore) {
                best = k;
                bestScore = score;
                if (score == row.length) {
                    break;
                }
            }
        }
        return best;
    }

    private static void sameKey(ProjectedRows actual, ProjectedRows expected, int[] partner, boolean[] expectedPaired,
                                CellEquality equality) {
        List<Integer> es = unpaired(expectedPaired);
        if (es.isEmpty() || !hasUnpaired(partner)) {
            return;
        }
        int key = expected.mostDistinctColumn(es, false);
        if (key < 0) {
            return; // no columns at all
        }
        // equal keys chain through next[], first row first
        Map<Object, Integer> head = new HashMap<>();
        Map<Integer, Integer> next = new HashMap<>();
        for (int i = es.size() - 1; i >= 0; i--) {
            Object value = expected.row(es.get(i))[key];
            if (value != null || equality.nullEqualsNull()) {
                Integer previous = head.put(value, es.get(i));
                if (previous != null) {
                    next.put(es.get(i), previous);
                }
            }
        }
        for (int a = 0; a < partner.length; a++) {
            Object value = actual.row(a)[key];
            Integer e = partner[a] < 0 ? head.get(value) : null;
            if (e != null && (value != null || equality.nullEqualsNull())) {
                partner[a] = e;
                expectedPaired[e] = true;
                Integer after = next.get(e);
                if (after == null) {
                    head.remove(value);
                } else {
                    head.put(value, after);
                }
            }
        }
    }

    private static void inOrder(int[] partner, boolean[] expectedPaired) {
        int e = 0;
        for (int a = 0; a < partner.length; a++) {
            if (partner[a] >= 0) {
                continue;
            }
            while (e < expectedPaired.length && expectedPaired[e]) {
                e++;
            }
            if (e == expectedPaired.length) {
                return;
            }
            partner[a] = e;
            expectedPaired[e] = true;
        }
    }

    private static List<Integer> unpaired(boolean[] paired) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < paired.length; i++) {
            if (!paired[i]) {
                rows.add(i);
            }
        }
        return rows;
    }

    private static boolean hasUnpaired(int[] partner) {
        for (int p : partner) {
            if (p < 0) {
                return true;
            }
        }
        return false;
    }

    private static int[][] hashes(ProjectedRows rows, List<Integer> indexes, int nullHash) {
        int[][] hashes = new int[indexes.size()][];
        for (int i = 0; i < hashes.length; i++) {
            Object[] row = rows.row(indexes.get(i));
            int[] h = new int[row.length];
            for (int c = 0; c < row.length; c++) {
                h[c] = row[c] == null ? nullHash : Objects.hashCode(row[c]);
            }
            hashes[i] = h;
        }
        return hashes;
    }

    /**
     * @param partner the expected row each actual row is compared with, or -1
     * @param aligned how many of those pairs the alignment added to the bag matching's
     * @param bounded whether more rows were unmatched than the bound, so that the linear steps paired some
     */
    record Alignment(int[] partner, int aligned, boolean bounded) {
    }
}
