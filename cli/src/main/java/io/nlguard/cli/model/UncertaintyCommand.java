package io.nlguard.cli.model;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import io.nlguard.cli.corpus.CorpusDataOption;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusPairs;
import io.nlguard.model.eval.DatabaseSpread;
import io.nlguard.model.eval.Experiment;
import io.nlguard.model.eval.ExperimentResult;
import io.nlguard.model.eval.Experiments;
import io.nlguard.model.eval.UncertaintyReport;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.ModelFileWriter;
import io.nlguard.model.train.ModelTrainer;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TrainedModel;
import io.nlguard.model.train.TrainingParameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard corpus uncertainty}: the node model's evaluation report on the corpus (the paper's
 * three experiments), and on request the default model trained on all of the corpus.
 */
@Command(name = "uncertainty", mixinStandardHelpOptions = true, usageHelpWidth = 100,
        description = {"Reproduce the node-level uncertainty paper's three experiments on the corpus.",
            "Writes the report (markdown and PNG charts); optionally trains the default model on all of the"
                    + " corpus."})
public final class UncertaintyCommand implements Callable<Integer> {

    /**
     * Heap the report needs on the corpus (Spider dev and BIRD dev, all predictions): it ran in 12 GiB
     * with at most 6.7 GiB live after a collection, and ran out of memory in the 5.9 GiB a JVM gives
     * itself by default on a 24 GB machine (the largest arrays are single blocks of about 1.5 GiB).
     */
    static final long HEAP_NEEDED = 12L << 30;
    static final String COMMAND = "java -Xmx12g -jar cli/target/nlguard.jar corpus uncertainty --output docs/uncertainty.md"
            + " --model-out scorer/src/main/resources/io/nlguard/model/scoring/default-model.txt";

    @Spec
    CommandSpec spec;

    @Mixin
    CorpusDataOption data;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE.md", required = true,
            description = "The report; its charts go into a folder of the same name beside it.")
    Path output;

    @Option(names = "--model-out", paramLabel = "MODEL.txt",
            description = "Also train the default model (the compact setting, calibrated) on every pair of the corpus and write it here.")
    Path modelOut;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        warnIfHeapIsShort(err, Runtime.getRuntime().maxMemory());
        Corpus corpus = data.corpus();
        DatasetBuilder builder = new DatasetBuilder();
        StringBuilder dataNote = new StringBuilder("| benchmark | pairs | labelled | skipped |\n|---|---:|---:|---|\n");
        List<NodeDataset> datasets = new ArrayList<>();
        for (Benchmark benchmark : Benchmark.values()) {
            err.println("labelling and featurizing " + benchmark.id());
            err.flush();
            DatasetBuilder.Built built = builder.build(CorpusPairs.of(corpus, benchmark),
                    benchmark.isBird() ? corpus.birdSchemas() : corpus.allSpiderSchemas());
            err.println("  " + built.counts().summary());
            dataNote.append("| ").append(benchmark.id()).append(" | ").append(built.counts().pairs()).append(" | ")
                    .append(built.counts().used()).append(" (").append(built.dataset().rows()).append(" nodes, ")
                    .append(built.dataset().wrongRows()).append(" wrong) | ").append(built.counts().summary())
                    .append(" |\n");
            datasets.add(built.dataset());
        }
        dataNote.append("\nA pair repeating an earlier one (same database, gold and prediction, as when several systems"
                + " agree) is counted once. Predictions the guard cannot parse are counted, not labelled: a node"
                + " model has no nodes to score there, and the guard reports such text on its own (01NG9/42NG3).");
        List<ExperimentResult> results = experiments(datasets, err);
        err.println("testing every BIRD dev database in turn");
        err.flush();
        TrainedModel crossDataset = results.stream()
                .filter(result -> result.experiment().id().equals(Experiments.CROSS_DATASET))
                .findFirst().orElseThrow().shipped();
        DatabaseSpread spread = DatabaseSpread.measure(datasets.get(Benchmark.BIRD_DEV.ordinal()), crossDataset);
        err.println("running the shipped recipe on the unseen databases");
        err.flush();
        ExperimentResult recipe = Experiments.runShipped(Experiments.shippedRecipe(
                datasets.get(Benchmark.BIRD_DEV.ordinal()), datasets.get(Benchmark.SPIDER_DEV.ordinal())));
        NodeDataset gold = builder.build(CorpusPairs.goldAsPredicted(corpus, Benchmark.BIRD_DEV), corpus.birdSchemas())
                .dataset();
        UncertaintyReport report = new UncertaintyReport(output);
        report.write(COMMAND, dataNote.toString(), results, spread, recipe, gold);
        // the experiments' models and datasets go before the largest one is built
        results.clear();
        recipe = null;
        if (modelOut != null) {
            // each benchmark weighs the same: pooled row for row, Spider's rows (twice BIRD's) cost BIRD's
            // unseen databases 5.5 points of AUC in validation (docs/model-selection.md, seventh round)
            NodeDataset all = NodeDataset.balanced(datasets);
            datasets.clear();
            err.println("training the default model on " + all.rows() + " nodes");
            err.flush();
            TrainedModel model = ModelTrainer.train(all, TrainingParameters.compact(), true);
            Files.createDirectories(modelOut.toAbsolutePath().getParent());
            ModelFileWriter.write(modelOut, model);
            report.appendShippedModel("`" + modelOut.getFileName() + "` (bundled in `nlguard-scorer`) is the "
                    + model.parameters().name() + " setting trained on every labelled pair of the corpus ("
                    + all.queries().size() + " queries, " + all.rows() + " nodes), each benchmark's nodes weighing the same in"
                    + " total, calibrated with an isotonic map cross-fitted over 3 folds of databases; made on "
                    + LocalDate.now() + " by the command above. The corpus itself is not in the repository; the model"
                    + " is derived from it.");
        }
        spec.commandLine().getOut().println("report written to " + output);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** Says so at once, not after minutes of labelling, when the heap is smaller than the report needs. */
    static void warnIfHeapIsShort(PrintWriter err, long maxHeap) {
        // some collectors leave a survivor space out of maxMemory(): -Xmx12g can show as a little less
        if (maxHeap < HEAP_NEEDED * 9 / 10) {
            err.printf(Locale.ROOT, "warning: this JVM's heap is %.1f GiB; the report on the whole corpus needs about %d GiB."
                    + " Run it as: %s%n", maxHeap / (double) (1L << 30), HEAP_NEEDED >> 30, COMMAND);
            err.flush();
        }
    }

    private static List<ExperimentResult> experiments(List<NodeDataset> datasets, PrintWriter err) {
        List<ExperimentResult> results = new ArrayList<>();
        for (Experiment experiment : Experiments.define(datasets.get(Benchmark.BIRD_DEV.ordinal()),
                datasets.get(Benchmark.SPIDER_DEV.ordinal()))) {
            err.println("running " + experiment.title());
            err.flush();
            results.add(Experiments.run(experiment));
        }
        return results;
    }
}
