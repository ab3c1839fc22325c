package io.nlguard.model.label;

import java.util.Locale;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The nodes the labeler treats specially: wrappers that are transparent for equivalence, alias
 * declarations whose names may differ, and the qualifier and schema names compared through the
 * column, star or table they belong to.
 */
final class NodeKinds {

    private NodeKinds() {
    }

    /**
     * What a wrapper wraps, or null for a node that is no wrapper. Wrappers are a select-list alias
     * ({@code expr AS name}) and parentheses around one expression: neither changes what the query
     * computes (output names do not count, as in execution accuracy), so equivalence looks through
     * them and they take the label of their content in the end.
     */
    static SqlNode content(SqlNode node) {
        if (node.type() == NodeType.ALIAS) {
            for (SqlNode child : node.children()) {
                if (child.role() != Role.ALIAS) {
                    return child;
                }
            }
            return null;
        }
        // a parenthesised FROM item with joins or an alias has more children and is no wrapper
        return node.type() == NodeType.PAREN && node.children().size() == 1 ? node.children().get(0) : null;
    }

    /** The node itself, or the innermost content of a chain of wrappers. */
    static SqlNode unwrap(SqlNode node) {
        SqlNode current = node;
        for (SqlNode inner = content(current); inner != null; inner = content(current)) {
            current = inner;
        }
        return current;
    }

    /** The table or alias in front of a column or star ({@code t} in {@code t.a}). */
    static boolean isQualifier(SqlNode node) {
        return node.type() == NodeType.IDENTIFIER && node.role() == Role.QUALIFIER;
    }

    /** A name a query declares for a table or an output column: its spelling is free. */
    static boolean isAliasName(SqlNode node) {
        SqlNode parent = node.parent();
        return node.type() == NodeType.IDENTIFIER && parent != null
                && (parent.type() == NodeType.TABLE_ALIAS || (parent.type() == NodeType.ALIAS && node.role() == Role.ALIAS));
    }

    /**
     * A part that is judged through its parent rather than on its own: a TableAlias or alias name
     * (free spelling), a qualifier (either side may omit it) or a schema name (likewise). Correct
     * whenever its parent is.
     */
    static boolean isJudgedWithParent(SqlNode node) {
        return node.type() == NodeType.TABLE_ALIAS || isAliasName(node) || isQualifier(node)
                || (node.type() == NodeType.IDENTIFIER && node.role() == Role.SCHEMA);
    }

    /** A join's kind without noise words: INNER and OUTER dropped, a comma join spelled CROSS JOIN. */
    static String joinKind(SqlNode join) {
        String kind = join.name() == null ? "JOIN" : join.name().toUpperCase(Locale.ROOT).replace("INNER ", "").replace("OUTER ", "");
        return kind.equals(",") ? "CROSS JOIN" : kind;
    }

    /** An inner or cross join on ON conditions: such joins commute (no USING, NATURAL or outer join). */
    static boolean isCommutingJoin(SqlNode join) {
        String kind = joinKind(join);
        return (kind.equals("JOIN") || kind.equals("CROSS JOIN")) && join.child(Role.USING) == null;
    }

    /** A name as PostgreSQL compares it: unquoted names fold to lower case, quoted ones are exact. */
    static String nameKey(SqlNode node) {
        String name = node.name();
        if (name == null) {
            return "";
        }
        return node.quoted() ? name : name.toLowerCase(Locale.ROOT);
    }
}
