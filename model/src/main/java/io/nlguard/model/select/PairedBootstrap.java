package io.nlguard.model.select;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import io.nlguard.model.eval.QueryBootstrap;

/**
 * The middle 95% of the difference in accuracy between two selectors on the same questions, over bootstrap
 * draws of whole clusters (a question, or all the rows of one question across candidate sets, which are
 * right or wrong together). Fixed seed, so a report reproduces.
 */
public final class PairedBootstrap {

    private PairedBootstrap() {
    }

    /**
     * @param a       per row, whether the first selector is right
     * @param b       per row, whether the second is
     * @param cluster per row, what it is drawn with
     * @return the interval of accuracy(a) − accuracy(b)
     */
    public static QueryBootstrap.Interval difference(boolean[] a, boolean[] b, Object[] cluster) {
        if (a.length != b.length || a.length != cluster.length || a.length == 0) {
            throw new IllegalArgumentException("as many rows of both selectors and clusters, at least one");
        }
        Map<Object, Integer> index = new HashMap<>();
        for (Object c : cluster) {
            index.putIfAbsent(c, index.size());
        }
        int clusters = index.size();
        long[] diff = new long[clusters];
        long[] rows = new long[clusters];
        for (int i = 0; i < a.length; i++) {
            int c = index.get(cluster[i]);
            diff[c] += (a[i] ? 1 : 0) - (b[i] ? 1 : 0);
            rows[c]++;
        }
        SplittableRandom random = new SplittableRandom(QueryBootstrap.SEED);
        double[] draws = new double[QueryBootstrap.DRAWS];
        for (int d = 0; d < draws.length; d++) {
            long sum = 0;
            long n = 0;
            for (int k = 0; k < clusters; k++) {
                int c = random.nextInt(clusters);
                sum += diff[c];
                n += rows[c];
            }
            draws[d] = (double) sum / n;
        }
        Arrays.sort(draws);
        return new QueryBootstrap.Interval(draws[(int) Math.floor(0.025 * (draws.length - 1))],
                draws[(int) Math.ceil(0.975 * (draws.length - 1))]);
    }
}
