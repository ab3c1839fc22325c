package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Results grouped as the Spider evaluation compares them, and what each cluster's vote weighs. */
class ResultClustersTest {

    private static CandidateResult result(Object[]... rows) {
        List<List<Object>> list = new ArrayList<>();
        for (Object[] row : rows) {
            list.add(Arrays.asList(row));
        }
        return CandidateResult.rows(list, rows.length == 0 ? 1 : rows[0].length, false);
    }

    private static Object[] row(Object... cells) {
        return cells;
    }

    private static ClusterMember member(String key, CandidateResult result) {
        return new ClusterMember(key, result, false, 1, true);
    }

    @Test
    void rowsInAnotherOrderAreTheSameBagAndDuplicatesCount() {
        CandidateResult a = result(row("Oslo", 1), row("Bergen", 2), row("Oslo", 1));
        CandidateResult b = result(row("Oslo", 1), row("Oslo", 1), row("Bergen", 2));
        CandidateResult c = result(row("Oslo", 1), row("Bergen", 2), row("Bergen", 2));
        assertTrue(ResultEquality.equal(a, b, false));
        assertFalse(ResultEquality.equal(a, c, false), "the same set, another bag");
        ResultClusters clusters = ResultClusters.of(List.of(member("a", a), member("b", b), member("c", c)));
        assertEquals(2, clusters.size());
        assertEquals(List.of(0, 1), clusters.clusterOf(1));
        assertEquals(2.0 / 3, clusters.share(0), 1e-9);
    }

    @Test
    void columnsInAnotherOrderAreTheSameResultButSwappedValuesAreNot() {
        CandidateResult nameCity = result(row("Ada", "Oslo"), row("Bo", "Bergen"));
        CandidateResult cityName = result(row("Oslo", "Ada"), row("Bergen", "Bo"));
        CandidateResult crossed = result(row("Oslo", "Bo"), row("Bergen", "Ada"));
        assertTrue(ResultEquality.equal(nameCity, cityName, false));
        assertFalse(ResultEquality.equal(nameCity, crossed, false), "same columns as bags, other rows");
        assertEquals(ResultFingerprint.of(nameCity), ResultFingerprint.of(crossed), "the cheap key cannot tell them");
    }

    @Test
    void numbersCompareByValueAcrossTypes() {
        assertTrue(ResultEquality.equal(result(row(3L)), result(row(new BigDecimal("3.00"))), false));
        assertFalse(ResultEquality.equal(result(row(3L)), result(row("3")), false), "text is not a number");
    }

    @Test
    void rowOrderCountsOnlyWhenBothOrderTheirRows() {
        CandidateResult ascending = result(row(1), row(2));
        CandidateResult descending = result(row(2), row(1));
        assertFalse(ResultEquality.equal(ascending, descending, true));
        assertTrue(ResultEquality.equal(ascending, descending, false));
        ResultClusters bothOrdered = ResultClusters.of(List.of(new ClusterMember("a", ascending, true, 1, true),
                new ClusterMember("b", descending, true, 1, true)));
        assertEquals(2, bothOrdered.size());
        ResultClusters oneOrdered = ResultClusters.of(List.of(new ClusterMember("a", ascending, true, 1, true),
                new ClusterMember("b", descending, false, 1, true)));
        assertEquals(1, oneOrdered.size(), "an unordered query's row order means nothing");
    }

    @Test
    void emptyAndCutResultsWeighLessAndFailuresNothing() {
        CandidateResult rows = result(row(1));
        CandidateResult cut = CandidateResult.rows(List.of(List.of(1)), 1, true);
        List<ClusterMember> members = List.of(member("rows", rows), member("empty", CandidateResult.rows(List.of(), 1,
                false)), member("cut", cut), member("error", CandidateResult.error("22012", "division by zero")),
                member("timeout", CandidateResult.timeout("57014", "canceling statement")),
                new ClusterMember("blocked", CandidateResult.NOT_RUN, false, 3, false));
        ResultClusters clusters = ResultClusters.of(members);
        double total = 8 * ClusterWeights.ROWS; // the most eight votes could weigh: failures count in it
        assertEquals(ClusterWeights.ROWS / total, clusters.share(0), 1e-9);
        assertEquals(ClusterWeights.EMPTY / total, clusters.share(1), 1e-9);
        assertEquals(ClusterWeights.CUT / total, clusters.share(2), 1e-9);
        assertEquals(0, clusters.share(3));
        assertEquals(0, clusters.share(4));
        assertEquals(0, clusters.share(5), "three votes for a blocked candidate count for nothing");
        assertTrue(ClusterWeights.EMPTY < ClusterWeights.ROWS && ClusterWeights.CUT < ClusterWeights.ROWS);
    }

    @Test
    void votesMultiplyAWeightAndTwoFailuresNeverClusterTogether() {
        CandidateResult error = CandidateResult.error("42883", "operator does not exist");
        ResultClusters clusters = ResultClusters.of(List.of(new ClusterMember("a", result(row(1)), false, 3, true),
                new ClusterMember("b", result(row(2)), false, 1, true), member("c", error), member("d", error)));
        assertEquals(0.5, clusters.share(0), 1e-9, "three votes of six: the failures count in the total");
        assertEquals(List.of(2), clusters.clusterOf(2));
    }

    @Test
    void candidatesThatFailedInAnEarlierRoundCountInTheTotal() {
        List<ClusterMember> repaired = List.of(member("a", result(row(1))));
        assertEquals(1, ResultClusters.of(repaired).share(0));
        assertEquals(0.25, ResultClusters.of(repaired, 3).share(0), 1e-9);
    }

    @Test
    void theClustersDoNotDependOnTheOrderOfTheMembers() {
        // a ordered and c ordered differ; b is unordered and equals both: which it joins is decided by the keys
        CandidateResult up = result(row(1), row(2));
        CandidateResult down = result(row(2), row(1));
        List<ClusterMember> members = new ArrayList<>(List.of(new ClusterMember("a", up, true, 1, true),
                new ClusterMember("b", down, false, 1, true), new ClusterMember("c", down, true, 1, true)));
        List<List<String>> expected = keyed(members);
        for (int i = 0; i < 5; i++) {
            Collections.rotate(members, 1);
            if (i == 2) {
                Collections.swap(members, 0, 1);
            }
            assertEquals(expected, keyed(members));
        }
        assertEquals(List.of(List.of("a", "b"), List.of("a", "b"), List.of("c")), expected);
    }

    /** Each member's cluster as keys, in key order. */
    private static List<List<String>> keyed(List<ClusterMember> members) {
        ResultClusters clusters = ResultClusters.of(members);
        List<Integer> byKey = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            byKey.add(i);
        }
        byKey.sort((x, y) -> members.get(x).key().compareTo(members.get(y).key()));
        return byKey.stream().map(i -> clusters.clusterOf(i).stream().map(m -> members.get(m).key()).sorted()
                .toList()).toList();
    }
}
