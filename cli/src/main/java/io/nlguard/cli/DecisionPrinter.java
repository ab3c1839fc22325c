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

    private final PrintWriter out;
    private final Fields fields;
    private final OutcomePrinter outcomes;
    private final Map<Decision, Integer> counts = new EnumMap<>(Decision.class);
    private int statements;

    public DecisionPrinter(PrintWriter out) {
        this.out = out;
        this.fields = new Fields(out, INDENT, WIDTH);
        this.outcomes = new OutcomePrinter(fields);
        for (Decision d : Decision.values()) {
            counts.put(d, 0);
        }
    }

    /** A "Label    value" line, the value wrapped to the width and indented. */
    public void field(String label, String value) {
        fields.field(label, value);
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
        fields.verbatim("SQL", List.of(step.sql().split("\\R")));
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
        outcomes.results(outcome);
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
        return OutcomePrinter.message(e);
    }
}
