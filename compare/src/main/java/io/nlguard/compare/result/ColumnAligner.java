package io.nlguard.compare.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;

/**
 * Pairs the columns of two results.
 * <ul>
 *   <li>When column order is required: by position, the first with the first and so on.</li>
 *   <li>Otherwise, for each expected column in order: the first unpaired actual column with the same
 *       name (case-insensitive; repeated names pair up in order); failing that, the first unpaired
 *       actual column holding the same multiset of values (a hash of the column's values, so order
 *       within the column does not matter); and whatever is left on both sides is paired by
 *       position among the leftovers, so that a column computed wrong under another name still
 *       has its cells compared.</li>
 * </ul>
 * Columns beyond the other side's count stay unpaired.
 */
final class ColumnAligner {

    private ColumnAligner() {
    }

    static ColumnAlignment align(ResultTable actual, ResultTable expected, boolean byPositionOnly) {
        int a = actual.columnCount();
        int e = expected.columnCount();
        ColumnPair[] byExpected = new ColumnPair[e];
        boolean[] actualUsed = new boolean[a];
        if (!byPositionOnly) {
            byName(actual, expected, byExpected, actualUsed);
            byValues(actual, expected, byExpected, actualUsed);
        }
        byPosition(actual, expected, byExpected, actualUsed);
        List<ColumnPair> pairs = new ArrayList<>();
        List<Integer> unpairedExpected = new ArrayList<>();
        for (int j = 0; j < e; j++) {
            if (byExpected[j] != null) {
                pairs.add(byExpected[j]);
            } else {
                unpairedExpected.add(j);
            }
        }
        List<Integer> unpairedActual = new ArrayList<>();
        for (int i = 0; i < a; i++) {
            if (!actualUsed[i]) {
                unpairedActual.add(i);
            }
        }
        return new ColumnAlignment(pairs, unpairedActual, unpairedExpected);
    }

    private static void byName(ResultTable actual, ResultTable expected, ColumnPair[] byExpected, boolean[] actualUsed) {
        for (int j = 0; j < byExpected.length; j++) {
            String name = expected.columns().get(j).name();
            for (int i = 0; i < actualUsed.length; i++) {
                if (!actualUsed[i] && actual.columns().get(i).name().equalsIgnoreCase(name)) {
                    byExpected[j] = pair(actual, expected, i, j, AlignedBy.NAME);
                    actualUsed[i] = true;
                    break;
                }
            }
        }
    }

    private static void byValues(ResultTable actual, ResultTable expected, ColumnPair[] byExpected, boolean[] actualUsed) {
        Long[] actualSignatures = new Long[actualUsed.length];
        for (int j = 0; j < byExpected.length; j++) {
            if (byExpected[j] != null) {
                continue;
            }
            long signature = signature(expected, j);
            for (int i = 0; i < actualUsed.length; i++) {
                if (actualUsed[i]) {
                    continue;
                }
                if (actualSignatures[i] == null) {
                    actualSignatures[i] = signature(actual, i);
                }
                if (actualSignatures[i] == signature) {
                    byExpected[j] = pair(actual, expected, i, j, AlignedBy.VALUES);
                    actualUsed[i] = true;
                    break;
                }
            }
        }
    }

    private static void byPosition(ResultTable actual, ResultTable expected, ColumnPair[] byExpected, boolean[] actualUsed) {
        int i = 0;
        for (int j = 0; j < byExpected.length; j++) {
            if (byExpected[j] != null) {
                continue;
            }
            while (i < actualUsed.length && actualUsed[i]) {
                i++;
            }
            if (i == actualUsed.length) {
                return;
            }
            byExpected[j] = pair(actual, expected, i, j, AlignedBy.POSITION);
            actualUsed[i] = true;
        }
    }

    /** An order-independent hash of the column's multiset of values (and of its row count). */
    private static long signature(ResultTable table, int column) {
        long sum = table.rowCount();
        for (List<Object> row : table.rows()) {
            sum += mix(Objects.hashCode(row.get(column)) + (row.get(column) == null ? 0x5bd1e995L : 0));
        }
        return sum;
    }

    /** SplitMix64's finalizer: spreads a hash over 64 bits so that sums of hashes rarely collide. */
    private static long mix(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static ColumnPair pair(ResultTable actual, ResultTable expected, int i, int j, AlignedBy by) {
        ResultColumn a = actual.columns().get(i);
        ResultColumn e = expected.columns().get(j);
        return new ColumnPair(i, j, a.name(), e.name(), a.typeName(), e.typeName(), by);
    }
}
