package io.nlguard.compare.result;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code null_handling_match}: whether the NULLs of the two results agree, column pair by column
 * pair: the same number of NULLs in each aligned column and, in the ordered modes, in the same rows.
 * (A result set carries no trace of how a predicate treated unknowns beyond where its NULLs land.)
 */
final class NullProfile {

    private NullProfile() {
    }

    static List<ColumnNulls> columns(ProjectedRows actual, ProjectedRows expected, List<ColumnPair> pairs, boolean ordered) {
        List<ColumnNulls> columns = new ArrayList<>(pairs.size());
        int common = Math.min(actual.size(), expected.size());
        for (int c = 0; c < pairs.size(); c++) {
            Boolean positionsMatch = null;
            if (ordered) {
                positionsMatch = true;
                for (int r = 0; r < common && positionsMatch; r++) {
                    positionsMatch = (actual.row(r)[c] == null) == (expected.row(r)[c] == null);
                }
            }
            ColumnPair pair = pairs.get(c);
            columns.add(new ColumnNulls(pair.actualName(), pair.expectedName(), nulls(actual, c), nulls(expected, c),
                    positionsMatch));
        }
        return columns;
    }

    private static int nulls(ProjectedRows rows, int column) {
        int count = 0;
        for (int r = 0; r < rows.size(); r++) {
            if (rows.row(r)[column] == null) {
                count++;
            }
        }
        return count;
    }
}
