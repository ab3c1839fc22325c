package io.nlguard.model.context;

/**
 * The parent of each node of one statement, recovered from the rows alone: the guard numbers nodes in
 * pre-order, so a node's parent is the nearest node before it that is one level up. This needs no tree
 * object, so training rows and the driver's rows give the same parents.
 */
final class PreorderParents {

    private PreorderParents() {
    }

    /**
     * Per row, the row of its parent, or -1 for the root.
     *
     * @param depthColumn where the {@code depth} feature is in a row
     */
    static int[] of(double[] rows, int from, int count, int width, int depthColumn) {
        int[] parent = new int[count];
        int[] path = new int[count];
        int top = 0;
        for (int i = 0; i < count; i++) {
            double depth = rows[(from + i) * width + depthColumn];
            while (top > 0 && rows[(from + path[top - 1]) * width + depthColumn] >= depth) {
                top--;
            }
            parent[i] = top == 0 ? -1 : path[top - 1];
            path[top++] = i;
        }
        return parent;
    }
}
