package io.nlguard.compare.structure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BagsTest {

    @Test
    void intersectionCountsRepeatedElementsAsOftenAsBothHaveThem() {
        assertEquals(2, Bags.intersectionSize(List.of("a", "a", "a", "b"), List.of("a", "a", "c")));
        assertEquals(List.of("a", "b"), Bags.difference(List.of("a", "a", "a", "b"), List.of("a", "a", "c")));
    }

    @Test
    void diceOfTwoEmptyListsIsOne() {
        assertEquals(1.0, Bags.dice(List.of(), List.of()));
        assertEquals(0.0, Bags.dice(List.of("a"), List.of()));
        assertEquals(2.0 * 1 / 3, Bags.dice(List.of("a", "b"), List.of("a")), 1e-12);
    }

    @Test
    void sequenceDiceRewardsSharedOrder() {
        assertEquals(1, Bags.longestCommonSubsequence(List.of("a", "b"), List.of("b", "a")));
        assertEquals(3, Bags.longestCommonSubsequence(List.of("x", "a", "b", "c"), List.of("a", "y", "b", "c")));
        assertEquals(0.5, Bags.sequenceDice(List.of("a", "b"), List.of("b", "a")), 1e-12);
    }

    @Test
    void sameMultisetIgnoresOrderButNotCounts() {
        assertTrue(Bags.sameMultiset(List.of("a", "b", "a"), List.of("a", "a", "b")));
        assertFalse(Bags.sameMultiset(List.of("a", "b"), List.of("a", "b", "b")));
    }
}
