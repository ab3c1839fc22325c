package io.nlguard.model.label;

import java.util.Arrays;

/**
 * Whether two equally long lists can be paired off one to one (augmenting paths, Kuhn's algorithm).
 * Greedy pairing is not enough: equivalence is not transitive ({@code name} matches both
 * {@code a.name} and {@code b.name}, which do not match each other).
 */
final class BipartiteMatching {

    /** Whether left item {@code left} may pair with right item {@code right}. */
    interface Edge {
        boolean test(int left, int right);
    }

    private BipartiteMatching() {
    }

    static boolean isPerfect(int size, Edge edge) {
        int[] leftOfRight = new int[size];
        Arrays.fill(leftOfRight, -1);
        for (int left = 0; left < size; left++) {
            if (!augment(left, size, edge, leftOfRight, new boolean[size])) {
                return false; // this item pairs with nothing, whatever the others do
            }
        }
        return true;
    }

    private static boolean augment(int left, int size, Edge edge, int[] leftOfRight, boolean[] visited) {
        for (int right = 0; right < size; right++) {
            if (!visited[right] && edge.test(left, right)) {
                visited[right] = true;
                if (leftOfRight[right] < 0 || augment(leftOfRight[right], size, edge, leftOfRight, visited)) {
                    leftOfRight[right] = left;
                    return true;
                }
            }
        }
        return false;
    }
}
