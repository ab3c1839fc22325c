package io.nlguard.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Labelled lines of plain text: "  Label    value", the value wrapped to a width and continued under itself,
 * so that every command prints its findings, SQL and tables the same way.
 */
public final class Fields {

    private final PrintWriter out;
    private final int indent;
    private final int width;
    private final String pad;

    /**
     * @param indent the columns the two leading spaces and the label take
     * @param width  the widest line printed
     */
    public Fields(PrintWriter out, int indent, int width) {
        this.out = out;
        this.indent = indent;
        this.width = width;
        this.pad = " ".repeat(indent);
    }

    /** A "Label    value" line, the value wrapped to the width and indented. */
    public void field(String label, String value) {
        List<String> lines = new ArrayList<>();
        for (String l : value.split("\\R", -1)) {
            lines.addAll(wrap(l, width - indent));
        }
        labelled(label, lines);
    }

    /** The lines as they are (SQL as sent, a table), the first one after the label. */
    public void verbatim(String label, List<String> lines) {
        labelled(label, lines);
    }

    /** Room left for a value after the label. */
    public int valueWidth() {
        return width - indent;
    }

    public PrintWriter out() {
        return out;
    }

    private void labelled(String label, List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            String head = i == 0 ? String.format("  %-" + (indent - 2) + "s", label) : pad;
            out.println((head + lines.get(i)).stripTrailing());
        }
    }

    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        String rest = text;
        while (rest.length() > width) {
            int cut = rest.lastIndexOf(' ', width);
            if (cut <= width / 3) {
                cut = width;
            }
            lines.add(rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
        }
        lines.add(rest);
        return lines;
    }
}
