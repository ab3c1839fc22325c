package io.nlguard.model.label;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * ORDER BY references to output columns, resolved to the expressions they name: {@code ORDER BY
 * revenue} after {@code SUM(x) AS revenue} means {@code ORDER BY SUM(x)}, so the two spellings are
 * equivalent. As in PostgreSQL, an unqualified name in ORDER BY is an output column first; the other
 * clauses see input columns, so only ORDER BY is resolved.
 */
final class OutputAliases {

    private final Map<SqlNode, SqlNode> expressions = new HashMap<>();

    private OutputAliases(SqlTree tree) {
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.COLUMN && node.child(Role.QUALIFIER) == null && inOrderBy(node)) {
                SqlNode select = node.parent().parent().parent();
                SqlNode expression = aliased(select, node.name());
                if (expression != null) {
                    expressions.put(node, expression);
                }
            }
        }
    }

    static OutputAliases of(SqlTree tree) {
        return new OutputAliases(tree);
    }

    /** The expression an ORDER BY output-column reference names, or the node itself. */
    SqlNode expand(SqlNode node) {
        return expressions.getOrDefault(node, node);
    }

    /** Whether the node is an ORDER BY column that names an output column. */
    boolean isReference(SqlNode node) {
        return node != null && expressions.containsKey(node);
    }

    /** Column → Ordered → Order → Select: an ORDER BY item that is just a name. */
    private static boolean inOrderBy(SqlNode column) {
        SqlNode ordered = column.parent();
        return ordered != null && ordered.type() == NodeType.ORDERED && ordered.parent() != null
                && ordered.parent().type() == NodeType.ORDER && ordered.parent().parent() != null
                && ordered.parent().parent().type() == NodeType.SELECT;
    }

    private static SqlNode aliased(SqlNode select, String name) {
        if (name == null) {
            return null;
        }
        String wanted = name.toLowerCase(Locale.ROOT);
        for (SqlNode item : select.children()) {
            if (item.type() != NodeType.ALIAS || item.role() != Role.ITEM) {
                continue;
            }
            SqlNode alias = item.child(Role.ALIAS);
            SqlNode expression = item.child(Role.ITEM);
            if (alias != null && expression != null && alias.name() != null
                    && alias.name().toLowerCase(Locale.ROOT).equals(wanted)) {
                return expression;
            }
        }
        return null;
    }
}
