package io.nlguard.cli.corpus;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.cli.NlGuardCli;
import io.nlguard.cli.execution.ExecutionHarness;
import io.nlguard.cli.execution.SystemSet;
import io.nlguard.cli.selection.FoldedCalibration;
import io.nlguard.cli.selection.MeasuredQuestion;
import io.nlguard.cli.selection.SelectionMeasurement;
import io.nlguard.cli.selection.AgreementLimits;
import io.nlguard.cli.selection.SelectionReport;
import io.nlguard.cli.selection.SetFigures;
import io.nlguard.cli.selection.SignalContribution;
import io.nlguard.cli.selection.SignalsJsonl;
import io.nlguard.guard.score.RiskThresholds;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.model.calibrate.IsotonicCalibration;
import io.nlguard.model.data.Corpus;
import io.nlguard.nl.select.SignalWeights;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus selection}: candidate selection over sets of published systems' predictions on the
 * Spider dev databases, measured by execution accuracy, with each signal's contribution, the deterministic
 * repair and the confidence's calibration.
 */
@Command(
        name = "selection",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure candidate selection on Spider dev: the systems of a set are the candidates of each question.",
            "",
            "Selection (the guard, EXPLAIN, running, the signals, the hand-made selector) never sees the",
            "gold; the execution harness's gold runs only label the candidates. Prints Markdown per set."
        })
public final class SelectionCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions options;

    @Mixin
    DatabasesOption databases;

    @Option(names = "--set", paramLabel = "NAME", split = ",", defaultValue = "prompting,finetuned,mixed",
            description = "Named sets of systems (default: ${DEFAULT-VALUE}).")
    List<String> sets;

    @Option(names = "--model", paramLabel = "FILE", defaultValue = "default",
            description = "The node model of the answer guard (nlguard.model): default, off, or a model file; measure"
                    + " with one that never saw Spider dev (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--block-threshold", paramLabel = "P",
            description = "nlguard.block-threshold of the answer guard: a node probability from which the guard refuses"
                    + " a candidate; above 1 the node model is a signal only (default: the guard's, 0.9).")
    Double blockThreshold;

    @Mixin
    RunLimitsOption limits;

    @Option(names = "--out", paramLabel = "FILE.md", description = "Also write the Markdown to this file.")
    Path out;

    @Option(names = "--signals", paramLabel = "FILE.jsonl",
            description = "Write every (set, question)'s candidates with their signals and labels as JSON lines.")
    Path signals;

    @Option(names = "--calibration", paramLabel = "FILE",
            description = "Write the isotonic calibration fitted on all sets' questions (the scorer's text format),"
                    + " e.g. to nl-extension/src/main/resources/io/nlguard/nl/select/calibration.txt.")
    Path calibration;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        return CorpusExits.run("nlguard corpus selection", err, () -> {
            List<SystemSet> chosen = new ArrayList<>();
            new LinkedHashSet<>(sets).forEach(name -> chosen.add(SystemSet.named(name)));
            Corpus corpus = options.corpus();
            Map<String, List<String>> predictions = ExecutionCommand.predictions(corpus, chosen);
            try (DemoTarget target = options.target()) {
                err.println("nlguard corpus selection: loading the databases into " + target.kind());
                err.flush();
                DatabasesOption.Loaded loaded = databases.load(corpus, target, limits.statementTimeout(),
                        load -> { });
                CorpusDatabase database = loaded.database();
                String server = CorpusRunCommand.serverVersion(database);
                try (SelectionMeasurement measurement = new SelectionMeasurement(chosen, predictions,
                        loaded.rows().catalogs(), guardSettings(), database::openDirect, limits.maxRows())) {
                    new ExecutionHarness(database, limits.maxRows()).run(corpus.spiderGold(), chosen, predictions,
                            (dbId, questions, executed) -> {
                                err.printf("  %-30s %4d questions   %s%n", dbId, questions,
                                        CorpusRunCommand.elapsed(System.nanoTime() - start));
                                err.flush();
                            }, measurement);
                    String markdown = report(chosen, measurement, target.kind() + " " + server, System.nanoTime() - start);
                    stdout.print(markdown);
                    stdout.flush();
                    if (out != null) {
                        Files.writeString(out, markdown);
                        err.println("written to " + out);
                    }
                    List<MeasuredQuestion> all = measurement.bySet().values().stream().flatMap(List::stream).toList();
                    if (signals != null) {
                        SignalsJsonl.write(signals, all);
                        err.println("signals written to " + signals);
                    }
                    if (calibration != null) {
                        IsotonicCalibration fit = FoldedCalibration.fit(all);
                        Files.writeString(calibration, "# the hand-made selector's chosen score → P(right): isotonic, fitted by"
                                + " nlguard corpus selection on " + all.size() + " (set, question) pairs of Spider dev"
                                + " (docs/selection.md)\n" + fit.toText());
                        err.println("calibration written to " + calibration);
                    }
                }
            }
        });
    }

    private String method() {
        return "For every Spider dev question whose gold SQL returns rows on PostgreSQL, the systems of a set give the"
                + " candidates, shuffled with a seed of the question's index so their order carries nothing. Selection is"
                + " `nlguard select`'s (CandidateSelection, as the `NL:` path's stage 5): distinct texts, each judged by"
                + " the answer guard (default settings, `normalize,autocorrect` applied, writes refused, the node model"
                + " above with the question set), planned by EXPLAIN and run on a plain read-only session of its database"
                + " (" + limits.statementTimeoutSeconds() + " s statement timeout; identical SQL of a database planned and run"
                + " once), then the signals and the hand-made selector; it never sees the gold. Labels come afterwards"
                + " from `nlguard corpus execution`'s gold runs and its equality (docs/execution-accuracy.md): a candidate"
                + " is right when its system's prediction is; a prediction that failed there (error) but runs as the"
                + " answer guard rewrote it is labelled by running that text against the gold (the deterministic repair"
                + " below). Systems, majority vote and oracle are the harness's figures. Signal contributions re-select"
                + " over the same signals: the hand-made selector with one weight at 0, and one signal alone (its argmax"
                + " over the passing candidates, ties to the first SQL text). Confidence: the chosen candidate's raw score"
                + " mapped by an isotonic calibration fitted on the other databases' questions of the set (folds by"
                + " database); a question without a passing candidate has confidence 0 and counts as wrong.";
    }

    /** The default settings with the node model and block threshold given. */
    private GuardSettings guardSettings() {
        GuardSettings settings = GuardSettings.DEFAULT.withModel(model);
        return blockThreshold == null ? settings
                : settings.withRisk(new RiskThresholds(settings.risk().warn(), blockThreshold));
    }

    private String report(List<SystemSet> chosen, SelectionMeasurement measurement, String server, long nanos) {
        StringBuilder md = new StringBuilder("# Candidate selection on the Spider dev databases\n\n")
                .append("Regenerate with `mvn -B -q -DskipTests package && java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", CredentialOptions.withoutPassword(spec.commandLine().getParseResult().originalArgs())))
                .append("`.\n\n")
                .append("Run on ").append(LocalDate.now()).append(" (nlguard ").append(NlGuardCli.version()).append(", ")
                .append(server).append(") in ").append(CorpusRunCommand.elapsed(nanos)).append(", node model `")
                .append(model).append("`, the answer guard's block threshold ")
                .append(guardSettings().risk().block()).append(blockThreshold != null && blockThreshold > 1
                        ? " (the node model refuses nothing: a signal only)" : "").append(".\n\n").append(method())
                .append("\n\n");
        StringBuilder tables = new StringBuilder();
        Map<String, SetFigures> figures = new LinkedHashMap<>();
        Map<String, AgreementLimits> limits = new LinkedHashMap<>();
        for (SystemSet set : chosen) {
            SetFigures f = SetFigures.of(set, measurement.bySet().get(set.name()), SignalWeights.DEFAULT);
            figures.put(set.name(), f);
            limits.put(set.name(), AgreementLimits.of(measurement.bySet().get(set.name())));
            tables.append("## ").append(set.name()).append("\n\n").append(SelectionReport.accuracy(f, Map.of(
                    "hand-made selection with the seed's weights (before the one adjustment)",
                    SignalContribution.ex(measurement.bySet().get(set.name()), SignalWeights.SEED))))
                    .append("\nEach signal's contribution (the hand-made selector without it, and it alone):\n\n")
                    .append(SelectionReport.signals(f)).append("\nConfidence (isotonic, out of fold by database):\n\n")
                    .append(SelectionReport.confidence(f)).append('\n');
        }
        md.append(tables).append("## Deterministic repair\n\n").append(SelectionReport.repair(measurement.repairs()))
                .append("\n## How far agreement reaches\n\n").append(SelectionReport.agreement(figures, limits));
        return md.toString();
    }
}
