package io.nlguard.cli.corpus;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.cli.NlGuardCli;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What the corpus subcommands share: the options, installing the corpus databases, picking the
 * statements, progress on stderr, a Markdown report with a header that says how to make it again,
 * and the exit codes (1: the database failed, 2: bad options or corpus).
 */
abstract class CorpusRunCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions options;

    @Option(names = {"-b", "--benchmark"}, paramLabel = "NAME", split = ",",
            description = "Benchmarks to check (default: SPIDER_DEV,BIRD_DEV; also BIRD_DEV_2023_05).")
    List<Benchmark> benchmarks = new ArrayList<>(List.of(Benchmark.SPIDER_DEV, Benchmark.BIRD_DEV));

    @Option(names = "--every", paramLabel = "N", defaultValue = "1",
            description = "Check only every N-th prediction (gold is always checked in full; default: ${DEFAULT-VALUE}).")
    int every;

    @Option(names = "--statement-timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "PostgreSQL statement_timeout per statement (default: ${DEFAULT-VALUE}).")
    int statementTimeoutSeconds;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE.md",
            description = "Also write the Markdown to this file.")
    Path output;

    /** The report's title, e.g. "Guard rules". */
    abstract String title();

    /** One paragraph for the report's header: what was done to each statement. */
    abstract String method();

    /** Runs the statements and returns the report's body. */
    abstract String run(CorpusDatabase database, List<CorpusStatement> statements, CorpusChecker.Progress progress)
            throws SQLException;

    @Override
    public final Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = "nlguard corpus " + spec.name();
        long start = System.nanoTime();
        try {
            if (every < 1 || statementTimeoutSeconds < 1) {
                throw new IllegalArgumentException("--every and --statement-timeout must be at least 1");
            }
            benchmarks = List.copyOf(new LinkedHashSet<>(benchmarks)); // a repeated one would count twice
            Corpus corpus = options.corpus();
            try (DemoTarget target = options.target()) {
                err.println(name + ": creating the databases of " + names() + " in " + target.kind());
                err.flush();
                CorpusDatabase database = CorpusDatabase.install(target.pgUrl(), target.credentials(), corpus,
                        benchmarks, Duration.ofSeconds(statementTimeoutSeconds));
                String server = serverVersion(database);
                List<CorpusStatement> statements = CorpusStatements.of(corpus, benchmarks, every);
                err.println("checking " + statements.size() + " statements in " + database.dbIds().size() + " databases");
                err.flush();
                String body = run(database, statements, progress(err, start));
                String markdown = header(target.kind() + " " + server, statements.size(), System.nanoTime() - start) + body;
                out.print(markdown);
                out.flush();
                if (output != null) {
                    Files.writeString(output, markdown);
                    err.println("written to " + output);
                }
            }
        } catch (SQLException e) {
            out.flush();
            err.println(name + ": " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            err.flush();
            return 1;
        } catch (IllegalArgumentException | IllegalStateException | IOException | UncheckedIOException e) {
            out.flush();
            err.println(name + ": " + e.getMessage());
            err.flush();
            return 2;
        }
        err.flush();
        return exitCode();
    }

    /** The exit code of a run that completed: 0 unless a subcommand's report says something is wrong. */
    int exitCode() {
        return 0;
    }

    /** "Spider dev and BIRD dev". */
    String names() {
        return String.join(" and ", benchmarks.stream().map(RuleFiringTable::title).toList());
    }

    private static CorpusChecker.Progress progress(PrintWriter err, long start) {
        return (dbId, statements, checkedSoFar, total) -> {
            err.printf(Locale.ROOT, "  %-32s %6d statements   %7d/%d checked (%4.1f%%)   %s%n", dbId, statements,
                    checkedSoFar, total, 100.0 * checkedSoFar / total, elapsed(System.nanoTime() - start));
            err.flush();
        };
    }

    private String header(String server, int statements, long nanos) {
        return "# " + title() + " on the " + names() + " corpus\n\n"
                + "Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar " + commandLine()
                + "`.\n\n"
                + "Run on " + LocalDate.now() + " (nlguard " + NlGuardCli.version() + ", " + server + "): "
                + statements + " statements, " + (every == 1 ? "every gold query and every prediction"
                        : "every gold query and one prediction in " + every) + ", in " + elapsed(nanos) + ".\n\n"
                + method() + "\n\n";
    }

    /** The command line as given, without a password. */
    private String commandLine() {
        // the whole command line, from "corpus" on
        return String.join(" ", CredentialOptions.withoutPassword(spec.commandLine().getParseResult().originalArgs()));
    }

    /** The server's version, e.g. 15.19, for a report's header. */
    static String serverVersion(CorpusDatabase database) throws SQLException {
        try (Connection c = database.openDirect(database.dbIds().iterator().next())) {
            return c.getMetaData().getDatabaseProductVersion();
        }
    }

    /** {@code 42 s} or {@code 3 min 5 s}. */
    static String elapsed(long nanos) {
        long seconds = Math.round(nanos / 1e9);
        return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }
}
