package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueryBootstrapTest {

    /** Queries of {@code nodesPerQuery} copies of one node: wrong or right together, as a query's nodes tend to be. */
    private record Sample(double[] scores, boolean[] labels, int[] queryOfRow) {

        static Sample of(int queries, int nodesPerQuery, long seed) {
            Random random = new Random(seed);
            int n = queries * nodesPerQuery;
            double[] scores = new double[n];
            boolean[] labels = new boolean[n];
            int[] queryOfRow = new int[n];
            for (int q = 0; q < queries; q++) {
                boolean wrong = random.nextDouble() < 0.3;
                double score = random.nextGaussian() + (wrong ? 0.8 : 0);
                for (int k = 0; k < nodesPerQuery; k++) {
                    int row = q * nodesPerQuery + k;
                    scores[row] = score;
                    labels[row] = wrong;
                    queryOfRow[row] = q;
                }
            }
            return new Sample(scores, labels, queryOfRow);
        }

        int[] eachNodeItsOwnQuery() {
            int[] self = new int[scores.length];
            for (int i = 0; i < self.length; i++) {
                self[i] = i;
            }
            return self;
        }
    }

    @Test
    void theIntervalHoldsTheMeasuredAucAndReproducesWithItsSeed() {
        Sample s = Sample.of(400, 3, 1);
        double auc = RocAuc.of(s.scores(), s.labels());
        QueryBootstrap.Interval interval = QueryBootstrap.aucInterval(s.scores(), s.labels(), s.queryOfRow());
        assertTrue(interval.contains(auc), interval + " should hold " + auc);
        assertTrue(interval.width() > 0.02 && interval.width() < 0.2, "400 queries: " + interval);
        assertEquals(interval, QueryBootstrap.aucInterval(s.scores(), s.labels(), s.queryOfRow()));
        assertTrue(!interval.equals(QueryBootstrap.aucInterval(s.scores(), s.labels(), s.queryOfRow(), 1000, 2)),
                "another seed draws other samples");
    }

    @Test
    void nodesOfOneQueryDoNotCountAsIndependentEvidence() {
        // Ten copies of each node carry no more information than one; drawing nodes would pretend they do.
        Sample s = Sample.of(300, 10, 2);
        double byQuery = QueryBootstrap.aucInterval(s.scores(), s.labels(), s.queryOfRow()).width();
        double byNode = QueryBootstrap.aucInterval(s.scores(), s.labels(), s.eachNodeItsOwnQuery()).width();
        assertTrue(byQuery > 2 * byNode, "by query " + byQuery + ", by node " + byNode);
        Sample single = Sample.of(300, 1, 2);
        double oneNodeEach = QueryBootstrap.aucInterval(single.scores(), single.labels(), single.queryOfRow()).width();
        assertEquals(oneNodeEach, byQuery, 0.3 * oneNodeEach, "the copies add nothing when queries are drawn");
    }

    @Test
    void moreQueriesNarrowTheInterval() {
        Sample small = Sample.of(200, 2, 3);
        Sample large = Sample.of(3200, 2, 3);
        double narrow = QueryBootstrap.aucInterval(large.scores(), large.labels(), large.queryOfRow()).width();
        double wide = QueryBootstrap.aucInterval(small.scores(), small.labels(), small.queryOfRow()).width();
        // The spread shrinks with the square root of the sample: 16 times the queries, about a quarter.
        assertTrue(narrow < 0.4 * wide, narrow + " against " + wide);
    }

    @Test
    void perfectScoresStayPerfectAndTiesAcrossZeroSignsAreOneValue() {
        double[] scores = {0.1, 0.2, 0.8, 0.9, 0.15, 0.85};
        boolean[] labels = {false, false, true, true, false, true};
        QueryBootstrap.Interval perfect = QueryBootstrap.aucInterval(scores, labels, new int[] {0, 0, 1, 1, 2, 2});
        assertEquals(new QueryBootstrap.Interval(1.0, 1.0), perfect);
        QueryBootstrap.Interval tied = QueryBootstrap.aucInterval(new double[] {-0.0, 0.0}, new boolean[] {true, false},
                new int[] {0, 0});
        assertEquals(new QueryBootstrap.Interval(0.5, 0.5), tied);
    }

    @Test
    void rejectsMisalignedInput() {
        assertThrows(IllegalArgumentException.class,
                () -> QueryBootstrap.aucInterval(new double[] {0.1, 0.2}, new boolean[] {true, false}, new int[] {0}));
        assertThrows(IllegalArgumentException.class,
                () -> QueryBootstrap.aucInterval(new double[] {Double.NaN}, new boolean[] {true}, new int[] {0}));
    }
}
