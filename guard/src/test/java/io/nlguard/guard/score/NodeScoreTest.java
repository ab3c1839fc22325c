package io.nlguard.guard.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How a node's probability reads in a warning. */
class NodeScoreTest {

    private static String text(double probability) {
        return new NodeScore(0, "Column(c)", 1, 1, probability).probabilityText();
    }

    @Test
    void twoDecimalsRoundedDownSoThatNothingReadsAsAtAThresholdItIsUnder() {
        assertEquals("0.98", text(0.9889));
        assertEquals("0.99", text(0.99));
        assertEquals("0.29", text(0.29), "a decimal that is not exact in binary stays itself");
        assertEquals("1.00", text(1.0));
        assertEquals("0.00", text(0.004));
    }
}
