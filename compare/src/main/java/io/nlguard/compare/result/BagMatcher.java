package io.nlguard.compare.result;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.result.ProjectedRows.RowKey;

/**
 * Matches the rows of two results as bags (multisets): each row pairs with at most one equal row of
 * the other side, so duplicates count. In two linear passes:
 * <ol>
 *   <li>rows that are exactly equal, through a hash table of the expected rows (equal rows pair up in
 *       order);</li>
 *   <li>when a numeric tolerance is set, the rows left over: grouped by everything but their numbers,
 *       sorted within a group by one number column (the one with the most distinct values), and each
 *       actual row tried against the free expected rows whose number there lies within the tolerance
 *       window, at most {@code scanLimit} of them.
 *       The first one equal in every cell is taken (greedy: tolerance is not transitive, so a
 *       pathological result can match fewer pairs than the best matching would).</li>
 * </ol>
 * Under {@code sql_semantic} a row with a NULL cell takes part in neither pass: it equals nothing.
 */
final class BagMatcher {

    /** Stands for "a number" in a row's shape, which the tolerance pass groups by. */
    private static final Object NUMBER = new Object() {
        @Override
        public String toString() {
            return "<number>";
        }
    };

    private BagMatcher() {
    }

    static RowMatching match(ProjectedRows actual, ProjectedRows expected, CellEquality equality, int scanLimit) {
        RowMatching matching = new RowMatching(actual.size(), expected.size());
        exactPass(actual, expected, equality, matching);
        if (equality.tolerant() && matching.matched() < Math.min(actual.size(), expected.size())) {
            tolerancePass(actual, expected, equality, matching, scanLimit);
        }
        return matching;
    }

    private static boolean eligible(ProjectedRows rows, int index, CellEquality equality) {
        return equality.nullEqualsNull() || !rows.hasNull(index);
    }

    private static void exactPass(ProjectedRows actual, ProjectedRows expected, CellEquality equality, RowMatching matching) {
        // equal expected rows form a chain through next[], first row first
        Map<RowKey, Integer> head = new HashMap<>(expected.size() * 2);
        int[] next = new int[expected.size()];
        for (int e = expected.size() - 1; e >= 0; e--) {
            if (eligible(expected, e, equality)) {
                Integer previous = head.put(expected.key(e), e);
                next[e] = previous == null ? -1 : previous;
            }
        }
        for (int a = 0; a < actual.size(); a++) {
            if (!eligible(actual, a, equality)) {
                continue;
            }
            RowKey key = actual.key(a);
            Integer e = head.get(key);
            if (e != null) {
                matching.pair(a, e, false);
                if (next[e] < 0) {
                    head.remove(key);
                } else {
                    head.put(key, next[e]);
                }
            }
        }
    }

    private static void tolerancePass(ProjectedRows actual, ProjectedRows expected, CellEquality equality,
                                      RowMatching matching, int scanLimit) {
        Map<RowKey, Group> groups = new HashMap<>();
        for (int e = 0; e < expected.size(); e++) {
            if (!matching.expectedMatched(e) && eligible(expected, e, equality)) {
                groups.computeIfAbsent(shape(expected.row(e)), Group::new).add(e);
            }
        }
        for (int a = 0; a < actual.size(); a++) {
            if (matching.partnerOfActual(a) >= 0 || !eligible(actual, a, equality)) {
                continue;
            }
            Group group = groups.get(shape(actual.row(a)));
            if (group != null) {
                int e = group.take(actual.row(a), expected, equality, scanLimit);
                if (e >= 0) {
                    matching.pair(a, e, true);
                }
            }
        }
    }

    /** The row with each number replaced by {@link #NUMBER}: rows that can match within tolerance share it. */
    private static RowKey shape(Object[] row) {
        Object[] shape = row.clone();
        for (int i = 0; i < shape.length; i++) {
            if (shape[i] instanceof BigDecimal) {
                shape[i] = NUMBER;
            }
        }
        return new RowKey(shape);
    }

    /**
     * Unmatched expected rows of one shape. A small group is scanned as it is; a large one is sorted,
     * on first use, by the number column with the most distinct values among its rows (so a window
     * holds few rows), and taken rows are skipped through a union-find "next free" link, so each scan
     * step looks at a free row.
     */
    private static final class Group {
        private static final int SMALL = 16;

        private final List<Integer> rows = new ArrayList<>();
        private final boolean hasNumber;
        private boolean[] smallTaken;
        private int column = -1;
        private int[] sorted;
        private double[] keys;
        private int[] nextFree;

        Group(RowKey shape) {
            boolean number = false;
            for (Object cell : shape.cells()) {
                number |= cell == NUMBER;
            }
            hasNumber = number; // without a number, nothing a tolerance could change
        }

        void add(int row) {
            rows.add(row);
        }

        /** The first free expected row equal to {@code row}, taken; -1 when there is none. */
        int take(Object[] row, ProjectedRows expected, CellEquality equality, int scanLimit) {
            if (!hasNumber) {
                return -1;
            }
            return rows.size() <= SMALL ? takeFromSmall(row, expected, equality) : takeFromIndex(row, expected, equality, scanLimit);
        }

        private int takeFromSmall(Object[] row, ProjectedRows expected, CellEquality equality) {
            if (smallTaken == null) {
                smallTaken = new boolean[rows.size()];
            }
            for (int k = 0; k < smallTaken.length; k++) {
                if (!smallTaken[k] && equality.rowsEqual(row, expected.row(rows.get(k)))) {
                    smallTaken[k] = true;
                    return rows.get(k);
                }
            }
            return -1;
        }

        private int takeFromIndex(Object[] row, ProjectedRows expected, CellEquality equality, int scanLimit) {
            if (sorted == null) {
                index(expected);
            }
            double value = number(row);
            double window = equality.window(value);
            int scanned = 0;
            for (int k = free(lowerBound(value - window)); k < keys.length && keys[k] <= value + window
                    && scanned < scanLimit; k = free(k + 1)) {
                scanned++;
                if (equality.rowsEqual(row, expected.row(sorted[k]))) {
                    nextFree[k] = k + 1;
                    return sorted[k];
                }
            }
            return -1;
        }

        private void index(ProjectedRows expected) {
            column = expected.mostDistinctColumn(rows, true);
            int n = rows.size();
            double[] values = new double[n];
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                values[i] = number(expected.row(rows.get(i)));
                order[i] = i;
            }
            Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
            sorted = new int[n];
            keys = new double[n];
            for (int i = 0; i < n; i++) {
                sorted[i] = rows.get(order[i]);
                keys[i] = values[order[i]];
            }
            nextFree = new int[n + 1];
            for (int i = 0; i <= n; i++) {
                nextFree[i] = i;
            }
        }

        /** The first free position at or after {@code k} (keys.length when none), compressing the path. */
        private int free(int k) {
            int root = k;
            while (nextFree[root] != root) {
                root = nextFree[root];
            }
            while (nextFree[k] != root) {
                int next = nextFree[k];
                nextFree[k] = root;
                k = next;
            }
            return root;
        }

        private double number(Object[] row) {
            return ((BigDecimal) row[column]).doubleValue();
        }

        private int lowerBound(double value) {
            int lo = 0;
            int hi = keys.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (keys[mid] < value) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }
}
