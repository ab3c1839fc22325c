package io.nlguard.model.label;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;

import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** The labels of one generated statement tree: for each node (by {@link SqlNode#id()}), correct or error. */
public final class NodeLabels {

    private final SqlTree tree;
    private final BitSet errors;

    NodeLabels(SqlTree tree, BitSet errors) {
        this.tree = tree;
        this.errors = (BitSet) errors.clone();
    }

    /** The generated tree the labels belong to. */
    public SqlTree tree() {
        return tree;
    }

    /** Number of labeled nodes: every node of the tree. */
    public int size() {
        return tree.size();
    }

    public boolean isError(int nodeId) {
        Objects.checkIndex(nodeId, tree.size());
        return errors.get(nodeId);
    }

    public int errorCount() {
        return errors.cardinality();
    }

    public boolean anyError() {
        return !errors.isEmpty();
    }

    /** The nodes labeled error, in pre-order. */
    public List<SqlNode> errors() {
        List<SqlNode> nodes = new ArrayList<>(errors.cardinality());
        for (int id = errors.nextSetBit(0); id >= 0; id = errors.nextSetBit(id + 1)) {
            nodes.add(tree.node(id));
        }
        return nodes;
    }

    @Override
    public String toString() {
        List<String> shown = new ArrayList<>();
        for (SqlNode node : errors()) {
            shown.add(node.describe());
        }
        return errorCount() + " of " + size() + " nodes wrong: " + shown;
    }
}
