package io.nlguard.model.inference;

import java.util.Random;
import java.util.stream.IntStream;

/**
 * Row-major synthetic data of {@link #WIDTH} features that exercise every branch of LightGBM's decision
 * rules: continuous and skewed values, integer codes, columns that are mostly zero, columns with NaN,
 * and two categorical columns ({@link #CATEGORICAL}), one with more than 32 categories so that its
 * bitsets span several words. {@link #withEdgeValues} then salts rows with values training never saw.
 */
final class SyntheticTable {

    static final int WIDTH = 20;
    /** Feature indices declared categorical ({@code categorical_feature=9,10}). */
    static final int[] CATEGORICAL = {9, 10};
    private static final int SMALL_CATEGORIES = 6;
    private static final int LARGE_CATEGORIES = 45;

    final int rows;
    final double[] values;
    final float[] binaryLabel;
    final float[] regressionTarget;

    private SyntheticTable(int rows) {
        this.rows = rows;
        this.values = new double[rows * WIDTH];
        this.binaryLabel = new float[rows];
        this.regressionTarget = new float[rows];
    }

    static SyntheticTable generate(int rows, long seed) {
        Random random = new Random(seed);
        SyntheticTable table = new SyntheticTable(rows);
        for (int r = 0; r < rows; r++) {
            double[] row = new double[WIDTH];
            for (int f = 0; f < 6; f++) {
                row[f] = random.nextGaussian();
            }
            row[6] = random.nextDouble() * 100;
            row[7] = random.nextInt(10);
            row[8] = random.nextInt(4) - 1;
            row[9] = random.nextInt(SMALL_CATEGORIES);
            row[10] = random.nextInt(LARGE_CATEGORIES);
            row[11] = random.nextDouble() < 0.7 ? 0.0 : random.nextGaussian();
            row[12] = random.nextDouble() < 0.5 ? 0.0 : random.nextInt(5) + 1;
            row[13] = random.nextDouble() < 0.25 ? Double.NaN : random.nextGaussian();
            row[14] = random.nextDouble() < 0.25 ? Double.NaN : random.nextDouble();
            double u = random.nextDouble();
            row[15] = u < 0.1 ? Double.NaN : u < 0.4 ? 0.0 : random.nextGaussian();
            row[16] = Math.floor(-Math.log(1 - random.nextDouble()) * 3);
            row[17] = random.nextInt(2);
            row[18] = Math.exp(random.nextGaussian());
            row[19] = random.nextGaussian();
            System.arraycopy(row, 0, table.values, r * WIDTH, WIDTH);
            double signal = signal(row);
            table.binaryLabel[r] = random.nextDouble() < 1 / (1 + Math.exp(-signal)) ? 1f : 0f;
            table.regressionTarget[r] = (float) (3 * signal + random.nextGaussian());
        }
        return table;
    }

    private static double signal(double[] row) {
        double nanAware = Double.isNaN(row[13]) ? 0.7 : 0.3 * row[13];
        double zeroAware = row[11] == 0.0 ? -0.5 : 0.4 * row[11];
        double categories = (row[9] % 3 - 1) * 0.6 + ((int) row[10] % 7 - 3) * 0.25;
        double missing15 = Double.isNaN(row[15]) ? -0.6 : row[15] == 0.0 ? 0.4 : 0.2 * row[15];
        return 1.2 * row[0] - 0.8 * row[1] * row[2] + (row[7] > 4 ? 0.5 : -0.2) + categories
                + nanAware + zeroAware + missing15 + 0.01 * row[6] - 0.5 + 0.3 * Math.log(row[18]) + 0.2 * row[12];
    }

    /**
     * Replaces about one value in {@code 1 / every} with an edge case: NaN in any column, signed zero,
     * values within LightGBM's zero threshold, huge magnitudes, and for categorical columns negative,
     * fractional (truncated towards 0, so -0.5 is category 0) and unseen categories, past every bitset.
     */
    SyntheticTable withEdgeValues(int every, long seed) {
        Random random = new Random(seed);
        double[] numeric = {Double.NaN, -0.0, 0.0, 1e-40, -1e-40, 1e-35, 1e30, -1e30};
        double[] category = {Double.NaN, -1, -3, -0.5, -0.0, 0.0, 1e-40, 0.9, 2.5, 2.7, 32.5, 44.9, 60, 64, 1e12, -1e12};
        SyntheticTable copy = new SyntheticTable(rows);
        System.arraycopy(values, 0, copy.values, 0, values.length);
        for (int i = 0; i < values.length; i++) {
            if (random.nextInt(every) == 0) {
                boolean categorical = isCategorical(i % WIDTH);
                double[] pool = categorical ? category : numeric;
                copy.values[i] = pool[random.nextInt(pool.length)];
            }
        }
        return copy;
    }

    double[] row(int r) {
        double[] row = new double[WIDTH];
        System.arraycopy(values, r * WIDTH, row, 0, WIDTH);
        return row;
    }

    static String[] featureNames() {
        return IntStream.range(0, WIDTH).mapToObj(f -> "f" + f).toArray(String[]::new);
    }

    static String categoricalParameter() {
        return "categorical_feature=" + CATEGORICAL[0] + "," + CATEGORICAL[1];
    }

    private static boolean isCategorical(int feature) {
        return IntStream.of(CATEGORICAL).anyMatch(c -> c == feature);
    }
}
