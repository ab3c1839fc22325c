package io.nlguard.guard.rules.lint;

import java.util.function.Consumer;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** Structural questions the lint rules ask about one query level, none of which looks into nested queries. */
final class QueryParts {

    private QueryParts() {
    }

    /** The query's own clause of this type (Where, Group, Having, Order...), or null. */
    static SqlNode clause(SqlNode query, NodeType type) {
        for (SqlNode child : query.children()) {
            if (child.type() == type && child.role() == Role.CLAUSE) {
                return child;
            }
        }
        return null;
    }

    /** A nested query: its clauses belong to another level. */
    static boolean isQuery(SqlNode node) {
        return node.type().isQuery() || node.type() == NodeType.SUBQUERY;
    }

    /** Visits {@code root} and its descendants, without entering nested queries. */
    static void walk(SqlNode root, Consumer<SqlNode> visitor) {
        if (root == null) {
            return;
        }
        visitor.accept(root);
        for (SqlNode child : root.children()) {
            if (!isQuery(child)) {
                walk(child, visitor);
            }
        }
    }

    /**
     * The first aggregate call that makes this SELECT a grouped query: in its select list, HAVING
     * or ORDER BY, not inside a window (a windowed aggregate does not group) nor a nested query.
     */
    static SqlNode firstGroupingAggregate(SqlNode select) {
        for (SqlNode child : select.children()) {
            boolean counts = child.role() == Role.ITEM || child.type() == NodeType.HAVING || child.type() == NodeType.ORDER;
            SqlNode found = counts ? aggregateIn(child) : null;
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static SqlNode aggregateIn(SqlNode node) {
        if (node.type() == NodeType.AGGREGATE) {
            return node;
        }
        if (node.type() == NodeType.WINDOW || isQuery(node)) {
            return null;
        }
        for (SqlNode child : node.children()) {
            SqlNode found = aggregateIn(child);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Whether an aggregate call lies between {@code node} and {@code query}. */
    static boolean insideAggregate(SqlNode node, SqlNode query) {
        for (SqlNode n = node.parent(); n != null && n != query; n = n.parent()) {
            if (n.type() == NodeType.AGGREGATE) {
                return true;
            }
        }
        return false;
    }

    /** The child of {@code query} that contains {@code node} (its clause or select item), or null. */
    static SqlNode partOf(SqlNode node, SqlNode query) {
        SqlNode previous = node;
        for (SqlNode n = node.parent(); n != null; n = n.parent()) {
            if (n == query) {
                return previous;
            }
            previous = n;
        }
        return null;
    }

    /** The expression of a select item: the aliased expression for {@code a AS k}, else the item itself. */
    static SqlNode expressionOf(SqlNode item) {
        if (item != null && item.type() == NodeType.ALIAS && !item.children().isEmpty()) {
            return item.children().get(0);
        }
        return item;
    }

    /** The {@code position}-th (1-based) select item of a SELECT, or null. */
    static SqlNode selectItem(SqlNode select, int position) {
        int index = 0;
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM && ++index == position) {
                return child;
            }
        }
        return null;
    }

    /** The select item aliased {@code name} (case-insensitive), or null. */
    static SqlNode aliasedItem(SqlNode select, String name) {
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM && child.type() == NodeType.ALIAS && child.name() != null
                    && child.name().equalsIgnoreCase(name)) {
                return child;
            }
        }
        return null;
    }

    /** A positive integer literal's value ({@code ORDER BY 2}), or -1. */
    static int ordinal(SqlNode node) {
        if (node == null || node.type() != NodeType.LITERAL
                || !(node.ast() instanceof net.sf.jsqlparser.expression.LongValue value)) {
            return -1;
        }
        long v = value.getValue();
        return v > 0 && v < Integer.MAX_VALUE ? (int) v : -1;
    }

    /** Source text with case and white space folded, to compare expressions as written. */
    static String normalized(SqlNode node) {
        String text = node.text();
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c) && c != '"' && c != '`') {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }
}
