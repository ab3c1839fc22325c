package io.nlguard.benchmarks;

import com.microsoft.ml.lightgbm.PredictionType;
import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.guard.score.NodeEvidence;
import io.nlguard.guard.score.NodeScorer;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;
import io.nlguard.model.scoring.LightGbmNodeScorer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Scoring statement nodes with the shipped model ({@code default-model.txt} of nlguard-scorer) on the
 * real feature rows of the corpus's gold queries, {@value #NODES} nodes of whole statements per
 * operation, so every figure is per node: the driver's whole path (the bundled scorer: the model, then
 * its calibration), the evaluator alone as the driver runs it (QuickScorer, a statement's nodes
 * together, sharing the features they have in common), pure Java one node at a time, against LightGBM
 * itself through LightGBM4j's JNI (one node at a time, and a statement at a time), all in one run; plus
 * the path contributions (tree walks) that explain a risky node.
 * Goal: at most 1 µs per node for the driver's path.
 * Run: {@code java -jar benchmarks/target/benchmarks.jar NodeScoringBenchmark}; add
 * {@code -p modelFile=<a LightGBM text model over the same features>} to time another model (one with
 * categorical splits, say) in place of the shipped one everywhere but {@link #scorerPerStatement}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class NodeScoringBenchmark {

    /** Nodes per operation: gold statements in corpus order until this many (the last one cut). */
    static final int NODES = 4096;

    /** A LightGBM text model to score with instead of the shipped one; empty for the shipped one. */
    @Param("")
    public String modelFile;

    private LGBMBooster booster;
    private GbdtModel model;
    private int width;
    private final List<double[]> statements = new ArrayList<>();
    private final List<Integer> statementNodes = new ArrayList<>();
    private final List<FeatureMatrix> matrices = new ArrayList<>();
    private NodeScorer scorer;
    private double[][] nodes;
    private double[] out;
    private double[] contributions;

    @Setup(Level.Trial)
    public void setUp() throws IOException, LGBMException {
        String text = modelFile.isEmpty() ? shippedModel() : Files.readString(Path.of(modelFile));
        model = LightGbmTextModel.parse(text);
        booster = LGBMBooster.loadModelFromString(text);
        width = model.featureCount();
        if (width != NodeFeatures.width()) {
            throw new IllegalStateException("the model reads " + width + " features, the nodes have "
                    + NodeFeatures.width());
        }
        StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT.withModel(NodeScorers.OFF));
        nodes = new double[NODES][];
        List<NodeEvidence> chosen = wholeStatements(analyzer, NODES);
        int taken = 0;
        for (NodeEvidence evidence : chosen) {
            int n = evidence.features().rows();
            double[] rows = evidence.features().toArray();
            statements.add(rows);
            statementNodes.add(n);
            matrices.add(evidence.features());
            for (int i = 0; i < n; i++) {
                nodes[taken + i] = Arrays.copyOfRange(rows, i * width, (i + 1) * width);
            }
            taken += n;
        }
        scorer = new LightGbmNodeScorer();
        out = new double[NODES];
        contributions = new double[width + 1];
    }

    private static String shippedModel() throws IOException {
        try (InputStream in = NodeScoringBenchmark.class.getResourceAsStream("/io/nlguard/model/scoring/default-model.txt")) {
            if (in == null) {
                throw new IllegalStateException("no default-model.txt on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * Gold statements in corpus order, whole, of exactly {@code total} nodes: taken in order while far
     * from the total, then the last few chosen (a subset sum over the statements left) to hit it.
     */
    private static List<NodeEvidence> wholeStatements(StatementAnalyzer analyzer, int total) throws IOException {
        List<NodeEvidence> all = new ArrayList<>();
        for (GoldWorkload.Statement statement : GoldWorkload.load().statements()) {
            NodeEvidence evidence = analyzer.evidence(statement.sql(), statement.catalog(), Question.NONE);
            if (evidence != null) {
                all.add(evidence);
            }
        }
        List<NodeEvidence> chosen = new ArrayList<>();
        int left = total;
        int next = 0;
        for (; next < all.size() && all.get(next).features().rows() <= left - 200; next++) {
            chosen.add(all.get(next));
            left -= all.get(next).features().rows();
        }
        // 0/1 subset sum: reach[s] is the statement that first made the sum s reachable (-1: not yet);
        // sums are visited downwards, so a statement is counted once
        int[] reach = new int[left + 1];
        int[] from = new int[left + 1];
        Arrays.fill(reach, -1);
        reach[0] = Integer.MAX_VALUE;
        for (int i = next; i < all.size() && reach[left] == -1; i++) {
            int n = all.get(i).features().rows();
            for (int sum = left; sum >= n; sum--) {
                if (reach[sum] == -1 && reach[sum - n] != -1) {
                    reach[sum] = i;
                    from[sum] = sum - n;
                }
            }
        }
        if (reach[left] == -1) {
            throw new IllegalStateException("no gold statements fill exactly " + total + " nodes");
        }
        for (int sum = left; sum > 0; sum = from[sum]) {
            chosen.add(all.get(reach[sum]));
        }
        return chosen;
    }

    @TearDown(Level.Trial)
    public void tearDown() throws LGBMException {
        booster.close();
    }

    /** The first stage of the driver's path: each statement's nodes scored together. */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double[] javaPerStatement() {
        for (int s = 0; s < statements.size(); s++) {
            model.probabilities(statements.get(s), statementNodes.get(s), out);
        }
        return out;
    }

    /**
     * The driver's whole path as {@code NodeRiskAssessor} calls it: the bundled scorer's model (and its
     * context stage, when a model has one) and calibration.
     */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double scorerPerStatement() {
        double sum = 0;
        for (FeatureMatrix matrix : matrices) {
            sum += scorer.probabilities(matrix)[0];
        }
        return sum;
    }

    /** Pure Java, one node at a time. */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double javaPerNode() {
        double sum = 0;
        for (double[] node : nodes) {
            sum += model.probability(node);
        }
        return sum;
    }

    /** Baseline: LightGBM's native single-row prediction through JNI. */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double lightGbmPerNode() throws LGBMException {
        double sum = 0;
        for (double[] node : nodes) {
            sum += booster.predictForMatSingleRow(node, PredictionType.C_API_PREDICT_NORMAL);
        }
        return sum;
    }

    /** Baseline: LightGBM's native prediction of a statement's nodes at once through JNI. */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double lightGbmPerStatement() throws LGBMException {
        double sum = 0;
        for (int s = 0; s < statements.size(); s++) {
            sum += booster.predictForMat(statements.get(s), statementNodes.get(s), width, true,
                    PredictionType.C_API_PREDICT_NORMAL)[0];
        }
        return sum;
    }

    /** The path contributions of a node (computed only for the at most three risky nodes reported per statement). */
    @Benchmark
    @OperationsPerInvocation(NODES)
    public double[] javaContributionsPerNode() {
        for (double[] node : nodes) {
            model.contributions(node, contributions);
        }
        return contributions;
    }
}
