package io.nlguard.cli.corpus;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.cli.NlGuardCli;
import io.nlguard.cli.execution.AccuracyTable;
import io.nlguard.cli.execution.ExecutionHarness;
import io.nlguard.cli.execution.GoldFailure;
import io.nlguard.cli.execution.OutcomeJsonl;
import io.nlguard.cli.execution.SystemSet;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.model.data.Prediction;
import io.nlguard.model.data.PredictionFile;
import io.nlguard.model.load.DatabaseLoad;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus execution}: loads the Spider dev databases' rows and measures the execution
 * accuracy of published systems, of majority vote over a set of them and of the oracle.
 */
@Command(
        name = "execution",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure execution accuracy of published systems, majority vote and the oracle on Spider dev.",
            "",
            "The Spider dev databases with rows are loaded; gold and predictions run through jdbc:nlguard: on",
            "PostgreSQL and are compared as Spider's test-suite evaluation does. Prints a Markdown table per set."
        })
public final class ExecutionCommand implements Callable<Integer> {

    private static final String NL2SQL360 = "nl2sql360/";

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions options;

    @Mixin
    DatabasesOption databases;

    @Option(names = "--systems", paramLabel = "NAME", split = ",",
            description = "One set of systems (prediction files of nl2sql360_predictions/spider_dev without .sql), in"
                    + " the order that breaks the vote's ties.")
    List<String> systems;

    @Option(names = "--set", paramLabel = "NAME", split = ",",
            description = "Named sets: prompting (DAILSQL, DAILSQL_SC, DINSQL, C3_SQL), finetuned (SFT_CodeS_7B,"
                    + " SFT_Deepseek_Coder_7B, SFT_Llama3_8B, SFT_CodeLlama_7B), mixed (RESDSQL_3B, Llama3-8B,"
                    + " CodeLlama-7B, SuperSQL, Graphix_PICARD_3B).")
    List<String> sets;

    @Mixin
    RunLimitsOption limits;

    @Option(names = "--out", paramLabel = "FILE.md", description = "Also write the Markdown to this file.")
    Path out;

    @Option(names = "--results", paramLabel = "FILE.jsonl",
            description = "Write each set's per-question outcomes as JSON lines.")
    Path results;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        return CorpusExits.run("nlguard corpus execution", err, () -> {
            List<SystemSet> chosen = chosenSets();
            Corpus corpus = options.corpus();
            Map<String, List<String>> predictions = predictions(corpus, chosen);
            try (DemoTarget target = options.target()) {
                err.println("nlguard corpus execution: loading the databases into " + target.kind());
                err.flush();
                DatabasesOption.Loaded loaded = databases.load(corpus, target, limits.statementTimeout(),
                        load -> { });
                CorpusDatabase database = loaded.database();
                List<DatabaseLoad> loads = loaded.loads();
                err.print(LoadSummary.total(loads, (System.nanoTime() - start) / 1_000_000));
                String server = CorpusRunCommand.serverVersion(database);
                ExecutionHarness.Run run = new ExecutionHarness(database, limits.maxRows()).run(corpus.spiderGold(), chosen,
                        predictions, (dbId, questions, executed) -> {
                            err.printf("  %-30s %4d questions   %6d statements run   %s%n", dbId, questions, executed,
                                    CorpusRunCommand.elapsed(System.nanoTime() - start));
                            err.flush();
                        });
                String markdown = report(chosen, run, loads, target.kind() + " " + server, System.nanoTime() - start);
                stdout.print(markdown);
                stdout.flush();
                if (out != null) {
                    Files.writeString(out, markdown);
                    err.println("written to " + out);
                }
                if (results != null) {
                    OutcomeJsonl.write(results, run.bySet());
                    err.println("outcomes written to " + results);
                }
            }
        });
    }

    private List<SystemSet> chosenSets() {
        List<SystemSet> chosen = new ArrayList<>();
        if (sets != null) {
            new LinkedHashSet<>(sets).forEach(name -> chosen.add(SystemSet.named(name)));
        }
        if (systems != null) {
            chosen.add(new SystemSet("systems", List.copyOf(new LinkedHashSet<>(systems))));
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("give --systems A,B,C or --set prompting,finetuned,mixed");
        }
        return chosen;
    }

    /** Each system's SQL by dev.json index, from the NL2SQL360 prediction files. */
    static Map<String, List<String>> predictions(Corpus corpus, List<SystemSet> sets) {
        Set<String> wanted = new LinkedHashSet<>();
        sets.forEach(s -> wanted.addAll(s.systems()));
        Map<String, PredictionFile> files = new LinkedHashMap<>();
        for (PredictionFile file : corpus.predictionFiles(Benchmark.SPIDER_DEV)) {
            files.put(file.system().startsWith(NL2SQL360) ? file.system().substring(NL2SQL360.length()) : file.system(), file);
        }
        int questions = corpus.spiderGold().size();
        Map<String, List<String>> predictions = new LinkedHashMap<>();
        for (String system : wanted) {
            PredictionFile file = files.get(system);
            if (file == null) {
                throw new IllegalArgumentException("no Spider dev prediction file of " + system);
            }
            String[] sql = new String[questions];
            for (Prediction p : file.predictions()) {
                sql[p.index()] = p.sql();
            }
            predictions.put(system, Arrays.asList(sql));
        }
        return predictions;
    }

    private String report(List<SystemSet> chosen, ExecutionHarness.Run run, List<DatabaseLoad> loads, String server, long nanos) {
        int questions = run.bySet().values().iterator().next().size();
        StringBuilder md = new StringBuilder("# Execution accuracy on the Spider dev databases\n\n")
                .append("Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", CredentialOptions.withoutPassword(spec.commandLine().getParseResult().originalArgs())))
                .append("`.\n\n")
                .append("Run on ").append(LocalDate.now()).append(" (nlguard ").append(NlGuardCli.version()).append(", ")
                .append(server).append(") in ").append(CorpusRunCommand.elapsed(nanos)).append(": ").append(questions)
                .append(" Spider dev questions whose database has rows (")
                .append(loads.size()).append(" databases, ").append(loads.stream().mapToLong(DatabaseLoad::rowsLoaded).sum())
                .append(" rows loaded as `nlguard corpus load` loads them: ")
                .append(loads.stream().mapToLong(DatabaseLoad::unfitCount).sum()).append(" unfit values loaded as NULL, ")
                .append(loads.stream().mapToLong(l -> l.violatedKeys().size()).sum())
                .append(" keys of tables.json that the rows violate), ").append(run.executed())
                .append(" distinct statements run.\n\n")
                .append(method()).append("\n\n");
        md.append("Gold SQL that returned no rows to compare on PostgreSQL: ").append(run.goldFailures().size())
                .append(" questions, left out of the denominators of `right` and `EX` (so those are over ")
                .append(questions - run.goldFailures().size()).append(" questions); `EX of all` counts them wrong for every")
                .append(" candidate. Why they fail: ").append(failureKinds(run.goldFailures())).append(".\n\n");
        for (SystemSet set : chosen) {
            md.append("## ").append(set.name()).append("\n\n").append(AccuracyTable.of(set, run.bySet().get(set.name())))
                    .append('\n');
        }
        if (!run.goldFailures().isEmpty()) {
            md.append("## Gold SQL without rows on PostgreSQL\n\n");
            List<List<String>> rows = new ArrayList<>();
            for (GoldFailure f : run.goldFailures()) {
                rows.add(List.of(String.valueOf(f.index()), f.dbId(), f.status().label(), "`" + Markdown.cell(f.sql(), 90) + "`",
                        Markdown.cell(f.error(), 90)));
            }
            md.append(Markdown.table(List.of("dev index", "db_id", "status", "gold SQL", "PostgreSQL says"), rows)).append('\n');
        }
        return md.toString();
    }

    /** "54 × column "…" must appear in the GROUP BY clause…, 6 × …": the messages with their names masked. */
    private static String failureKinds(List<GoldFailure> failures) {
        Map<String, Integer> kinds = new LinkedHashMap<>();
        for (GoldFailure f : failures) {
            String kind = f.error().replaceFirst("^ERROR: ", "").replaceAll("\"[^\"]*\"", "\"…\"");
            kinds.merge(f.status() == io.nlguard.cli.execution.Execution.Status.ERROR ? kind : f.status().label(), 1, Integer::sum);
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(kinds.entrySet());
        sorted.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        List<String> parts = new ArrayList<>();
        sorted.forEach(e -> parts.add(e.getValue() + " × " + Markdown.cell(e.getKey(), 90)));
        return parts.isEmpty() ? "none" : String.join("; ", parts);
    }

    private String method() {
        return "Each question's gold SQL and every system's prediction run through `jdbc:nlguard:` with the default"
                + " settings but `nlguard.mode=annotate` (nothing is refused) and `nlguard.rewrite=normalize` (the guard's"
                + " normalization applied: SQLite's spellings become PostgreSQL's; autocorrect off) on a read-only"
                + " session with a " + limits.statementTimeoutSeconds() + " s statement timeout, reading at most "
                + limits.maxRows()
                + " rows (a longer result counts as failed); identical SQL of one database runs once. A prediction is"
                + " right when its result equals the gold's as Spider's test-suite evaluation decides: the same rows as a"
                + " bag (duplicates count), columns in any order (some pairing of the columns, names aside), row order"
                + " only when the gold has a top-level ORDER BY, values exact (no numeric tolerance, NULL equals NULL),"
                + " two empty results equal (`ColumnPermutationEquality` of the comparison library). A prediction that"
                + " fails, times out or returns too many rows is wrong. Majority vote: the candidates whose results are"
                + " equal (the same equality, with the gold's order rule) vote together; the largest group wins, a tie"
                + " goes to the group of the system listed first; a failed candidate never wins; empty results vote like"
                + " others. Oracle: some candidate is right. The table databases come from tables.json (values that do"
                + " not fit a column's type are NULL; see `nlguard corpus load`).";
    }

}
