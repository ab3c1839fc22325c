package io.nlguard.compare.instances;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.table.ResultTable;

/**
 * Finds the first row that tells two results apart, for the report of a distinguishing instance:
 * a row of one result the other lacks (compared as whole rows, as returned), else the first position
 * where equal bags of rows are ordered differently.
 */
final class DifferenceDescriber {

    private DifferenceDescriber() {
    }

    /** The first differing row, or null when the rows are equal as returned (a difference of columns). */
    static RowDifference firstDifference(ResultTable actual, ResultTable expected) {
        Map<List<Object>, Integer> remaining = new HashMap<>();
        for (List<Object> row : expected.rows()) {
            remaining.merge(row, 1, Integer::sum);
        }
        for (int r = 0; r < actual.rowCount(); r++) {
            List<Object> row = actual.rows().get(r);
            Integer left = remaining.get(row);
            if (left == null || left == 0) {
                return new RowDifference("actual", r, jsonCells(row), "missing");
            }
            remaining.put(row, left - 1);
        }
        Map<List<Object>, Integer> seen = new HashMap<>();
        for (List<Object> row : actual.rows()) {
            seen.merge(row, 1, Integer::sum);
        }
        for (int r = 0; r < expected.rowCount(); r++) {
            List<Object> row = expected.rows().get(r);
            int left = seen.getOrDefault(row, 0);
            if (left == 0) {
                return new RowDifference("expected", r, jsonCells(row), "missing");
            }
            seen.put(row, left - 1);
        }
        for (int r = 0; r < actual.rowCount(); r++) {
            if (!actual.rows().get(r).equals(expected.rows().get(r))) {
                return new RowDifference("actual", r, jsonCells(actual.rows().get(r)), "order");
            }
        }
        return null;
    }

    /** One sentence on how the results differ. */
    static String describe(ResultTable actual, ResultTable expected, RowDifference first) {
        StringBuilder text = new StringBuilder("actual returned ").append(rows(actual.rowCount()))
                .append(", expected ").append(rows(expected.rowCount()));
        if (actual.columnCount() != expected.columnCount()) {
            text.append("; actual has ").append(actual.columnCount()).append(" columns, expected ")
                    .append(expected.columnCount());
        }
        if (first != null && first.reason().equals("missing")) {
            text.append("; first row only in ").append(first.side()).append(": ").append(first.row());
        } else if (first != null) {
            text.append("; the same rows in another order, first at row ").append(first.rowIndex());
        }
        return text.toString();
    }

    private static String rows(int count) {
        return count == 1 ? "1 row" : count + " rows";
    }

    /** Cells as JSON values: numbers, strings, booleans and null as they are, nested lists kept, the rest as text. */
    private static List<Object> jsonCells(List<?> cells) {
        List<Object> out = new ArrayList<>(cells.size());
        for (Object cell : cells) {
            if (cell == null || cell instanceof BigDecimal || cell instanceof String || cell instanceof Boolean) {
                out.add(cell);
            } else if (cell instanceof List<?> list) {
                out.add(jsonCells(list));
            } else {
                out.add(cell.toString());
            }
        }
        return out;
    }
}
