package io.nlguard.cli;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;

import io.nlguard.guard.nl.NlSettings;

/**
 * Prints what a statement or a question returned as labelled fields: its results (tables through
 * {@link TextTable}, or update counts), its warnings, the SQL a question was answered with and its
 * confidence, and an error with what to do about it. {@code demo}, {@code ask} and {@code shell} share it.
 */
public final class OutcomePrinter {

    /** The label column of {@code ask} and {@code shell}: room for "Confidence". */
    public static final int INDENT = 13;

    private final Fields fields;

    public OutcomePrinter(Fields fields) {
        this.fields = fields;
    }

    /** A printer to {@code out} with the label column of {@code ask} and {@code shell}, 100 columns wide. */
    public static OutcomePrinter to(PrintWriter out) {
        return new OutcomePrinter(new Fields(out, INDENT, DecisionPrinter.WIDTH));
    }

    /** A labelled line of the printer's own. */
    public void field(String label, String value) {
        fields.field(label, value);
    }

    /** Each result: "N rows" and the first rows as a table, or the update count; "no result" when none. */
    public void results(Outcome outcome) {
        List<Outcome.Result> results = outcome.results();
        if (results.isEmpty()) {
            if (outcome.error() == null) {
                fields.field("Result", "no result");
            }
            return;
        }
        boolean several = results.size() > 1;
        for (int i = 0; i < results.size(); i++) {
            String prefix = several ? "#" + (i + 1) + " " : "";
            String label = i == 0 ? "Result" : "";
            Outcome.Result r = results.get(i);
            if (r instanceof Outcome.UpdateCount u) {
                fields.field(label, prefix + "update count " + u.count());
            } else if (r instanceof Outcome.Rows rows) {
                fields.field(label, prefix + rows.countText());
                if (!rows.columns().isEmpty() && !rows.firstRows().isEmpty()) {
                    fields.verbatim("", rows.table(fields.valueWidth()));
                }
            }
        }
    }

    /** The warning chain, one "SQLSTATE  message" each. */
    public void warnings(List<SQLWarning> warnings) {
        for (int i = 0; i < warnings.size(); i++) {
            SQLWarning w = warnings.get(i);
            fields.field(i == 0 ? "Warnings" : "", (w.getSQLState() == null ? "" : w.getSQLState() + "  ") + message(w));
        }
    }

    /** The SQL a question was answered with, its confidence and its tables; nothing for null. */
    public void answer(NlAnswer answer) {
        if (answer == null) {
            return;
        }
        sqlToRun(answer.sql());
        fields.field("Confidence", answer.confidenceText());
        fields.field("Tables", answer.tablesText());
    }

    /**
     * SQL as it runs (or would), line by line, a line wider than the width wrapped at a space (for display:
     * {@code ask --sql-only} prints it as it is).
     */
    public void sqlToRun(String sql) {
        fields.field("SQL", sql);
    }

    /** "Error  SQLSTATE  message", then what to do about it (how to get Ollama for 58NL1, ...). */
    public void error(SQLException e, NlSettings nl) {
        String state = Decision.sqlState(e);
        fields.field("Error", (state == null ? "" : state + "  ") + message(e));
        toDo(FailureHint.of(state, nl));
    }

    /** What a person can do next, one line each. */
    public void toDo(List<String> steps) {
        for (int i = 0; i < steps.size(); i++) {
            fields.field(i == 0 ? "To do" : "", steps.get(i));
        }
    }

    /** A question's outcome as {@code ask} and the demo show it: the answer, the warnings, then the rows. */
    public void answered(Outcome outcome) {
        answer(outcome.answer());
        warnings(outcome.warnings());
        if (outcome.error() == null) {
            results(outcome);
        }
    }

    /** Everything of one outcome in the shell's order: results, warnings, the answer, the error. */
    public void all(Outcome outcome, boolean withWarnings, NlSettings nl) {
        results(outcome);
        if (withWarnings) {
            warnings(outcome.warnings());
        }
        answer(outcome.answer());
        if (outcome.error() != null) {
            error(outcome.error(), nl);
        }
    }

    static String message(SQLException e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getName() : m.strip();
    }
}
