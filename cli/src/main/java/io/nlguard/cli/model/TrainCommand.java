package io.nlguard.cli.model;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import io.nlguard.cli.Heartbeat;
import io.nlguard.model.train.CrossFitFolds;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.ModelFileWriter;
import io.nlguard.model.train.ModelTrainer;
import io.nlguard.model.train.TrainedModel;
import io.nlguard.model.train.TrainingParameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard train}: a node model from a team's own (gold, predicted) pairs, which the paper found
 * beats any model trained elsewhere. Use it with {@code nlguard.model=<path>}.
 */
@Command(name = "train", mixinStandardHelpOptions = true, usageHelpWidth = 100,
        description = {"Train a node model on your own (gold, predicted) pairs.",
            "Writes a LightGBM text model and its calibration (and context stage, if any) beside it; use it"
                    + " with nlguard.model=<path>."})
public final class TrainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PairsInput input;

    @Option(names = "--out", paramLabel = "MODEL.txt", required = true, description = "Where to write the model.")
    Path out;

    @Option(names = "--setting", paramLabel = "NAME", defaultValue = "compact",
            description = "compact (default; the shipped model's: fast enough to score every node of every"
                    + " statement), context (compact followed by a context stage over the neighbours' scores: better"
                    + " on a new dataset, fewer nodes near certainty), tuned (400 trees, a little more accurate, four"
                    + " times slower to score) or paper (the paper's 100 trees, learning rate 0.05).")
    String setting;

    @Option(names = "--no-calibration", description = "Skip the cross-fitted calibration.")
    boolean noCalibration;

    @Option(names = "--for-new-databases",
            description = "The model will score databases other than the pairs', so its calibration (and with"
                    + " --setting context its context stage) is cross-fitted by database. By default it will score"
                    + " the same ones: by question.")
    boolean forNewDatabases;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        TrainingParameters parameters;
        try {
            parameters = TrainingParameters.named(setting);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Path directory = out.toAbsolutePath().getParent();
        if (directory != null) {
            Files.createDirectories(directory); // before minutes of training, not after
        }
        DatasetBuilder.Built built = input.build(err, true); // half the questions are withheld as it trains
        if (built.dataset().rows() == 0) {
            err.println("no pair could be labelled; nothing to train on");
            return 2;
        }
        err.println("training " + parameters.name() + " on " + built.dataset().rows() + " nodes ("
                + built.dataset().wrongRows() + " wrong)" + (noCalibration ? "" : ", calibrating by cross-fitting"));
        err.flush();
        TrainedModel model;
        try (Heartbeat beat = Heartbeat.start(err, "training")) {
            model = ModelTrainer.train(built.dataset(), parameters, !noCalibration,
                    forNewDatabases ? CrossFitFolds.BY_DATABASE : CrossFitFolds.BY_QUESTION);
        }
        ModelFileWriter.Written written = ModelFileWriter.write(out, model);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println("model: " + out
                + (written.context() == null ? "" : "\ncontext stage: " + written.context())
                + (written.calibration() == null ? "" : "\ncalibration: " + written.calibration()));
        stdout.println("use it with nlguard.model=" + out.toAbsolutePath());
        stdout.flush();
        return 0;
    }
}
