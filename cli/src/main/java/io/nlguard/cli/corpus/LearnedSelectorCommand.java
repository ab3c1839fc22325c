package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import io.nlguard.model.calibrate.PlattScaling;
import io.nlguard.model.select.DatabaseFolds;
import io.nlguard.model.select.OutOfFoldSelection;
import io.nlguard.model.select.SelectorModel;
import io.nlguard.model.select.SelectorObjective;
import io.nlguard.model.select.SelectorParameters;
import io.nlguard.model.select.SelectorTrainer;
import io.nlguard.model.select.SignalQuestion;
import io.nlguard.model.select.SignalsFile;
import io.nlguard.nl.select.SignalFeatures;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus learned-selector}: trains a LightGBM selector over the candidates' signals and
 * measures it out of fold by database against the hand-made selector and the oracle; writes the model
 * trained on every question for {@code io.nlguard.nl.select.LearnedSelector}.
 */
@Command(
        name = "learned-selector",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Train a LightGBM candidate selector and measure it against the hand-made one.",
            "",
            "Reads a signals file (corpus selection writes it) and measures the learned selector out of fold,",
            "folds grouped by database, against the hand-made selector and the oracle, per candidate set and",
            "pooled. Tries the binary and the lambdarank objectives and keeps the better out of fold; with --out,",
            "writes that one trained on every question, and its calibration beside it."
        })
public final class LearnedSelectorCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--signals", required = true, paramLabel = "FILE", description = "The signals file (JSON lines).")
    Path signals;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the model trained on every question here"
            + " (LightGBM text), and its calibration as <name>-calibration.txt beside it (the scorer's calibration"
            + " text).")
    Path out;

    @Option(names = "--report", paramLabel = "FILE", description = "Also write the Markdown report to this file.")
    Path report;

    @Option(names = "--folds", paramLabel = "N", description = "Folds of databases; 0: one per database"
            + " (default: ${DEFAULT-VALUE}).")
    int folds;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        return CorpusExits.run("corpus learned-selector", err, this::work);
    }

    private void work() throws IOException {
        if (folds == 1 || folds < 0) {
            throw new IllegalArgumentException("--folds must be 0 (one per database) or at least 2");
        }
        List<SignalQuestion> questions = SignalsFile.read(signals);
        List<DatabaseFolds.Fold> split = DatabaseFolds.split(questions, folds == 0 ? Integer.MAX_VALUE : folds);
        List<OutOfFoldSelection> tried = new ArrayList<>();
        for (SelectorObjective objective : SelectorObjective.values()) {
            tried.add(OutOfFoldSelection.run(split, SignalFeatures.NAMES, SelectorParameters.of(objective)));
        }
        // the better pooled out-of-fold accuracy; a tie keeps the binary one, whose score is a probability
        OutOfFoldSelection kept = tried.get(0);
        for (OutOfFoldSelection t : tried) {
            if (t.learnedRight() > kept.learnedRight()) {
                kept = t;
            }
        }
        PlattScaling platt = kept.calibration();
        String md = markdown(questions, split.size(), tried, kept, platt);
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        if (report != null) {
            Files.writeString(report, md, StandardCharsets.UTF_8);
        }
        if (out != null) {
            SelectorModel model = SelectorTrainer.train(questions, SignalFeatures.NAMES, kept.parameters());
            Files.writeString(out, model.text(), StandardCharsets.UTF_8);
            Files.writeString(calibrationFile(out), platt.toText(), StandardCharsets.UTF_8);
        }
    }

    private String markdown(List<SignalQuestion> questions, int foldCount, List<OutOfFoldSelection> tried,
                            OutOfFoldSelection kept, PlattScaling platt) {
        int databases = new TreeSet<>(questions.stream().map(SignalQuestion::dbId).toList()).size();
        StringBuilder md = new StringBuilder("# Learned candidate selector, out of fold\n\n");
        md.append("Regenerate with `java -jar cli/target/nlguard.jar ")
                .append(String.join(" ", spec.commandLine().getParseResult().originalArgs()))
                .append("`; the signals file is written by `nlguard corpus selection --signals FILE`.\n\n");
        md.append(String.format(Locale.ROOT, "%d (set, question) rows of %d databases, %d folds grouped by database"
                + " (%s): each fold's questions are chosen by a model trained on the other folds' databases only. The"
                + " learned selector trains on the passing candidates (label: its result equals the gold's) over the %d"
                + " signal features; both selectors choose the passing candidate with the highest score, ties to the"
                + " first SQL text. Intervals: 95%% bootstrap over questions (pooled: a question's rows of every set"
                + " drawn together).%n%n", questions.size(), databases, foldCount,
                foldCount == databases ? "one per database" : "databases dealt out in name order",
                SignalFeatures.NAMES.size()));
        md.append("## Objectives\n\n").append(LearnedSelectorReport.objectives(tried)).append('\n');
        md.append("Kept: ").append(kept.parameters().objective().label())
                .append(" (the higher pooled out-of-fold accuracy; a tie keeps binary, whose score is a probability).\n\n");
        md.append("## Per set\n\n").append(LearnedSelectorReport.comparison(kept)).append('\n');
        md.append(LearnedSelectorReport.verdict(LearnedSelectorReport.pooled(kept))).append('\n');
        md.append(LearnedSelectorReport.calibration(platt)).append('\n');
        md.append("## Gain by feature (summed over the folds' models)\n\n")
                .append(LearnedSelectorReport.gains(kept, SignalFeatures.NAMES));
        return md.toString();
    }

    /** Where the model's calibration goes: {@code selector-model.txt} → {@code selector-model-calibration.txt}. */
    static Path calibrationFile(Path model) {
        String name = model.getFileName().toString().replaceFirst("\\.txt$", "");
        return model.resolveSibling(name + "-calibration.txt");
    }
}
