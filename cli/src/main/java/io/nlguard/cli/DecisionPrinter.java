package io.nlguard.cli;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Prints each statement, the guard's decision as JDBC surfaced it, and what the statement
 * returned, as plain aligned text no wider than {@link #WIDTH} columns.
 */
public final class DecisionPrinter {

    public static final int WIDTH = 100;
    /** Labels ("  SQL      ", "  Guard    ", ...) take this many columns. */
    static final int INDENT = 11;
    private static final String PAD = " ".repeat(INDENT);

    private final PrintWriter out;
    private final Map<Decision, Integer> counts = new EnumMap<>(Decision.class);
    private int statements;

    public DecisionPrinter(PrintWriter out) {
        this.out = out;
        for (Decision d : Decision.values()) {
            counts.put(d, 0);
        }
    }

    /** A "Label    value" line, the value wrapped to the width and indented. */
    public void field(String label, String value) {
        List<String> lines = new ArrayList<>();
        for (String l : value.split("\\R", -1)) {
            lines.addAll(wrap(l, WIDTH - INDENT));
        }
        for (int i = 0; i < lines.size(); i++) {
            String head = i == 0 ? String.format("  %-" + (INDENT - 2) + "s", label) : PAD;
            out.println((head + lines.get(i)).stripTrailing());
        }
    }

    public void blank() {
        out.println();
    }

    public void step(int number, int total, DemoStep step, Outcome outcome) {
        statements++;
        Decision decision = outcome.decision();
        counts.merge(decision, 1, Integer::sum);

        out.println("[" + number + "/" + total + "] " + step.title());
        // the SQL is printed exactly as sent, line by line
        String[] sql = step.sql().split("\\R");
        for (int i = 0; i < sql.length; i++) {
            out.println((i == 0 ? String.format("  %-" + (INDENT - 2) + "s", "SQL") : PAD) + sql[i]);
        }
        if (step.hasQuestion()) {
            field("Question", step.question() + " (set as nlguard.question: the SQL is read as an LLM's)");
        }
        printDecision(decision, outcome);
        printResults(outcome);
        if (outcome.rolledBack() && decision != Decision.BLOCKED) { // a refused statement never reached the database
            field("Tx", "ran inside a transaction that was then rolled back");
        }
        out.println();
    }

    private void printDecision(Decision decision, Outcome outcome) {
        List<SQLWarning> guard = new ArrayList<>();
        List<SQLWarning> other = new ArrayList<>();
        for (SQLWarning w : outcome.warnings()) {
            (Decision.isGuardState(w.getSQLState()) ? guard : other).add(w);
        }
        switch (decision) {
            case ALLOW -> field("Guard", "ALLOW (no 01NG* warning)");
            case ANNOTATE, REWRITTEN -> field("Guard", decision.label());
            case BLOCKED, DATABASE_ERROR -> {
                SQLException e = outcome.error();
                field("Guard", decision.label() + "  SQLSTATE " + Decision.sqlState(e));
                field("", message(e));
            }
        }
        for (SQLWarning w : guard) {
            field("", w.getSQLState() + "  " + message(w));
        }
        for (SQLWarning w : other) {
            field("Notice", (w.getSQLState() == null ? "" : w.getSQLState() + "  ") + message(w));
        }
    }

    private void printResults(Outcome outcome) {
        List<Outcome.Result> results = outcome.results();
        if (results.isEmpty()) {
            if (outcome.error() == null) {
                field("Result", "no result");
            }
            return;
        }
        boolean several = results.size() > 1;
        for (int i = 0; i < results.size(); i++) {
            String prefix = several ? "#" + (i + 1) + " " : "";
            String label = i == 0 ? "Result" : "";
            Outcome.Result r = results.get(i);
            if (r instanceof Outcome.UpdateCount u) {
                field(label, prefix + "update count " + u.count());
            } else if (r instanceof Outcome.Rows rows) {
                String count = rows.total() == 1 ? "1 row" : rows.total() + " rows";
                if (rows.total() > rows.firstRows().size()) {
                    count += " (first " + rows.firstRows().size() + " shown)";
                }
                field(label, prefix + count);
                if (!rows.columns().isEmpty() && !rows.firstRows().isEmpty()) {
                    for (String line : TextTable.render(rows.columns(), rows.numeric(), rows.firstRows(),
                            WIDTH - INDENT)) {
                        out.println(PAD + line);
                    }
                }
            }
        }
    }

    /** "Summary: 11 statements: 10 ALLOW, 0 ANNOTATE, ..." */
    public String summary() {
        StringBuilder sb = new StringBuilder("Summary: " + statements + " statements: ");
        boolean first = true;
        for (Decision d : Decision.values()) {
            sb.append(first ? "" : ", ").append(counts.get(d)).append(' ').append(d.label());
            first = false;
        }
        return sb.toString();
    }

    public Map<Decision, Integer> counts() {
        return Map.copyOf(counts);
    }

    private static String message(SQLException e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getName() : m.strip();
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
