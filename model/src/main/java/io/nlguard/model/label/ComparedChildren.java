package io.nlguard.model.label;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * The children of a node that recursive equivalence compares, computed once per node of one tree.
 * Left out: alias declarations (alias names may differ) and the qualifier and schema identifiers of
 * columns, stars and tables (compared through the alias map by {@link SemanticEquivalence}). The
 * operands of an AND or OR chain are gathered into one list: the operators are associative as well
 * as symmetric, so {@code a AND b AND c} matches {@code c AND (a AND b)}. Likewise inner joins
 * commute: a SELECT whose joins are all inner or cross lists its FROM item, joined items and ON
 * conditions in place of its From and Join nodes, so {@code FROM a JOIN b ON c} matches
 * {@code FROM b JOIN a ON c} (which the paper's equivalence leaves unequal).
 */
final class ComparedChildren {

    private final List<List<SqlNode>> byNodeId;

    ComparedChildren(SqlTree tree) {
        this.byNodeId = new ArrayList<>(Collections.nCopies(tree.size(), null));
    }

    List<SqlNode> of(SqlNode node) {
        List<SqlNode> children = byNodeId.get(node.id());
        if (children == null) {
            children = compute(node);
            byNodeId.set(node.id(), children);
        }
        return children;
    }

    static boolean isChain(NodeType type) {
        return type == NodeType.AND || type == NodeType.OR;
    }

    private static List<SqlNode> compute(SqlNode node) {
        if (node.type() == NodeType.TABLE_ALIAS) {
            return List.of();
        }
        if (isChain(node.type())) {
            List<SqlNode> operands = new ArrayList<>();
            collectOperands(node, node.type(), operands);
            return operands;
        }
        boolean joinGraph = node.type() == NodeType.SELECT && joinsCommute(node);
        List<SqlNode> kept = new ArrayList<>(node.children().size() + 2);
        for (SqlNode child : node.children()) {
            if (joinGraph && (child.type() == NodeType.FROM || child.type() == NodeType.JOIN)) {
                kept.addAll(child.children()); // FROM items and joined items have role THIS, conditions ON
            } else if (child.type() != NodeType.TABLE_ALIAS && child.role() != Role.QUALIFIER && child.role() != Role.SCHEMA) {
                kept.add(child);
            }
        }
        return kept;
    }

    private static boolean joinsCommute(SqlNode select) {
        for (SqlNode child : select.children()) {
            if (child.type() == NodeType.JOIN && !NodeKinds.isCommutingJoin(child)) {
                return false;
            }
        }
        return true;
    }

    private static void collectOperands(SqlNode node, NodeType chain, List<SqlNode> into) {
        for (SqlNode child : node.children()) {
            SqlNode inner = NodeKinds.unwrap(child);
            if (inner.type() == chain) {
                collectOperands(inner, chain, into);
            } else {
                into.add(child);
            }
        }
    }
}
