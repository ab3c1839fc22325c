package io.nlguard.guard.score;

import java.util.List;

/**
 * The scores of one statement's nodes.
 *
 * @param scorer  {@link NodeScorer#id()} of the scorer that gave them
 * @param nodes   every node's score, by node id
 * @param riskiest the nodes at or over the warning threshold, riskiest first, with their drivers
 */
public record NodeScores(String scorer, List<NodeScore> nodes, List<RiskyNode> riskiest) {

    public NodeScores {
        nodes = List.copyOf(nodes);
        riskiest = List.copyOf(riskiest);
    }

    /** The highest node probability: how likely the statement is wrong somewhere. */
    public double maxProbability() {
        double max = 0;
        for (NodeScore node : nodes) {
            max = Math.max(max, node.probability());
        }
        return max;
    }
}
