package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.nl.select.CandidateResult;

/**
 * What one reading returns, short enough for an option a person reads: its row count, its columns' labels and its
 * first row, each cell and the list of them cut.
 */
final class ReadingDescription {

    /** Cells of a first row shown; the rest is "…". */
    static final int CELLS = 4;
    /** Characters of a cell (or of a column label) shown. */
    static final int CELL_CHARS = 24;

    private ReadingDescription() {
    }

    /** {@code 3 rows (name, total), first: Alice, 12} or {@code no rows (name)}. */
    static String of(CandidateResult result) {
        int rows = result.rows().size();
        StringBuilder out = new StringBuilder();
        out.append(rows == 0 ? "no rows" : rows + (result.cut() ? "+" : "") + (rows == 1 && !result.cut() ? " row" : " rows"));
        out.append(" (").append(columns(result)).append(')');
        if (rows > 0) {
            out.append(", first: ").append(firstRow(result.rows().get(0)));
        }
        return out.toString();
    }

    private static String columns(CandidateResult result) {
        if (result.labels().isEmpty()) {
            return result.columns() + (result.columns() == 1 ? " column" : " columns");
        }
        return String.join(", ", shown(result.labels().stream().map(l -> (Object) l).toList()));
    }

    private static String firstRow(List<Object> row) {
        return String.join(", ", shown(row));
    }

    /** The first {@value #CELLS} values, each cut, then "…" when there are more. */
    private static List<String> shown(List<Object> values) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Math.min(CELLS, values.size()); i++) {
            out.add(cut(values.get(i) == null ? "NULL" : values.get(i).toString()));
        }
        if (values.size() > CELLS) {
            out.add("…");
        }
        return out;
    }

    private static String cut(String text) {
        String oneLine = text.replaceAll("\\s+", " ");
        return oneLine.length() <= CELL_CHARS ? oneLine : oneLine.substring(0, CELL_CHARS - 1) + "…";
    }
}
