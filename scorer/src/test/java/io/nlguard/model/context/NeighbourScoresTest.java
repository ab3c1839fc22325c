package io.nlguard.model.context;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The neighbourhood a context stage reads, on a small tree with known scores. */
class NeighbourScoresTest {

    //          0 (0.1)
    //        /        \
    //     1 (0.2)     4 (0.9)
    //     /    \          \
    //  2 (0.6)  3 (0.6)   5 (0.3)
    private static final int[] PARENT = {-1, 0, 1, 1, 0, 4};
    private static final double[] SCORES = {0.1, 0.2, 0.6, 0.6, 0.9, 0.3};
    private static final double[] VALUES = NeighbourScores.of(SCORES, PARENT);

    private static double value(int node, String name) {
        return VALUES[node * NeighbourScores.WIDTH + NeighbourScores.NAMES.indexOf(name)];
    }

    @Test
    void ownParentAndGrandparentScores() {
        assertEquals(0.6, value(2, "score"));
        assertEquals(0.2, value(2, "score_parent"));
        assertEquals(0.1, value(2, "score_grandparent"));
        assertTrue(Double.isNaN(value(0, "score_parent")), "the root has no parent");
        assertTrue(Double.isNaN(value(1, "score_grandparent")), "a child of the root has no grandparent");
    }

    @Test
    void childrenAndEverythingBelow() {
        assertEquals(0.9, value(0, "score_children_max"));
        assertEquals(0.55, value(0, "score_children_mean"), 1e-12);
        assertEquals(0.9, value(0, "score_below_max"));
        assertEquals(0.6, value(1, "score_below_max"));
        assertTrue(Double.isNaN(value(5, "score_children_max")), "a leaf has no children");
        assertTrue(Double.isNaN(value(5, "score_children_mean")));
        assertTrue(Double.isNaN(value(5, "score_below_max")));
    }

    @Test
    void siblingsAreTheOtherChildrenOfTheParentTiesIncluded() {
        assertEquals(0.9, value(1, "score_siblings_max"));
        assertEquals(0.2, value(4, "score_siblings_max"));
        // two children with the same score: each one's sibling has it
        assertEquals(0.6, value(2, "score_siblings_max"));
        assertEquals(0.6, value(3, "score_siblings_max"));
        assertTrue(Double.isNaN(value(5, "score_siblings_max")), "an only child has no sibling");
        assertTrue(Double.isNaN(value(0, "score_siblings_max")), "neither has the root");
    }

    @Test
    void theStatementAroundTheNode() {
        assertEquals(0.9, value(2, "score_statement_max"));
        assertEquals(2.7 / 6, value(2, "score_statement_mean"), 1e-12);
        assertEquals(0.9, value(2, "score_statement_others_max"));
        assertEquals(0.6, value(4, "score_statement_others_max"), "the riskiest node's others exclude itself");
        assertEquals(0.0, value(4, "score_statement_rank"));
        assertEquals(1.0 / 6, value(2, "score_statement_rank"), 1e-12, "only node 4 scores higher");
        assertEquals(5.0 / 6, value(0, "score_statement_rank"), 1e-12);
        assertEquals(3, value(0, "score_statement_above_half"));
        assertEquals(0.6 - 0.9, value(2, "score_below_statement_max"), 1e-12);
        assertEquals(0.0, value(4, "score_below_statement_max"));
    }

    @Test
    void aStatementOfOneNode() {
        double[] values = NeighbourScores.of(new double[] {0.4}, new int[] {-1});
        assertEquals(0.4, values[NeighbourScores.NAMES.indexOf("score_statement_max")]);
        assertTrue(Double.isNaN(values[NeighbourScores.NAMES.indexOf("score_statement_others_max")]));
        assertEquals(NeighbourScores.WIDTH, values.length);
    }
}
