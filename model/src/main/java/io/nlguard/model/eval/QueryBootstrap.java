package io.nlguard.model.eval;

import java.util.Arrays;
import java.util.SplittableRandom;

import io.nlguard.model.calibrate.RankedScores;

/**
 * How far an AUC could move on another sample of test queries from the same databases: the middle 95%
 * of the AUC over bootstrap draws of whole queries. Queries are drawn, not nodes, because the nodes of
 * one query are wrong together; drawing nodes one by one would understate the spread. It says nothing
 * of other databases: an experiment tests on three, too few to draw from.
 */
public final class QueryBootstrap {

    /** Draws behind every interval of the report. */
    public static final int DRAWS = 1000;
    /** Fixed, so the report reproduces. */
    public static final long SEED = 20_261_122L;

    private final int[] groupOfRow;
    private final boolean[] labels;
    private final int[] rowsOfQuery;
    private final int[] queryStart;
    private final int groups;

    /**
     * @param scores     one score per node
     * @param labels     true where the node is wrong (the positive class)
     * @param queryOfRow the query of each node, numbered from 0
     */
    private QueryBootstrap(double[] scores, boolean[] labels, int[] queryOfRow) {
        Inputs.requireSameLength(scores, labels);
        if (queryOfRow.length != scores.length) {
            throw new IllegalArgumentException(queryOfRow.length + " query indices for " + scores.length + " scores");
        }
        RankedScores ranked = RankedScores.of(scores);
        this.groups = ranked.values().length;
        this.groupOfRow = ranked.groupOf();
        this.labels = labels;
        int queries = 0;
        for (int q : queryOfRow) {
            queries = Math.max(queries, q + 1);
        }
        // The rows of each query, laid out query after query.
        this.queryStart = new int[queries + 1];
        for (int q : queryOfRow) {
            queryStart[q + 1]++;
        }
        for (int q = 0; q < queries; q++) {
            queryStart[q + 1] += queryStart[q];
        }
        this.rowsOfQuery = new int[scores.length];
        int[] next = Arrays.copyOf(queryStart, queries);
        for (int i = 0; i < scores.length; i++) {
            rowsOfQuery[next[queryOfRow[i]]++] = i;
        }
    }

    /** The interval of the AUC of {@code scores}, drawing whole queries {@link #DRAWS} times. */
    public static Interval aucInterval(double[] scores, boolean[] labels, int[] queryOfRow) {
        return aucInterval(scores, labels, queryOfRow, DRAWS, SEED);
    }

    public static Interval aucInterval(double[] scores, boolean[] labels, int[] queryOfRow, int draws, long seed) {
        return new QueryBootstrap(scores, labels, queryOfRow).interval(draws, seed);
    }

    private Interval interval(int draws, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int queries = queryStart.length - 1;
        long[] positives = new long[groups];
        long[] negatives = new long[groups];
        double[] aucs = new double[draws];
        int kept = 0;
        for (int d = 0; d < draws; d++) {
            Arrays.fill(positives, 0);
            Arrays.fill(negatives, 0);
            for (int k = 0; k < queries; k++) {
                int q = random.nextInt(queries);
                for (int r = queryStart[q]; r < queryStart[q + 1]; r++) {
                    int row = rowsOfQuery[r];
                    (labels[row] ? positives : negatives)[groupOfRow[row]]++;
                }
            }
            double auc = RocAuc.ofCounts(positives, negatives);
            if (!Double.isNaN(auc)) {
                aucs[kept++] = auc;
            }
        }
        if (kept == 0) {
            return new Interval(Double.NaN, Double.NaN);
        }
        double[] sorted = Arrays.copyOf(aucs, kept);
        Arrays.sort(sorted);
        return new Interval(sorted[(int) Math.floor(0.025 * (kept - 1))], sorted[(int) Math.ceil(0.975 * (kept - 1))]);
    }

    /** The 2.5th and 97.5th percentiles of the drawn AUCs. */
    public record Interval(double low, double high) {

        public boolean contains(double value) {
            return low <= value && value <= high;
        }

        public double width() {
            return high - low;
        }
    }
}
