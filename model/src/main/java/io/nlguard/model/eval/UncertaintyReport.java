package io.nlguard.model.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.model.train.CrossFitFolds;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TrainedModel;

/**
 * Writes the evaluation report: one markdown file and its PNG charts in a folder beside it
 * ({@code uncertainty.md} → {@code uncertainty/roc-in-database.png}...).
 */
public final class UncertaintyReport {

    private static final double[] GOALS = {0.85, 0.78, 0.72};
    private static final double[] THRESHOLDS = {0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.97, 0.99};

    private final Path markdown;
    private final Path images;
    private final Charts charts = new Charts();

    public UncertaintyReport(Path markdown) {
        this.markdown = markdown;
        String name = markdown.getFileName().toString();
        this.images = markdown.resolveSibling(name.endsWith(".md") ? name.substring(0, name.length() - 3) : name + "-charts");
    }

    /**
     * @param command  the command that regenerates the report
     * @param dataNote where the pairs came from and what became of them
     * @param spread   every BIRD dev database tested in turn ({@link DatabaseSpread})
     * @param recipe   the shipped recipe on databases it never saw ({@link Experiments#shippedRecipe})
     * @param gold     BIRD's gold queries paired with themselves (every node right): what the thresholds
     *                 would flag among queries known to be correct
     */
    public void write(String command, String dataNote, List<ExperimentResult> results, DatabaseSpread spread,
                      ExperimentResult recipe, NodeDataset gold) throws IOException {
        Files.createDirectories(images);
        StringBuilder out = new StringBuilder();
        out.append("# Node-level uncertainty: evaluation\n\n");
        out.append("Regenerate with `").append(command).append("` (the corpus in `../shared/data`, or `NLGUARD_DATA`).\n\n");
        out.append("Every statement the driver runs is scored node by node: the probability that the node is wrong, from a"
                + " LightGBM model over the guard's node features (docs/features.md), evaluated in pure Java. Labels"
                + " come from the paper's Algorithm 1 (`model` package `label`). This report reproduces the paper's"
                + " three experiments on our data: every prediction of every published system in `../shared/data`"
                + " paired with its gold query.\n\n");
        out.append("## Data\n\n").append(dataNote).append("\n\n");
        out.append(summary(results));
        for (ExperimentResult result : results) {
            out.append(section(result));
        }
        out.append(spread.markdown());
        ExperimentResult unseen = results.get(Math.min(1, results.size() - 1));
        NodeDataset unseenGold = gold.select(Splits.onDatabases(Experiments.HELD_OUT_DATABASES));
        out.append("## Thresholds\n\n### The shipped recipe\n\n");
        out.append(recipe(recipe));
        out.append(thresholds(recipe, unseenGold.withoutQuestion(pair -> true), Experiments.SHIPPED, recipe.shipped(),
                "the shipped recipe"));
        out.append("### Experiment 2's model (BIRD dev only)\n\n");
        out.append(thresholds(unseen, unseenGold, Experiments.SHIPPED, unseen.shipped(), "the shipped setting"));
        out.append("### With the context stage (not shipped)\n\n");
        out.append(thresholds(unseen, unseenGold, Experiments.WITH_CONTEXT, unseen.withContext(),
                "the compact setting with a context stage"));
        Files.writeString(markdown, out.toString(), StandardCharsets.UTF_8);
    }

    /** Adds how the shipped model was made, once it is trained (after the experiments are written). */
    public void appendShippedModel(String note) throws IOException {
        Files.writeString(markdown, "## The shipped model\n\n" + note + "\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
    }

    private static String summary(List<ExperimentResult> results) {
        StringBuilder out = new StringBuilder("## Summary: AUC over all nodes\n\n");
        out.append("| experiment | paper | goal | ours, shipped (compact, calibrated) | shipped, 95% interval"
                + " | shipped, no question | shipped setting, ").append(Experiments.SEEDS.size())
                .append(" seeds: lowest – highest (mean) | compact + context stage | ours (tuned) | ours (paper setting)"
                        + " | rule-only | query-level AUC (shipped) |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (int i = 0; i < results.size(); i++) {
            ExperimentResult r = results.get(i);
            NodeEvaluation e = r.evaluation();
            out.append("| ").append(r.experiment().title()).append(" | ")
                    .append(Percent.format(r.experiment().paperAucs()[0] / 100)).append(" | ≥ ")
                    .append(Percent.format(GOALS[Math.min(i, GOALS.length - 1)])).append(" | **")
                    .append(Percent.format(e.nodeAuc(Experiments.SHIPPED))).append("** | ")
                    .append(Percent.range(e.nodeAucInterval(Experiments.SHIPPED))).append(" | ")
                    .append(Percent.format(e.nodeAuc(Experiments.SHIPPED_NO_QUESTION))).append(" | ")
                    .append(seedRange(r.seedAucs())).append(" | ")
                    .append(Percent.format(e.nodeAuc(Experiments.WITH_CONTEXT))).append(" | ")
                    .append(Percent.format(e.nodeAuc(Experiments.TUNED))).append(" | ")
                    .append(Percent.format(e.nodeAuc(Experiments.PAPER_SETTING))).append(" | ")
                    .append(Percent.format(e.nodeAuc(Experiments.RULE_ONLY))).append(" | ")
                    .append(Percent.format(e.queryAuc(Experiments.SHIPPED))).append(" (")
                    .append(Percent.range(e.queryAucInterval(Experiments.SHIPPED))).append(") |\n");
        }
        out.append("\nThe intervals hold the middle 95% of the shipped model's AUC over ").append(QueryBootstrap.DRAWS)
                .append(" draws of the test queries with replacement (seed ").append(QueryBootstrap.SEED)
                .append("): how far the figure could move on another sample of questions from the same databases."
                        + " Whole queries are drawn, because a query's nodes are wrong together. They do not say how"
                        + " far it could move on other databases: each experiment tests on three, too few to draw from (\"Which"
                        + " databases are tested\" below tests every BIRD dev database in turn)."
                        + " Every test query comes with its question (BIRD's evidence appended), as the systems were"
                        + " given it, and the question features read it (docs/features.md); \"no question\" scores the"
                        + " same test set with every question withheld, as a statement comes through plain JDBC. Every"
                        + " model trains with the question withheld from half of its questions, so one model serves"
                        + " both. The seeds column trains the shipped setting again with seeds ")
                .append(seeds()).append(" (the shipped model's first) and scores it uncalibrated: the seed"
                        + " picks the rows and features each tree sees, so a difference inside that range is luck.\n");
        return out.append('\n').toString();
    }

    private String section(ExperimentResult result) throws IOException {
        Experiment experiment = result.experiment();
        NodeEvaluation e = result.evaluation();
        StringBuilder out = new StringBuilder("## ").append(experiment.title()).append("\n\n");
        out.append(experiment.description()).append(" Training: ").append(experiment.train().queries().size())
                .append(" queries, ").append(experiment.train().rows()).append(" nodes; test: ")
                .append(experiment.test().queries().size()).append(" queries, ").append(experiment.test().rows())
                .append(" nodes.\n\n");
        List<String> scorers = List.of(Experiments.SHIPPED, Experiments.WITH_CONTEXT, Experiments.TUNED,
                Experiments.PAPER_SETTING, Experiments.RULE_ONLY);
        List<AucRow> rows = new ArrayList<>();
        List<AucRow> measured = e.byNodeType(NodeEvaluation.PAPER_TYPES);
        for (int i = 0; i < measured.size(); i++) {
            AucRow row = measured.get(i);
            List<Double> aucs = new ArrayList<>(row.aucs().subList(0, scorers.size()));
            aucs.add(experiment.paperAucs()[i] / 100);
            rows.add(new AucRow(row.label(), row.count(), row.positives(), aucs));
        }
        List<String> headers = new ArrayList<>();
        scorers.forEach(s -> headers.add("AUC " + s));
        headers.add("AUC (paper)");
        out.append(AucTable.withProportions(experiment.test().rows(), headers).markdown(rows)).append('\n');
        out.append(String.format(Locale.ROOT, "Query level (a query is wrong if any node is; scored by its riskiest"
                        + " node), %d queries, %s wrong: AUC %s (shipped), %s (context stage), %s (tuned), %s (paper"
                        + " setting), %s (rule-only).%n%n",
                e.queryLabels().length, Percent.format(share(e.queryLabels())),
                Percent.format(e.queryAuc(Experiments.SHIPPED)), Percent.format(e.queryAuc(Experiments.WITH_CONTEXT)),
                Percent.format(e.queryAuc(Experiments.TUNED)), Percent.format(e.queryAuc(Experiments.PAPER_SETTING)),
                Percent.format(e.queryAuc(Experiments.RULE_ONLY))));
        String folds = experiment.folds() == CrossFitFolds.BY_DATABASE ? "database" : "question";
        out.append(String.format(Locale.ROOT, "Calibration (10 bins): the shipped setting's ECE is %.4f before calibration,"
                        + " **%.4f** after (isotonic, cross-fitted over 3 folds of the training set by %s); with the"
                        + " context stage (cross-fitted by %s too) %.4f; tuned %.4f and paper"
                        + " setting %.4f uncalibrated. Largest difference between the pure-Java scores and LightGBM's own"
                        + " on this test set: %.1e.%n%n",
                e.expectedCalibrationError(Experiments.SHIPPED_RAW), e.expectedCalibrationError(Experiments.SHIPPED),
                folds, folds, e.expectedCalibrationError(Experiments.WITH_CONTEXT),
                e.expectedCalibrationError(Experiments.TUNED), e.expectedCalibrationError(Experiments.PAPER_SETTING),
                result.parity()));
        out.append(inTheLarge(e, experiment.train()));
        if (!result.seedAucs().isEmpty()) {
            out.append("Node AUC of the shipped setting retrained with seeds ").append(seeds())
                    .append(", uncalibrated: ").append(String.join(", ", result.seedAucs().stream()
                            .map(Percent::format).toList()))
                    .append("; query-resampled 95% interval of the shipped model: ")
                    .append(Percent.range(e.nodeAucInterval(Experiments.SHIPPED))).append(".\n\n");
        }
        String roc = "roc-" + experiment.id() + ".png";
        String reliability = "reliability-" + experiment.id() + ".png";
        boolean[] labels = e.labels();
        List<NamedCurve> curves = new ArrayList<>();
        for (String scorer : scorers) {
            curves.add(NamedCurve.of(scorer, e.scores(scorer), labels));
        }
        curves.add(NamedCurve.of("query level, shipped", e.queryScores(Experiments.SHIPPED), e.queryLabels()));
        charts.rocChart(images.resolve(roc), experiment.title() + ": ROC", curves);
        charts.reliabilityChart(images.resolve(reliability), experiment.title() + ": reliability", List.of(
                NamedBins.of(Experiments.SHIPPED, e.scores(Experiments.SHIPPED), labels),
                NamedBins.of(Experiments.SHIPPED_RAW, e.scores(Experiments.SHIPPED_RAW), labels),
                NamedBins.of(Experiments.TUNED, e.scores(Experiments.TUNED), labels)));
        String folder = images.getFileName().toString();
        out.append("![ROC](").append(folder).append('/').append(roc).append(") ![reliability](").append(folder)
                .append('/').append(reliability).append(")\n\n");
        return out.toString();
    }

    /** How the shipped recipe ranks the nodes of databases it never saw, node type by node type. */
    private static String recipe(ExperimentResult result) {
        Experiment experiment = result.experiment();
        NodeEvaluation e = result.evaluation();
        StringBuilder out = new StringBuilder("The shipped model trains on the whole corpus, so what it does on databases it"
                + " never saw is measured on its recipe held out from Experiment 2's test databases. ")
                .append(experiment.description()).append(" Training: ").append(experiment.train().queries().size())
                .append(" queries, ").append(experiment.train().rows()).append(" nodes.\n\n");
        List<AucRow> rows = new ArrayList<>();
        for (AucRow row : e.byNodeType(NodeEvaluation.PAPER_TYPES)) {
            rows.add(new AucRow(row.label(), row.count(), row.positives(), row.aucs().subList(0, 1)));
        }
        out.append(AucTable.withProportions(experiment.test().rows(), List.of("AUC " + Experiments.SHIPPED))
                .markdown(rows)).append('\n');
        out.append(String.format(Locale.ROOT, "Query level: AUC %s. Calibration (10 bins): ECE %.4f before calibration,"
                        + " %.4f after.%n%n", Percent.format(e.queryAuc(Experiments.SHIPPED)),
                e.expectedCalibrationError(Experiments.SHIPPED_RAW), e.expectedCalibrationError(Experiments.SHIPPED)));
        return out.append(inTheLarge(e, experiment.train())).toString();
    }

    /**
     * The calibrated model's mean probability against the test set's share of wrong nodes, and the error
     * left without that gap ({@link CalibrationInTheLarge}).
     */
    private static String inTheLarge(NodeEvaluation e, NodeDataset train) {
        CalibrationInTheLarge large = e.calibrationInTheLarge(Experiments.SHIPPED);
        return String.format(Locale.ROOT, "Calibrated, the mean probability is %s where %s of the test nodes are"
                        + " wrong (%s of the training nodes, weighed as in training). With every probability moved by one"
                        + " logit offset onto the test set's share (the offset reads the test labels: a diagnosis, not a"
                        + " calibration), the ECE would be %.4f. Where that is much lower than the ECE, the error is the"
                        + " test set's error rate, which a calibration fitted without the test labels cannot know.%n%n",
                Percent.format(large.meanProbability()), Percent.format(large.wrongShare()),
                Percent.format(train.weightedWrongShare()), large.errorAtWrongShare());
    }

    /**
     * Where the warning and blocking thresholds come from: what each would flag on unseen databases,
     * among the predictions and among the gold queries of the same databases.
     */
    private static String thresholds(ExperimentResult result, NodeDataset gold, String scorer, TrainedModel model,
                                     String setting) {
        NodeEvaluation e = result.evaluation();
        double[] p = e.scores(scorer);
        boolean[] labels = e.labels();
        double[] q = e.queryScores(scorer);
        boolean[] wrongQueries = e.queryLabels();
        double[] goldQ = NodeEvaluation.of(gold, Map.of(scorer, model.probabilities(gold))).queryScores(scorer);
        StringBuilder out = new StringBuilder();
        out.append("On ").append(result.experiment().title()).append(" (databases the model never saw), with ")
                .append(setting).append(": what a threshold on a node's probability would flag. The last column scores the ")
                .append(goldQ.length).append(" gold queries of those databases as if they were predictions: queries"
                + " known to be right, written in the benchmark's own style.\n\n");
        out.append("| threshold | nodes flagged | of them wrong (precision) | wrong nodes flagged (recall) |"
                + " wrong queries flagged | right queries flagged | gold queries flagged |\n"
                + "|---:|---:|---:|---:|---:|---:|---:|\n");
        for (double t : THRESHOLDS) {
            long flagged = 0;
            long flaggedWrong = 0;
            long wrong = 0;
            for (int i = 0; i < p.length; i++) {
                boolean hit = p[i] >= t;
                flagged += hit ? 1 : 0;
                flaggedWrong += hit && labels[i] ? 1 : 0;
                wrong += labels[i] ? 1 : 0;
            }
            long wrongQ = 0;
            long rightQ = 0;
            long wrongQFlagged = 0;
            long rightQFlagged = 0;
            for (int i = 0; i < q.length; i++) {
                if (wrongQueries[i]) {
                    wrongQ++;
                    wrongQFlagged += q[i] >= t ? 1 : 0;
                } else {
                    rightQ++;
                    rightQFlagged += q[i] >= t ? 1 : 0;
                }
            }
            out.append(String.format(Locale.ROOT, "| %.2f | %d | %s | %s | %s | %s | %s |%n", t, flagged,
                    flagged == 0 ? "n/a" : Percent.format((double) flaggedWrong / flagged), Percent.format(ratio(flaggedWrong, wrong)),
                    Percent.format(ratio(wrongQFlagged, wrongQ)), Percent.format(ratio(rightQFlagged, rightQ)),
                    Percent.format(ratio(atLeast(goldQ, t), goldQ.length))));
        }
        return out.append('\n').toString();
    }

    private static long atLeast(double[] scores, double threshold) {
        return Arrays.stream(scores).filter(s -> s >= threshold).count();
    }

    private static double ratio(long part, long whole) {
        return whole == 0 ? Double.NaN : (double) part / whole;
    }

    private static double share(boolean[] labels) {
        int n = 0;
        for (boolean label : labels) {
            n += label ? 1 : 0;
        }
        return labels.length == 0 ? Double.NaN : (double) n / labels.length;
    }

    private static String seeds() {
        return String.join(", ", Experiments.SEEDS.stream().map(String::valueOf).toList());
    }

    private static String seedRange(List<Double> aucs) {
        if (aucs.isEmpty()) {
            return "n/a";
        }
        DoubleSummaryStatistics stats = aucs.stream().mapToDouble(Double::doubleValue).summaryStatistics();
        return Percent.format(stats.getMin()) + " – " + Percent.format(stats.getMax()) + " ("
                + Percent.format(stats.getAverage()) + ")";
    }
}
