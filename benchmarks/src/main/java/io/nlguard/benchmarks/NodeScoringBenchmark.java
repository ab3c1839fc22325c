package io.nlguard.benchmarks;

import com.microsoft.ml.lightgbm.PredictionType;
import io.github.metarank.lightgbm4j.LGBMBooster;
import io.github.metarank.lightgbm4j.LGBMDataset;
import io.github.metarank.lightgbm4j.LGBMException;
import io.nlguard.model.inference.GbdtModel;
import io.nlguard.model.inference.LightGbmTextModel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Scoring one statement node (one feature row) with a node-uncertainty-sized LightGBM model: 100 trees
 * of up to 31 leaves over 80 features, trained at setup on synthetic rows (continuous values, integer
 * codes, zeros, NaN, two categorical columns). The pure-Java evaluator of {@code io.nlguard.model.inference}
 * against LightGBM's own single-row prediction through JNI (LightGBM4j), in the same run; plus the cost
 * of the path contributions that explain a score. Each operation scores the next row of a pool of
 * 1,024, so branch predictors cannot learn one path. Goal: at most 1 µs per node for the pure-Java score.
 * Run: {@code java -jar benchmarks/target/benchmarks.jar NodeScoringBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class NodeScoringBenchmark {

    private static final int FEATURES = 80;
    private static final int TRAINING_ROWS = 10_000;
    private static final int TREES = 100;
    private static final int POOL = 1 << 10;
    private static final String CATEGORICAL = "categorical_feature=0,1";

    private LGBMDataset dataset;
    private LGBMBooster booster;
    private GbdtModel model;
    private double[][] rows;
    private double[] contributions;
    private int next;

    @Setup(Level.Trial)
    public void setUp() throws LGBMException {
        Random random = new Random(5);
        double[] training = new double[TRAINING_ROWS * FEATURES];
        float[] labels = new float[TRAINING_ROWS];
        for (int r = 0; r < TRAINING_ROWS; r++) {
            double[] row = syntheticRow(random);
            System.arraycopy(row, 0, training, r * FEATURES, FEATURES);
            labels[r] = random.nextDouble() < 1 / (1 + Math.exp(-signal(row))) ? 1f : 0f;
        }
        dataset = LGBMDataset.createFromMat(training, TRAINING_ROWS, FEATURES, true, "verbosity=-1 " + CATEGORICAL, null);
        dataset.setField("label", labels);
        booster = LGBMBooster.create(dataset, "objective=binary learning_rate=0.05 num_leaves=31 seed=42"
                + " deterministic=true num_threads=1 verbosity=-1 " + CATEGORICAL);
        for (int i = 0; i < TREES; i++) {
            booster.updateOneIter();
        }
        model = LightGbmTextModel.parse(booster.saveModelToString(0, 0, LGBMBooster.FeatureImportanceType.SPLIT));
        rows = new double[POOL][];
        for (int i = 0; i < POOL; i++) {
            rows[i] = syntheticRow(random);
        }
        contributions = new double[FEATURES + 1];
    }

    @TearDown(Level.Trial)
    public void tearDown() throws LGBMException {
        booster.close();
        dataset.close();
    }

    /** Baseline: LightGBM's native single-row prediction through LightGBM4j's JNI binding. */
    @Benchmark
    public double lightGbmSingleRow() throws LGBMException {
        return booster.predictForMatSingleRow(nextRow(), PredictionType.C_API_PREDICT_NORMAL);
    }

    /** The pure-Java probability of one row. */
    @Benchmark
    public double javaProbability() {
        return model.probability(nextRow());
    }

    /** The pure-Java path contributions of one row (one walk down each tree, writing 81 slots). */
    @Benchmark
    public double[] javaContributions() {
        model.contributions(nextRow(), contributions);
        return contributions;
    }

    private double[] nextRow() {
        double[] row = rows[next];
        next = (next + 1) & (POOL - 1);
        return row;
    }

    /** Two categorical codes, then continuous, integer-coded, mostly-zero and sometimes-missing columns. */
    private static double[] syntheticRow(Random random) {
        double[] row = new double[FEATURES];
        row[0] = random.nextInt(12);
        row[1] = random.nextInt(40);
        for (int f = 2; f < FEATURES; f++) {
            row[f] = switch (f % 4) {
                case 0 -> random.nextGaussian();
                case 1 -> random.nextInt(8);
                case 2 -> random.nextDouble() < 0.6 ? 0.0 : random.nextDouble() * 10;
                default -> random.nextDouble() < 0.2 ? Double.NaN : random.nextGaussian();
            };
        }
        return row;
    }

    private static double signal(double[] row) {
        double s = (row[0] % 3 - 1) * 0.5 + ((int) row[1] % 5 - 2) * 0.3;
        for (int f = 2; f < 30; f++) {
            double v = Double.isNaN(row[f]) ? 0.5 : row[f];
            s += (f % 2 == 0 ? 0.15 : -0.1) * v / (1 + f % 7);
        }
        return s + 0.4 * row[4] * row[8] - 0.3;
    }
}
