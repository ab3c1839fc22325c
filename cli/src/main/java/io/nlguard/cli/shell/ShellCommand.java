package io.nlguard.cli.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Callable;

import io.nlguard.cli.ConnectionOptions;
import io.nlguard.cli.DecisionPrinter;
import io.nlguard.cli.NlGuardCli;
import io.nlguard.cli.OutcomePrinter;
import io.nlguard.guard.nl.NlSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard shell}: SQL and {@code NL:} questions typed (or piped) into one guarded connection, each
 * result printed with the warnings the guard and the database gave. At a terminal the lines are edited with
 * JLine and kept in a history file; from a pipe the statements are read as they come, without prompts.
 */
@Command(
        name = "shell",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {"An interactive prompt on a guarded connection: SQL statements (ending with ; at the end"
                + " of a line, over several lines if need be) and NL: questions (one line each); under each"
                + " result the warnings (SQLSTATE and message) and, for a question, the SQL that ran and its"
                + " confidence. \\help lists the commands (\\q quits, \\sql NL: ... shows the SQL without"
                + " running it, \\d lists the tables, \\warnings on|off).",
            "Reads standard input when it is not a terminal, so statements can be piped in."})
public final class ShellCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--history", paramLabel = "FILE",
            description = "The history file at a terminal (default: .nlguard_history in the home folder).")
    Path history;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int maxRows = connection.maxRows();
        NlSettings nl = connection.nlSettings();
        try (Connection c = connection.connect(); LineSource lines = lines()) {
            if (lines.interactive()) {
                out.println("nlguard shell " + NlGuardCli.version() + ": SQL ends with ; and " + nl.prefix()
                        + " asks a question. \\help for help, \\q to quit.");
                out.flush();
            }
            read(lines, new InputAssembler(nl.prefix()), new ShellSession(c, nl, out, maxRows, lines::width));
            return 0;
        } catch (SQLException e) {
            OutcomePrinter.to(err).error(e, nl);
            err.flush();
            return 1;
        }
    }

    private static void read(LineSource lines, InputAssembler assembler, ShellSession session) throws IOException {
        while (true) {
            LineSource.Line line = lines.read(assembler.pending());
            if (line == null) {
                ShellInput rest = assembler.finish();
                if (rest != null) {
                    session.handle(rest);
                }
                return;
            }
            if (line.interrupted()) {
                assembler.discard();
                continue;
            }
            ShellInput input = assembler.accept(line.text());
            if (input != null && !session.handle(input)) {
                return;
            }
        }
    }

    /** JLine at a terminal, plain lines from a pipe (tests and scripts). */
    private LineSource lines() throws IOException {
        if (System.console() == null) {
            return new PipedLines(System.in, Charset.defaultCharset(), DecisionPrinter.WIDTH);
        }
        Path file = history != null ? history : Path.of(System.getProperty("user.home"), ".nlguard_history");
        return new TerminalLines(file, DecisionPrinter.WIDTH);
    }
}
