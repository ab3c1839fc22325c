package io.nlguard.cli;

import java.util.ArrayList;
import java.util.List;

/** A small aligned plain-text table that fits a given width by shortening its widest cells. */
public final class TextTable {

    private static final int MIN_WIDTH = 4;

    private TextTable() {
    }

    /**
     * Lines of the table: header, rule, rows. Numeric columns are right-aligned. Cells too long
     * for {@code maxWidth} end in "~".
     */
    public static List<String> render(List<String> columns, List<Boolean> numeric, List<List<String>> rows,
            int maxWidth) {
        int n = columns.size();
        int[] width = new int[n];
        for (int c = 0; c < n; c++) {
            width[c] = Math.max(1, clean(columns.get(c)).length());
            for (List<String> row : rows) {
                width[c] = Math.max(width[c], clean(row.get(c)).length());
            }
        }
        // separators: " | " between columns
        while (total(width) > maxWidth) {
            int widest = 0;
            for (int c = 1; c < n; c++) {
                if (width[c] > width[widest]) {
                    widest = c;
                }
            }
            if (width[widest] <= MIN_WIDTH) {
                break;
            }
            width[widest]--;
        }
        List<String> lines = new ArrayList<>();
        lines.add(line(columns, width, numeric));
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < n; c++) {
            if (c > 0) {
                rule.append("-+-");
            }
            rule.append("-".repeat(width[c]));
        }
        lines.add(rule.toString());
        for (List<String> row : rows) {
            lines.add(line(row, width, numeric));
        }
        return lines;
    }

    private static int total(int[] width) {
        int sum = 3 * (width.length - 1);
        for (int w : width) {
            sum += w;
        }
        return sum;
    }

    private static String line(List<String> cells, int[] width, List<Boolean> numeric) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) {
                sb.append(" | ");
            }
            String cell = fit(clean(cells.get(c)), width[c]);
            String pad = " ".repeat(width[c] - cell.length());
            sb.append(numeric.get(c) ? pad + cell : cell + pad);
        }
        return sb.toString().stripTrailing();
    }

    private static String fit(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "~";
    }

    /** One line, no control characters. */
    private static String clean(String s) {
        return s.replaceAll("[\\p{Cntrl}]+", " ");
    }
}
