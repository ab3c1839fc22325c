package io.nlguard.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import io.nlguard.cli.ask.AskCommand;
import io.nlguard.cli.compare.CompareCommand;
import io.nlguard.cli.corpus.CorpusCommand;
import io.nlguard.cli.selection.SelectCommand;
import io.nlguard.cli.model.EvalCommand;
import io.nlguard.cli.model.PairsCommand;
import io.nlguard.cli.model.TrainCommand;
import io.nlguard.cli.shell.ShellCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code nlguard} command. The same shaded jar is also the JDBC driver: hand
 * {@code nlguard.jar} to any JDBC tool and use {@code jdbc:nlguard:postgresql://host/db}.
 */
@Command(
        name = "nlguard",
        mixinStandardHelpOptions = true,
        versionProvider = NlGuardCli.VersionProvider.class,
        usageHelpWidth = 100,
        description = {
            "A drop-in JDBC driver that guards SQL written by people or by LLMs.",
            "",
            "As a JDBC driver (class io.nlguard.driver.NlGuardDriver): put this jar on a tool's"
                    + " classpath",
            "and connect to",
            "  jdbc:nlguard:postgresql://host:5432/db   instead of   jdbc:postgresql://host:5432/db",
            ""
        },
        subcommands = {DemoCommand.class, AskCommand.class, ShellCommand.class, CompareCommand.class, CorpusCommand.class, SelectCommand.class, EvalCommand.class,
            TrainCommand.class, PairsCommand.class, CommandLine.HelpCommand.class})
public final class NlGuardCli implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing required subcommand");
    }

    /**
     * A command line ready to execute, with the usual picocli settings. Bad input a command rejects (an
     * unreadable file, a malformed line) is reported in one line with exit code 2, not a stack trace.
     */
    public static CommandLine newCommandLine() {
        return new CommandLine(new NlGuardCli()).setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler((e, commandLine, parseResult) -> {
                    if (e instanceof IllegalArgumentException || e instanceof IOException
                            || e instanceof java.io.UncheckedIOException) {
                        commandLine.getErr().println("nlguard " + commandLine.getCommandName() + ": "
                                + (e instanceof java.nio.file.NoSuchFileException ? "no such file: " : "")
                                + e.getMessage());
                        commandLine.getErr().flush();
                        return 2;
                    }
                    throw e;
                });
    }

    public static void main(String[] args) {
        System.exit(newCommandLine().execute(args));
    }

    /** The project version, filtered into {@code version.properties} at build time. */
    public static String version() {
        try (InputStream in = NlGuardCli.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null && !v.isBlank() && !v.startsWith("${")) {
                    return v.trim();
                }
            }
        } catch (IOException e) {
            // fall through
        }
        String v = NlGuardCli.class.getPackage().getImplementationVersion();
        return v != null ? v : "unknown";
    }

    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {
                "nlguard " + version(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"
            };
        }
    }
}
