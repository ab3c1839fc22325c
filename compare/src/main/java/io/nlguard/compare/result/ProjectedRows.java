package io.nlguard.compare.result;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.compare.table.Cells;
import io.nlguard.compare.table.ResultTable;

/** The rows of one result cut down to its aligned columns, in alignment order: what the matchers compare. */
final class ProjectedRows {

    private final Object[][] rows;

    private ProjectedRows(Object[][] rows) {
        this.rows = rows;
    }

    static ProjectedRows of(ResultTable table, int[] columns) {
        Object[][] rows = new Object[table.rowCount()][];
        List<List<Object>> source = table.rows();
        for (int r = 0; r < rows.length; r++) {
            List<Object> row = source.get(r);
            Object[] projected = new Object[columns.length];
            for (int c = 0; c < columns.length; c++) {
                projected[c] = row.get(columns[c]);
            }
            rows[r] = projected;
        }
        return new ProjectedRows(rows);
    }

    int size() {
        return rows.length;
    }

    Object[] row(int index) {
        return rows[index];
    }

    boolean hasNull(int index) {
        for (Object cell : rows[index]) {
            if (cell == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The column with the most distinct values among {@code rows} (the first of equals), considering
     * only columns whose value in the first of them is a number when {@code numbersOnly}; -1 when none.
     */
    int mostDistinctColumn(List<Integer> rows, boolean numbersOnly) {
        Object[] first = this.rows[rows.get(0)];
        int best = -1;
        int bestDistinct = 0;
        for (int c = 0; c < first.length; c++) {
            if (numbersOnly && !Cells.isNumber(first[c])) {
                continue;
            }
            Set<Object> distinct = new HashSet<>();
            for (int row : rows) {
                distinct.add(this.rows[row][c]);
            }
            if (distinct.size() > bestDistinct) {
                best = c;
                bestDistinct = distinct.size();
            }
        }
        return best;
    }

    /** A row as a hash key: cells are normalized, so equal rows are {@code equals}. */
    RowKey key(int index) {
        return new RowKey(rows[index]);
    }

    record RowKey(Object[] cells, int hash) {

        RowKey(Object[] cells) {
            this(cells, Arrays.hashCode(cells));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof RowKey key && key.hash == hash && Arrays.equals(key.cells, cells);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
