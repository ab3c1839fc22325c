package io.nlguard.guard.score;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * One node's probability of being wrong, named the way messages name nodes.
 *
 * @param node {@code Column(c.nmae)}
 */
public record NodeScore(int nodeId, String node, int line, int column, double probability) {

    /**
     * The probability to two decimals, rounded down: a node just under a threshold of two decimals
     * (0.988 under 0.99) must not read as at it in a message that did not block.
     */
    public String probabilityText() {
        return BigDecimal.valueOf(probability).setScale(2, RoundingMode.FLOOR).toPlainString();
    }
}
