package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DistinctScoresTest {

    @Test
    void groupsTiesAscendingWithTheirClassCounts() {
        DistinctScores groups = DistinctScores.of(
                new double[] {0.5, 0.1, 0.5, 0.9, 0.1, 0.5},
                new boolean[] {true, false, false, true, false, true});
        assertEquals(3, groups.size());
        assertEquals(0.1, groups.value(0));
        assertEquals(0.5, groups.value(1));
        assertEquals(0.9, groups.value(2));
        assertEquals(0, groups.positives(0));
        assertEquals(2, groups.negatives(0));
        assertEquals(2, groups.positives(1));
        assertEquals(1, groups.negatives(1));
        assertEquals(1, groups.positives(2));
        assertEquals(0, groups.negatives(2));
        assertEquals(3, groups.totalPositives());
        assertEquals(3, groups.totalNegatives());
    }
}
