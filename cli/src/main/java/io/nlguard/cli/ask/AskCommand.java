package io.nlguard.cli.ask;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.Callable;

import io.nlguard.cli.ConnectionOptions;
import io.nlguard.cli.Outcome;
import io.nlguard.cli.OutcomePrinter;
import io.nlguard.cli.QuestionText;
import io.nlguard.cli.StatementRunner;
import io.nlguard.guard.nl.NlSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard ask}: one question through the driver, as an application would send it
 * ({@code NL: ...}); prints the SQL it was answered with, its confidence and tables, the warnings, then the
 * rows. Exit code 1 with the SQLSTATE, the message and what to do when it fails, 2 for bad options.
 */
@Command(
        name = "ask",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = "Ask a question in natural language through the nlguard driver: it is translated to SQL"
                + " by a local Ollama server, guarded, and run read-only. Prints the SQL, its confidence,"
                + " the tables, the warnings and the rows.")
public final class AskCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--sql-only",
            description = "Print only the SQL that would answer the question (Connection.nativeSQL), without"
                    + " running it.")
    boolean sqlOnly;

    @Parameters(arity = "1..*", paramLabel = "QUESTION", description = "The question (the NL: prefix may be"
            + " left out).")
    List<String> words;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int maxRows = connection.maxRows();
        NlSettings nl = connection.nlSettings();
        String question = QuestionText.withPrefix(nl.prefix(), String.join(" ", words));
        OutcomePrinter printer = OutcomePrinter.to(out);
        OutcomePrinter errors = OutcomePrinter.to(err);
        try (Connection c = connection.connect()) {
            if (sqlOnly) {
                out.println(c.nativeSQL(question));
                return 0;
            }
            Outcome outcome = new StatementRunner(c, maxRows).run(question);
            printer.answered(outcome);
            if (outcome.error() != null) {
                out.flush();
                errors.error(outcome.error(), nl);
                return 1;
            }
            return 0;
        } catch (SQLException e) {
            out.flush();
            errors.error(e, nl);
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }
}
