package io.nlguard.guard.features;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Base structural features (paper group 1): the node's type, its parent's and grandparent's, its role,
 * depth and place among its siblings, its subtree, the clause and query level it is in, and the size of
 * the statement; plus one-hot flags for the node types the paper reports on.
 */
final class StructureFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.STRUCTURE);

    private static final int NODE_TYPE = BLOCK.code("node_type", "The node's type", NodeType.class);
    private static final int PARENT_TYPE = BLOCK.code("parent_type", "The parent's type", NodeType.class);
    private static final int GRANDPARENT_TYPE = BLOCK.code("grandparent_type", "The grandparent's type", NodeType.class);
    private static final int ROLE = BLOCK.code("role", "What the node is to its parent", Role.class);
    private static final int PARENT_ROLE = BLOCK.code("parent_role", "What the parent is to its own parent", Role.class);
    private static final int DEPTH = BLOCK.number("depth", "Depth in the tree; 0 for the statement node");
    private static final int CHILD_COUNT = BLOCK.number("child_count", "Number of children");
    private static final int SIBLING_INDEX = BLOCK.number("sibling_index", "Position among the parent's children, from 0");
    private static final int SIBLING_COUNT = BLOCK.number("sibling_count", "Number of the parent's other children");
    private static final int SUBTREE_SIZE = BLOCK.number("subtree_size", "Nodes in the node's subtree, itself included");
    private static final int SUBTREE_HEIGHT = BLOCK.number("subtree_height", "Longest path down to a leaf; 0 for a leaf");
    private static final int CLAUSE = BLOCK.code("clause", "The clause of its query the node is in: select list, FROM, JOIN, WHERE...", Clause.class);
    private static final int IN_CLAUSE = clauseFlags();
    private static final int IN_JOIN_CONDITION = BLOCK.flag("in_join_condition", "Inside a join's ON or USING condition");
    private static final int QUERY_DEPTH = BLOCK.number("query_depth", "Nesting level of the node's query: 0 for the statement's own query");
    private static final int SCOPE_KIND = BLOCK.code("scope_kind", "The kind of the node's query level: root, expression subquery, derived table, CTE, set operation branch", Scope.Kind.class);
    private static final int IN_SUBQUERY = BLOCK.flag("in_subquery", "Inside a parenthesized subquery (in an expression or in FROM)");
    private static final int IN_CTE = BLOCK.flag("in_cte", "Inside a WITH query");
    private static final int STATEMENT_KIND = BLOCK.code("statement_kind", "The statement's type: Select, Union, Insert...", NodeType.class);
    private static final int STATEMENT_NODES = BLOCK.number("statement_nodes", "Nodes in the statement");
    private static final int STATEMENT_DEPTH = BLOCK.number("statement_depth", "Depth of the statement's deepest node");
    private static final int STATEMENT_TABLES = BLOCK.number("statement_tables", "Table nodes in the statement");
    private static final int STATEMENT_JOINS = BLOCK.number("statement_joins", "Joins in the statement");
    private static final int STATEMENT_SET_OPERATIONS = BLOCK.number("statement_set_operations", "UNION / INTERSECT / EXCEPT nodes in the statement");
    private static final int STATEMENT_SUBQUERIES = BLOCK.number("statement_subqueries", "Parenthesized subqueries in the statement");
    private static final int STATEMENT_CTES = BLOCK.number("statement_ctes", "WITH queries in the statement");
    private static final int STATEMENT_COLUMNS = BLOCK.number("statement_columns", "Column references in the statement");
    private static final int STATEMENT_LITERALS = BLOCK.number("statement_literals", "Literals in the statement");
    private static final int IS_COMPARISON = BLOCK.flag("is_comparison", "The node is one of =, <>, >, >=, <, <=");

    /** The node types that get a one-hot flag: the paper's reported types and the common containers and operators. */
    private static final List<NodeType> FLAGGED_TYPES = List.of(NodeType.COLUMN, NodeType.IDENTIFIER, NodeType.LITERAL,
            NodeType.TABLE, NodeType.TABLE_ALIAS, NodeType.STAR, NodeType.ALIAS, NodeType.SUBQUERY, NodeType.SELECT,
            NodeType.FROM, NodeType.JOIN, NodeType.WHERE, NodeType.GROUP, NodeType.HAVING, NodeType.ORDER,
            NodeType.ORDERED, NodeType.LIMIT, NodeType.DISTINCT, NodeType.AGGREGATE, NodeType.FUNCTION, NodeType.EQ,
            NodeType.NEQ, NodeType.GT, NodeType.GTE, NodeType.LT, NodeType.LTE, NodeType.AND, NodeType.OR, NodeType.NOT,
            NodeType.LIKE, NodeType.IN, NodeType.BETWEEN, NodeType.IS, NodeType.NULL, NodeType.EXISTS, NodeType.CAST,
            NodeType.CASE, NodeType.UNION);
    /** Position of each node type's one-hot flag in the block, -1 for types without one. */
    private static final int[] TYPE_FLAG = typeFlags();

    static final StructureFeatures INSTANCE = new StructureFeatures();

    private StructureFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        TreeShape shape = x.shape;
        int id = node.id();
        SqlNode parent = node.parent();
        row[at + NODE_TYPE] = node.type().ordinal() + 1;
        row[at + ROLE] = node.role().ordinal() + 1;
        if (parent != null) {
            row[at + PARENT_TYPE] = parent.type().ordinal() + 1;
            row[at + PARENT_ROLE] = parent.role().ordinal() + 1;
            row[at + SIBLING_INDEX] = shape.siblingIndex[id];
            row[at + SIBLING_COUNT] = parent.children().size() - 1;
            if (parent.parent() != null) {
                row[at + GRANDPARENT_TYPE] = parent.parent().type().ordinal() + 1;
            }
        }
        row[at + DEPTH] = node.depth();
        row[at + CHILD_COUNT] = node.children().size();
        row[at + SUBTREE_SIZE] = shape.subtreeSize[id];
        row[at + SUBTREE_HEIGHT] = shape.height[id];
        int clause = shape.clause[id];
        row[at + CLAUSE] = clause;
        if (clause > 0) {
            row[at + IN_CLAUSE + clause - 1] = 1;
        }
        row[at + IN_JOIN_CONDITION] = shape.has(node, TreeShape.IN_JOIN_CONDITION) ? 1 : 0;
        row[at + QUERY_DEPTH] = shape.queryDepth[id];
        Scope scope = x.scope(node);
        row[at + SCOPE_KIND] = scope == null ? 0 : scope.kind().ordinal() + 1;
        row[at + IN_SUBQUERY] = shape.has(node, TreeShape.IN_SUBQUERY) ? 1 : 0;
        row[at + IN_CTE] = shape.has(node, TreeShape.IN_CTE) ? 1 : 0;
        statement(x, row, at);
        row[at + IS_COMPARISON] = node.type().isComparison() ? 1 : 0;
        int flag = TYPE_FLAG[node.type().ordinal()];
        if (flag >= 0) {
            row[at + flag] = 1;
        }
    }

    private static void statement(Extraction x, double[] row, int at) {
        TreeShape shape = x.shape;
        row[at + STATEMENT_KIND] = x.tree.kind().ordinal() + 1;
        row[at + STATEMENT_NODES] = x.tree.size();
        row[at + STATEMENT_DEPTH] = shape.maxDepth;
        row[at + STATEMENT_TABLES] = shape.tables;
        row[at + STATEMENT_JOINS] = shape.joins;
        row[at + STATEMENT_SET_OPERATIONS] = shape.setOperations;
        row[at + STATEMENT_SUBQUERIES] = shape.subqueries;
        row[at + STATEMENT_CTES] = shape.ctes;
        row[at + STATEMENT_COLUMNS] = shape.columns;
        row[at + STATEMENT_LITERALS] = shape.literals;
    }

    /** One flag per clause, {@code in_where} etc., in Clause order; returns the first's position. */
    private static int clauseFlags() {
        int first = -1;
        for (Clause clause : Clause.values()) {
            int position = BLOCK.flag("in_" + clause.featureName(), "The node is in its query's " + clause.description());
            first = first < 0 ? position : first;
        }
        return first;
    }

    private static int[] typeFlags() {
        int[] positions = new int[NodeType.values().length];
        Arrays.fill(positions, -1);
        for (NodeType type : FLAGGED_TYPES) {
            positions[type.ordinal()] = BLOCK.flag("is_" + type.name().toLowerCase(Locale.ROOT),
                    "The node is a " + type.label() + " node");
        }
        return positions;
    }
}
