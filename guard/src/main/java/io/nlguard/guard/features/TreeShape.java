package io.nlguard.guard.features;

import java.util.List;

import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Where each node of a statement sits, computed for all nodes in one pre-order pass and one
 * reverse pass, so per-node features read arrays instead of walking ancestors: its query, clause,
 * scope, nesting, the constructs it is inside of, its subtree's size, and the statement's counts.
 */
final class TreeShape {

    static final int IN_AGGREGATE = 1;
    static final int IN_FUNCTION = 1 << 1;
    static final int IN_WINDOW = 1 << 2;
    static final int IN_CASE = 1 << 3;
    static final int IN_CAST = 1 << 4;
    static final int IN_CTE = 1 << 5;
    static final int IN_SUBQUERY = 1 << 6;
    static final int IN_JOIN_CONDITION = 1 << 7;
    /** Flags that describe the query level, and so end where a nested query begins. */
    private static final int EXPRESSION_FLAGS = IN_AGGREGATE | IN_FUNCTION | IN_WINDOW | IN_CASE | IN_CAST | IN_JOIN_CONDITION;

    final int[] subtreeSize;
    final int[] height;
    final int[] siblingIndex;
    /** {@link Clause} ordinal + 1; 0 for query nodes themselves. */
    final int[] clause;
    /** Id of the node's query level: the nearest query node at or above it (the root for DML). */
    final int[] query;
    /** 0 for the statement's own query, +1 per enclosing query. */
    final int[] queryDepth;
    /** The IN_* flags of the constructs strictly above the node. */
    final int[] flags;
    /** Id of the ORDER BY item (Ordered node) the node is in, or -1. */
    final int[] orderItem;
    final Scope[] scope;

    int maxDepth;
    int tables;
    int joins;
    int setOperations;
    int subqueries;
    int ctes;
    int columns;
    int literals;

    TreeShape(SqlTree tree, Scopes scopes) {
        int n = tree.size();
        subtreeSize = new int[n];
        height = new int[n];
        siblingIndex = new int[n];
        clause = new int[n];
        query = new int[n];
        queryDepth = new int[n];
        flags = new int[n];
        orderItem = new int[n];
        scope = new Scope[n];
        for (Scope s : scopes.all()) {
            scope[s.node().id()] = s;
        }
        if (n > 0 && scope[0] == null) {
            scope[0] = scopes.root();
        }
        List<SqlNode> nodes = tree.nodes();
        for (int id = 0; id < n; id++) {
            SqlNode node = nodes.get(id);
            place(node, node.parent());
            count(node);
            List<SqlNode> children = node.children();
            for (int i = 0; i < children.size(); i++) {
                siblingIndex[children.get(i).id()] = i;
            }
        }
        for (int id = n - 1; id >= 0; id--) {
            subtreeSize[id] += 1;
            SqlNode parent = nodes.get(id).parent();
            if (parent != null) {
                subtreeSize[parent.id()] += subtreeSize[id];
                height[parent.id()] = Math.max(height[parent.id()], height[id] + 1);
            }
        }
    }

    /** A node that a scope is built for, or the root of a DML statement. */
    static boolean isQueryLevel(SqlNode node) {
        return node.parent() == null || node.type().isQuery();
    }

    boolean has(SqlNode node, int flag) {
        return (flags[node.id()] & flag) != 0;
    }

    private void place(SqlNode node, SqlNode parent) {
        int id = node.id();
        if (parent == null) {
            query[id] = id;
            orderItem[id] = node.type() == NodeType.ORDERED ? id : -1;
            return;
        }
        int p = parent.id();
        boolean queryLevel = isQueryLevel(node);
        int inherited = flags[p] | opens(parent);
        if (parent.type() == NodeType.JOIN && (node.role() == Role.ON || node.role() == Role.USING)) {
            inherited |= IN_JOIN_CONDITION;
        }
        flags[id] = queryLevel ? inherited & ~EXPRESSION_FLAGS : inherited;
        query[id] = queryLevel ? id : query[p];
        queryDepth[id] = queryLevel ? queryDepth[p] + 1 : queryDepth[p];
        if (queryLevel) {
            clause[id] = 0;
        } else if (isQueryLevel(parent)) {
            clause[id] = Clause.opened(node, parent).ordinal() + 1;
        } else {
            clause[id] = clause[p];
        }
        orderItem[id] = node.type() == NodeType.ORDERED ? id : queryLevel ? -1 : orderItem[p];
        if (scope[id] == null) {
            scope[id] = scope[p];
        }
    }

    /** The flag a node sets for everything below it. */
    private static int opens(SqlNode node) {
        return switch (node.type()) {
            case AGGREGATE -> IN_AGGREGATE;
            case FUNCTION -> IN_FUNCTION;
            case WINDOW -> IN_WINDOW;
            case CASE -> IN_CASE;
            case CAST -> IN_CAST;
            case CTE -> IN_CTE;
            case SUBQUERY -> IN_SUBQUERY;
            default -> 0;
        };
    }

    private void count(SqlNode node) {
        maxDepth = Math.max(maxDepth, node.depth());
        switch (node.type()) {
            case TABLE -> tables++;
            case JOIN -> joins++;
            case UNION, INTERSECT, EXCEPT -> setOperations++;
            case SUBQUERY -> subqueries++;
            case CTE -> ctes++;
            case COLUMN -> columns++;
            case LITERAL -> literals++;
            default -> {
            }
        }
    }
}
