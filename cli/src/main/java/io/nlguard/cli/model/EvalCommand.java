package io.nlguard.cli.model;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

import io.nlguard.cli.Heartbeat;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.model.eval.AucTable;
import io.nlguard.model.eval.CalibrationInTheLarge;
import io.nlguard.model.eval.NodeEvaluation;
import io.nlguard.model.eval.Percent;
import io.nlguard.model.eval.QueryBootstrap;
import io.nlguard.model.scoring.ScoringModel;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.DatasetScoring;
import io.nlguard.model.train.NodeDataset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard eval}: scores the nodes of predicted queries with a model (the shipped one by
 * default), labels them against their gold queries, and prints how well the scores separate right
 * nodes from wrong ones. The last line is {@code AUC_all=<value>}, for scripts.
 */
@Command(name = "eval", mixinStandardHelpOptions = true, usageHelpWidth = 100,
        description = {"Evaluate the node model on (gold, predicted) pairs it never saw.",
            "Prints AUC per node type, query-level AUC and expected calibration error, the AUCs with a 95%%",
            "interval over the queries drawn again; the last line is AUC_all=<value>."})
public final class EvalCommand implements Callable<Integer> {

    /** Types listed after the paper's when the pairs have at least this many of them. */
    private static final int MIN_NODES = 100;

    @Spec
    CommandSpec spec;

    @Mixin
    PairsInput input;

    @Option(names = "--model", paramLabel = "MODEL.txt",
            description = "A model written by 'nlguard train' (default: the model shipped with nlguard).")
    Path model;

    @Option(names = "--with-questions",
            description = "Let the question features read each pair's \"question\" (default: ignored, as for a"
                    + " statement that comes through plain JDBC without nlguard.question).")
    boolean withQuestions;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ScoringModel scoring = model == null ? ScoringModel.bundled() : ScoringModel.read(model);
        DatasetBuilder.Built built = input.build(err, withQuestions);
        NodeDataset data = built.dataset();
        if (data.rows() == 0) {
            err.println("no pair could be labelled; nothing to evaluate");
            return 2;
        }
        NodeEvaluation evaluation;
        try (Heartbeat beat = Heartbeat.start(err, "scoring and evaluating")) {
            evaluation = NodeEvaluation.of(data, Map.of(scoring.id(), DatasetScoring.probabilities(scoring, data)));
        }
        out.println("Pairs: " + built.counts().summary());
        out.println("Nodes: " + data.rows() + ", wrong: " + data.wrongRows());
        out.println();
        out.print(AucTable.withProportions(data.rows(), List.of("AUC")).markdown(evaluation.byNodeType(types(data))));
        out.println();
        boolean[] queries = evaluation.queryLabels();
        out.printf(Locale.ROOT, "Query-level AUC (%d queries): %s, 95%% interval %s%n", queries.length,
                Percent.format(evaluation.queryAuc(scoring.id())), Percent.range(evaluation.queryAucInterval(scoring.id())));
        out.printf(Locale.ROOT, "ECE (10 bins): %.4f%n", evaluation.expectedCalibrationError(scoring.id()));
        // a model is calibrated for databases like those it learned from; a harder or easier one shows here first
        CalibrationInTheLarge large = evaluation.calibrationInTheLarge(scoring.id());
        out.printf(Locale.ROOT, "Mean probability %s, wrong nodes %s; ECE with the mean moved onto that share: %.4f%n",
                Percent.format(large.meanProbability()), Percent.format(large.wrongShare()), large.errorAtWrongShare());
        double auc = evaluation.nodeAuc(scoring.id());
        // how far AUC_all could move on other questions of the same databases; not on other databases
        out.printf(Locale.ROOT, "AUC over all nodes: %s, 95%% interval %s (%d draws of the queries with replacement)%n",
                Percent.format(auc), Percent.range(evaluation.nodeAucInterval(scoring.id())), QueryBootstrap.DRAWS);
        out.printf(Locale.ROOT, "AUC_all=%.4f%n", auc);
        out.flush();
        return 0;
    }

    /** The paper's node types, then the other types common enough to measure. */
    private static List<NodeType> types(NodeDataset data) {
        List<NodeType> types = new ArrayList<>(NodeEvaluation.PAPER_TYPES);
        int[] counts = new int[NodeType.values().length];
        for (int i = 0; i < data.rows(); i++) {
            counts[data.type(i).ordinal()]++;
        }
        Set<NodeType> listed = EnumSet.copyOf(types);
        for (NodeType type : NodeType.values()) {
            if (!listed.contains(type) && counts[type.ordinal()] >= MIN_NODES) {
                types.add(type);
            }
        }
        return types;
    }
}
