package io.nlguard.model.label;

import java.util.BitSet;

import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** The labels while Algorithm 1 runs: one error bit per generated node, every node starting as error. */
final class Verdicts {

    private final SqlTree tree;
    private final BitSet errors;
    /** One past the last pre-order id of each node's subtree: a subtree is an id range. */
    private final int[] subtreeEnd;

    private Verdicts(SqlTree tree) {
        this.tree = tree;
        this.errors = new BitSet(tree.size());
        this.errors.set(0, tree.size());
        this.subtreeEnd = subtreeEnds(tree);
    }

    static Verdicts allErrors(SqlTree tree) {
        return new Verdicts(tree);
    }

    SqlTree tree() {
        return tree;
    }

    boolean isError(SqlNode node) {
        return errors.get(node.id());
    }

    void markError(SqlNode node) {
        errors.set(node.id());
    }

    void markCorrect(SqlNode node) {
        errors.clear(node.id());
    }

    void set(SqlNode node, boolean error) {
        errors.set(node.id(), error);
    }

    void markSubtreeCorrect(SqlNode node) {
        errors.clear(node.id(), subtreeEnd[node.id()]);
    }

    NodeLabels toLabels() {
        return new NodeLabels(tree, errors);
    }

    private static int[] subtreeEnds(SqlTree tree) {
        int[] ends = new int[tree.size()];
        // reverse pre-order: a node's last child is settled before the node
        for (int id = tree.size() - 1; id >= 0; id--) {
            SqlNode node = tree.node(id);
            int childCount = node.children().size();
            ends[id] = childCount == 0 ? id + 1 : ends[node.children().get(childCount - 1).id()];
        }
        return ends;
    }
}
