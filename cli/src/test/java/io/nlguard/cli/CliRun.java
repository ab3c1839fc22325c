package io.nlguard.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;

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

    /** A run with {@code input} as its standard input (a pipe, not a terminal). */
    public static synchronized CliRun withInput(String input, String... args) {
        InputStream stdin = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(Charset.defaultCharset())));
        try {
            return of(args);
        } finally {
            System.setIn(stdin);
        }
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
