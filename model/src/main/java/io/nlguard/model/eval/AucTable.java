package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * Per-node-type AUCs as a markdown table in the layout of the paper's tables, percentages with
 * two decimals. Table 1: {@code withProportions(allNodes, List.of("AUC (ours)", "AUC (Logprobs)"))}
 * gives {@code Node Type | Prop. | Prop. False | AUC (ours) | AUC (Logprobs)}; Table 2:
 * {@code aucOnly(List.of("Trained on BIRD", "Trained on SynSQL-2.5M", "Logprobs AUC"))}.
 */
public final class AucTable {

    private static final String FIRST_HEADER = "Node Type";

    private final List<String> aucHeaders;
    private final long totalNodes; // < 0: no proportion columns

    private AucTable(List<String> aucHeaders, long totalNodes) {
        this.aucHeaders = List.copyOf(aucHeaders);
        this.totalNodes = totalNodes;
    }

    /** With "Prop." (row count / {@code totalNodes}) and "Prop. False" columns before the AUCs. */
    public static AucTable withProportions(long totalNodes, List<String> aucHeaders) {
        if (totalNodes < 0) {
            throw new IllegalArgumentException("negative node total " + totalNodes);
        }
        return new AucTable(aucHeaders, totalNodes);
    }

    /** The node type and AUC columns only. */
    public static AucTable aucOnly(List<String> aucHeaders) {
        return new AucTable(aucHeaders, -1);
    }

    /** The table, one line per row, columns padded to line up in plain text too. */
    public String markdown(List<AucRow> rows) {
        List<List<String>> cells = new ArrayList<>();
        cells.add(headers());
        for (AucRow row : rows) {
            cells.add(cells(row));
        }
        int[] widths = new int[cells.get(0).size()];
        for (List<String> line : cells) {
            for (int c = 0; c < widths.length; c++) {
                widths[c] = Math.max(widths[c], line.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        appendLine(out, cells.get(0), widths);
        appendRule(out, widths);
        for (List<String> line : cells.subList(1, cells.size())) {
            appendLine(out, line, widths);
        }
        return out.toString();
    }

    private boolean proportions() {
        return totalNodes >= 0;
    }

    private List<String> headers() {
        List<String> headers = new ArrayList<>();
        headers.add(FIRST_HEADER);
        if (proportions()) {
            headers.add("Prop.");
            headers.add("Prop. False");
        }
        headers.addAll(aucHeaders);
        return headers;
    }

    private List<String> cells(AucRow row) {
        if (row.aucs().size() != aucHeaders.size()) {
            throw new IllegalArgumentException(row.label() + " has " + row.aucs().size() + " AUCs for "
                    + aucHeaders.size() + " columns " + aucHeaders);
        }
        List<String> cells = new ArrayList<>();
        cells.add(row.label());
        if (proportions()) {
            cells.add(Percent.format(totalNodes == 0 ? Double.NaN : (double) row.count() / totalNodes));
            cells.add(Percent.format(row.positiveRate()));
        }
        for (double auc : row.aucs()) {
            cells.add(Percent.format(auc));
        }
        return cells;
    }

    // The first column is text (left-aligned), the others numbers (right-aligned).
    private static void appendLine(StringBuilder out, List<String> line, int[] widths) {
        out.append('|');
        for (int c = 0; c < widths.length; c++) {
            String cell = line.get(c);
            String padding = " ".repeat(widths[c] - cell.length());
            out.append(' ').append(c == 0 ? cell + padding : padding + cell).append(" |");
        }
        out.append('\n');
    }

    private static void appendRule(StringBuilder out, int[] widths) {
        out.append('|');
        for (int c = 0; c < widths.length; c++) {
            out.append(c == 0 ? ":" + "-".repeat(widths[c] + 1) : "-".repeat(widths[c] + 1) + ":").append('|');
        }
        out.append('\n');
    }
}
