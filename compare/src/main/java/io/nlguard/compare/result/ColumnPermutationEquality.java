package io.nlguard.compare.result;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.table.ResultTable;

/**
 * Whether two results are equal up to the order of their columns, as the Spider test-suite evaluation
 * (Zhong et al., 2020, {@code exec_eval.result_eq}) decides execution accuracy: the same number of
 * rows and of columns, and some pairing of the columns under which the rows are equal as bags
 * (a row twice in one must be twice in the other), or row by row when {@code ordered}. Names play no
 * part. Two results without rows are equal whatever their columns, as there.
 *
 * <p>Cells compare as {@link ResultComparator} compares them under the same configuration
 * (tolerances, NULL mode); rows are matched by the same {@link BagMatcher}. The pairings tried are
 * those that pair each expected column with an actual column, each once; with exact numbers
 * (both tolerances 0) only with an actual column holding the same multiset of values, which bag
 * equality needs and which leaves one pairing in almost every real result. At most
 * {@value #MAX_PAIRINGS} pairings are tried; beyond that the answer is "not equal".
 *
 * <p>{@link ResultComparator}'s own column alignment (by name, then by values) is a diagnosis: it can
 * pair two columns of the same name the wrong way round ({@code T1.name, T2.name}), which this
 * search does not.
 */
public final class ColumnPermutationEquality {

    static final int MAX_PAIRINGS = 10_000;

    private final CellEquality equality;
    private final int scanLimit;

    public ColumnPermutationEquality(ComparisonConfig config) {
        this.equality = CellEquality.of(config);
        this.scanLimit = Math.max(16, config.maxRowsForCellAlignment());
    }

    public boolean equal(ResultTable actual, ResultTable expected, boolean ordered) {
        if (actual.rowCount() == 0 && expected.rowCount() == 0) {
            return true;
        }
        if (actual.rowCount() != expected.rowCount() || actual.columnCount() != expected.columnCount()) {
            return false;
        }
        int width = expected.columnCount();
        int[] identity = new int[width];
        for (int i = 0; i < width; i++) {
            identity[i] = i;
        }
        ProjectedRows e = ProjectedRows.of(expected, identity);
        List<List<Integer>> options = options(actual, expected);
        int[] pairing = new int[width];
        boolean[] used = new boolean[width];
        int[] budget = {MAX_PAIRINGS};
        return search(0, options, pairing, used, budget, actual, e, ordered);
    }

    private boolean search(int column, List<List<Integer>> options, int[] pairing, boolean[] used, int[] budget,
                           ResultTable actual, ProjectedRows expected, boolean ordered) {
        if (column == pairing.length) {
            budget[0]--;
            return rowsEqual(ProjectedRows.of(actual, pairing.clone()), expected, ordered);
        }
        for (int candidate : options.get(column)) {
            if (budget[0] <= 0) {
                return false;
            }
            if (!used[candidate]) {
                used[candidate] = true;
                pairing[column] = candidate;
                if (search(column + 1, options, pairing, used, budget, actual, expected, ordered)) {
                    return true;
                }
                used[candidate] = false;
            }
        }
        return false;
    }

    private boolean rowsEqual(ProjectedRows actual, ProjectedRows expected, boolean ordered) {
        if (ordered) {
            for (int r = 0; r < actual.size(); r++) {
                if (!equality.rowsEqual(actual.row(r), expected.row(r))) {
                    return false;
                }
            }
            return true;
        }
        return BagMatcher.match(actual, expected, equality, scanLimit).matched() == expected.size();
    }

    /** For each expected column, the actual columns it may pair with. */
    private List<List<Integer>> options(ResultTable actual, ResultTable expected) {
        int width = expected.columnCount();
        List<Map<Object, Integer>> actualValues = new ArrayList<>();
        boolean exact = !equality.tolerant() && equality.nullEqualsNull();
        for (int c = 0; c < width && exact; c++) {
            actualValues.add(values(actual, c));
        }
        List<List<Integer>> options = new ArrayList<>();
        for (int j = 0; j < width; j++) {
            List<Integer> candidates = new ArrayList<>();
            Map<Object, Integer> expectedValues = exact ? values(expected, j) : null;
            for (int i = 0; i < width; i++) {
                if (!exact || actualValues.get(i).equals(expectedValues)) {
                    candidates.add(i);
                }
            }
            // the column at the same position first: the common case needs no search
            if (candidates.remove(Integer.valueOf(j))) {
                candidates.add(0, j);
            }
            options.add(candidates);
        }
        return options;
    }

    /** The multiset of a column's values (normalized cells, so equal values are equal objects). */
    private static Map<Object, Integer> values(ResultTable table, int column) {
        Map<Object, Integer> counts = new HashMap<>();
        for (List<Object> row : table.rows()) {
            counts.merge(new Cell(row.get(column)), 1, Integer::sum);
        }
        return counts;
    }

    /** A cell as a map key: null is a value too. */
    private record Cell(Object value) {
    }
}
