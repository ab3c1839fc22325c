package io.nlguard.model.context;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** Parents recovered from pre-order depths, as the guard numbers a statement's nodes. */
class PreorderParentsTest {

    /** Rows of width 2 whose second column is the depth. */
    private static double[] rows(int... depths) {
        double[] rows = new double[depths.length * 2];
        for (int i = 0; i < depths.length; i++) {
            rows[i * 2] = 99; // another feature, never read
            rows[i * 2 + 1] = depths[i];
        }
        return rows;
    }

    @Test
    void eachNodesParentIsTheNearestEarlierNodeOneLevelUp() {
        //        0
        //      /   \
        //     1     4
        //    / \     \
        //   2   3     5
        assertArrayEquals(new int[] {-1, 0, 1, 1, 0, 4}, PreorderParents.of(rows(0, 1, 2, 2, 1, 2), 0, 6, 2, 1));
    }

    @Test
    void aStatementInsideLongerRowsIsReadFromItsOffset() {
        double[] rows = rows(0, 1, 0, 1, 1, 2);
        assertArrayEquals(new int[] {-1, 0, 0, 2}, PreorderParents.of(rows, 2, 4, 2, 1));
    }

    @Test
    void aLoneRootHasNoParent() {
        assertArrayEquals(new int[] {-1}, PreorderParents.of(rows(0), 0, 1, 2, 1));
    }
}
