package io.nlguard.nl.linking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

class LinkingScoreTest {

    @Test
    void recallPrecisionF1AndStrict() {
        LinkingScore s = LinkingScore.of(Set.of("a", "b"), Set.of("a", "c", "d", "e"));
        assertFalse(s.strict());
        assertEquals(0.5, s.recall());
        assertEquals(0.25, s.precision());
        assertEquals(2 * 0.5 * 0.25 / 0.75, s.f1(), 1e-12);
        assertTrue(LinkingScore.of(Set.of("a"), Set.of("a", "b")).strict());
    }

    @Test
    void zeroDenominatorsGiveZero() {
        LinkingScore empty = LinkingScore.of(Set.of("a"), Set.of());
        assertEquals(0, empty.precision());
        assertEquals(0, empty.f1());
    }

    @Test
    void tallyAveragesPerQuestion() {
        LinkingTally tally = new LinkingTally();
        tally.add(LinkingScore.of(Set.of("a"), Set.of("a")), 100);
        tally.add(LinkingScore.of(Set.of("a", "b"), Set.of("a", "x")), 300);
        tally.add(LinkingScore.of(Set.of("a"), Set.of("a", "b", "c", "d")), 50);
        assertEquals(3, tally.questions());
        assertEquals(200.0 / 3, tally.srr(), 1e-9);
        assertEquals(100.0 * (1 + 0.5 + 1) / 3, tally.nsr(), 1e-9);
        assertEquals(100.0 * (1 + 0.5 + 0.25) / 3, tally.nsp(), 1e-9);
        assertEquals(150, tally.meanTokens(), 1e-9);
        assertEquals(100, tally.medianTokens());
    }
}
