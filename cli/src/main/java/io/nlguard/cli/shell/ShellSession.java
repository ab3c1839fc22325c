package io.nlguard.cli.shell;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.IntSupplier;

import io.nlguard.cli.Fields;
import io.nlguard.cli.Outcome;
import io.nlguard.cli.OutcomePrinter;
import io.nlguard.cli.StatementRunner;
import io.nlguard.guard.nl.NlSettings;

/**
 * Runs what the shell reads on one guarded connection and prints each outcome: the result (a table or
 * the update count), the warnings, and for a question the SQL that ran and its confidence. A failing
 * statement prints its SQLSTATE and message; the session goes on.
 */
public final class ShellSession {

    private final Connection connection;
    private final NlSettings nl;
    private final PrintWriter out;
    private final IntSupplier width;
    private final StatementRunner runner;
    private final MetaCommands meta;
    private boolean warnings = true;

    /**
     * @param maxRows rows printed per result at most
     * @param width   the columns a table may take, asked at each statement (a terminal may be resized)
     */
    public ShellSession(Connection connection, NlSettings nl, PrintWriter out, int maxRows, IntSupplier width) {
        this.connection = connection;
        this.nl = nl;
        this.out = out;
        this.width = width;
        this.runner = new StatementRunner(connection, maxRows);
        this.meta = new MetaCommands(this);
    }

    /** Runs one input; false when the person asked to quit. */
    public boolean handle(ShellInput input) {
        boolean goOn = true;
        if (input instanceof ShellInput.Sql sql) {
            run(sql.text());
        } else if (input instanceof ShellInput.Question question) {
            run(question.text());
        } else if (input instanceof ShellInput.Meta command) {
            goOn = meta.run(command);
        }
        if (goOn) {
            out.println();
        }
        out.flush();
        return goOn;
    }

    private void run(String text) {
        try {
            printer().all(runner.run(text), warnings, nl);
        } catch (SQLException e) {
            printer().error(e, nl);
        }
    }

    OutcomePrinter printer() {
        return new OutcomePrinter(new Fields(out, OutcomePrinter.INDENT, width.getAsInt()));
    }

    Connection connection() {
        return connection;
    }

    NlSettings nl() {
        return nl;
    }

    PrintWriter out() {
        return out;
    }

    boolean warnings() {
        return warnings;
    }

    void warnings(boolean on) {
        this.warnings = on;
    }

    /** An outcome made of one result, printed as a statement's would be. */
    void print(Outcome.Result result) {
        printer().results(new Outcome(List.of(result), List.of(), null, false));
    }
}
