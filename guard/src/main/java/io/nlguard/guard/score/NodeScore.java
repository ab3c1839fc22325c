package io.nlguard.guard.score;

/**
 * One node's probability of being wrong, named the way messages name nodes.
 *
 * @param node {@code Column(c.nmae)}
 */
public record NodeScore(int nodeId, String node, int line, int column, double probability) {
}
