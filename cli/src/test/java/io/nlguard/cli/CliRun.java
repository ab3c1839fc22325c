package io.nlguard.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

import picocli.CommandLine;

/** One in-process run of the {@code nlguard} command: its exit code and what it wrote to stdout and stderr. */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = NlGuardCli.newCommandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** The last non-empty line of stdout. */
    public String lastLine() {
        String[] lines = out.strip().split("\\R");
        return lines[lines.length - 1];
    }

    /** For assertion messages. */
    public String both() {
        return "stdout:\n" + out + "\nstderr:\n" + err;
    }
}
