package io.nlguard.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import io.nlguard.guard.nl.NlSettings;

/**
 * The demo's {@code NL:} section: a few questions about the sample schema, asked through the driver when a
 * local Ollama answers at {@code nlguard.nl.ollama-url} with the model pulled; otherwise how to get one.
 * It never fails the demo: every failure is printed and the demo goes on.
 */
final class DemoQuestions {

    static final List<String> QUESTIONS = List.of(
            "How many customers does each region have?",
            "Which 5 products have the highest list price?",
            "How many orders were cancelled?");

    private final PrintWriter out;
    private final OutcomePrinter printer;

    DemoQuestions(PrintWriter out) {
        this.out = out;
        this.printer = OutcomePrinter.to(out);
    }

    /** Asks the questions over a connection to {@code guardedUrl}, or says how to get the server. */
    void run(String guardedUrl, Properties props, NlSettings nl) {
        out.println("NL: questions in natural language, written as SQL by a local LLM (model " + nl.model() + ")");
        String problem = OllamaProbe.problem(nl.ollamaUrl(), nl.model(), OllamaProbe.TIMEOUT);
        if (problem != null) {
            printer.field("Ollama", problem);
            List<String> steps = new ArrayList<>(OllamaHowTo.steps(nl.ollamaUrl(), nl.model()));
            steps.add("Then run the demo again.");
            printer.toDo(steps);
            out.println();
            out.flush();
            return;
        }
        printer.field("Ollama", nl.ollamaUrl() + " answers and has " + nl.model());
        out.println();
        try (Connection conn = DriverManager.getConnection(guardedUrl, props)) {
            StatementRunner runner = new StatementRunner(conn);
            for (int i = 0; i < QUESTIONS.size(); i++) {
                String question = QuestionText.withPrefix(nl.prefix(), QUESTIONS.get(i));
                out.println("[NL " + (i + 1) + "/" + QUESTIONS.size() + "] " + question);
                Outcome outcome = runner.run(question);
                printer.answered(outcome);
                if (outcome.error() != null) {
                    printer.error(outcome.error(), nl);
                }
                out.println();
                out.flush();
            }
        } catch (SQLException e) {
            printer.error(e, nl);
            out.println();
        }
        out.flush();
    }
}
