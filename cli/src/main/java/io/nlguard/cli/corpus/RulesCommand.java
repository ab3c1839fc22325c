package io.nlguard.cli.corpus;

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

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus rules}: every gold query and prediction through the guard in annotate mode
 * and on to PostgreSQL, then a Markdown table of which rules fired on how much of gold and of the
 * predictions, the verdicts, and what the parser and PostgreSQL rejected.
 */
@Command(
        name = "rules",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Create every corpus database as empty tables, send every gold query and every prediction through",
            "jdbc:nlguard: (annotate mode, each on its database's schema), run it read-only, and print per",
            "rule on how many gold queries and predictions it fired, as Markdown. Progress goes to stderr."
        })
public final class RulesCommand implements Callable<Integer> {

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

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        try {
            if (every < 1 || statementTimeoutSeconds < 1) {
                throw new IllegalArgumentException("--every and --statement-timeout must be at least 1");
            }
            benchmarks = List.copyOf(new LinkedHashSet<>(benchmarks)); // a repeated one would count twice
            Corpus corpus = options.corpus();
            try (DemoTarget target = options.target()) {
                err.println("nlguard corpus rules: creating the databases of " + names() + " in " + target.kind());
                err.flush();
                CorpusDatabase database = CorpusDatabase.install(target.pgUrl(), target.credentials(), corpus,
                        benchmarks, Duration.ofSeconds(statementTimeoutSeconds));
                String server = serverVersion(database);
                List<CorpusStatement> statements = CorpusStatements.of(corpus, benchmarks, every);
                err.println("checking " + statements.size() + " statements in " + database.dbIds().size()
                        + " databases");
                err.flush();

                RuleFiringTable table = new RuleFiringTable(benchmarks);
                new CorpusChecker(database, progress(err, start)).run(statements, table::add);

                String markdown = header(target.kind() + " " + server, statements.size(), System.nanoTime() - start)
                        + table.markdown();
                out.print(markdown);
                out.flush();
                if (output != null) {
                    Files.writeString(output, markdown);
                    err.println("written to " + output);
                }
            }
        } catch (SQLException e) {
            out.flush();
            err.println("nlguard corpus rules: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            err.flush();
            return 1;
        } catch (IllegalArgumentException | IllegalStateException | IOException | UncheckedIOException e) {
            out.flush();
            err.println("nlguard corpus rules: " + e.getMessage());
            err.flush();
            return 2;
        }
        err.flush();
        return 0;
    }

    private static CorpusChecker.Progress progress(PrintWriter err, long start) {
        return (dbId, statements, checkedSoFar, total) -> {
            err.printf(Locale.ROOT, "  %-32s %6d statements   %7d/%d checked (%4.1f%%)   %s%n", dbId, statements,
                    checkedSoFar, total, 100.0 * checkedSoFar / total, elapsed(System.nanoTime() - start));
            err.flush();
        };
    }

    private String header(String server, int statements, long nanos) {
        return "# Guard rules on the " + names() + " corpus\n\n"
                + "Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar " + commandLine()
                + "`.\n\n"
                + "Run on " + LocalDate.now() + " (nlguard " + NlGuardCli.version() + ", " + server + "): "
                + statements + " statements, " + (every == 1 ? "every gold query and every prediction"
                        : "every gold query and one prediction in " + every) + ", in " + elapsed(nanos) + ".\n\n"
                + "Each statement went through `jdbc:nlguard:` in annotate mode on its own database's schema"
                + " (the tables exist but are empty) and then ran read-only with a " + statementTimeoutSeconds
                + " s statement timeout. A statement counts once per row: a rule's row counts the statements"
                + " with at least one finding of that rule; shares are of the column's statements. BLOCK is"
                + " what block mode would refuse; text the parser rejected is ANNOTATE unless a rule that reads"
                + " raw text blocks it. Empty tables make some aggregates divide by zero (SQLSTATE class 22).\n\n";
    }

    /** The command line as given, without a password. */
    private String commandLine() {
        List<String> words = new ArrayList<>();
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            boolean password = arg.equals("-p") || arg.equals("--password");
            words.add(arg.startsWith("--password=") ? "--password=***" : arg);
            if (password && i + 1 < args.size()) {
                words.add("***");
                i++;
            }
        }
        return String.join(" ", words);
    }

    private String names() {
        return String.join(" and ", benchmarks.stream().map(RuleFiringTable::title).toList());
    }

    private static String serverVersion(CorpusDatabase database) throws SQLException {
        try (Connection c = database.openDirect(database.dbIds().iterator().next())) {
            return c.getMetaData().getDatabaseProductVersion();
        }
    }

    private static String elapsed(long nanos) {
        long seconds = Math.round(nanos / 1e9);
        return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }
}
