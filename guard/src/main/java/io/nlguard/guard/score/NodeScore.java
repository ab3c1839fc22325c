package io.nlguard.guard.score;

import java.util.Locale;

/**
 * One node's probability of being wrong, named the way messages name nodes.
 *
 * @param node {@code Column(c.nmae)}
 */
public record NodeScore(int nodeId, String node, int line, int column, double probability) {

    /** {@code Column(c.nmae) at 1:16 (p=0.91)} */
    public String describe() {
        return String.format(Locale.ROOT, "%s at %d:%d (p=%.2f)", node, line, column, probability);
    }
}
