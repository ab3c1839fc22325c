package io.nlguard.cli.corpus;

import java.util.List;
import java.util.Locale;

/** The bits of Markdown the corpus reports are made of. */
final class Markdown {

    private Markdown() {
    }

    /** A table whose first column is left-aligned and the others right-aligned (they hold figures). */
    static String table(List<String> headers, List<List<String>> rows) {
        StringBuilder md = new StringBuilder("| ").append(String.join(" | ", headers)).append(" |\n|---");
        md.append("|---:".repeat(headers.size() - 1)).append("|\n");
        for (List<String> row : rows) {
            md.append("| ").append(String.join(" | ", row)).append(" |\n");
        }
        return md.toString();
    }

    /** {@code 12 (3.4%)}, {@code 0}, or {@code 1 (<0.1%)}. */
    static String countAndShare(long count, long total) {
        if (count == 0) {
            return "0";
        }
        return count + " (" + share(count, total) + ")";
    }

    /** {@code 3.4%} of the total, {@code <0.1%} for a sliver, {@code -} of nothing. */
    static String share(long count, long total) {
        if (total == 0) {
            return "-";
        }
        double percent = 100.0 * count / total;
        return (count > 0 && percent < 0.05 ? "<0.1" : String.format(Locale.ROOT, "%.1f", percent)) + "%";
    }

    /** Text that can sit in a table cell: one line, no pipes, cut to {@code max} characters. */
    static String cell(String text, int max) {
        String line = text.replaceAll("\\s+", " ").replace("|", "\\|").trim();
        return line.length() > max ? line.substring(0, max - 1) + "…" : line;
    }
}
