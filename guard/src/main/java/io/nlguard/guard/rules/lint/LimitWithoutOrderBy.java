package io.nlguard.guard.rules.lint;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * LIMIT, OFFSET, FETCH or TOP without ORDER BY: PostgreSQL returns whichever rows it reaches first,
 * which changes with plans and data. Not reported where the query returns one row by construction
 * (aggregates without GROUP BY, no FROM, equality on a single-column primary key), nor under EXISTS.
 */
final class LimitWithoutOrderBy extends LintRule {

    LimitWithoutOrderBy() {
        super("limit-without-order-by", Severity.WARN, "LIMIT/OFFSET/FETCH/TOP without ORDER BY: which rows come back is arbitrary.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (SqlNode query : tree.nodes()) {
            if (!query.type().isQuery() || QueryParts.clause(query, NodeType.ORDER) != null) {
                continue;
            }
            SqlNode limit = limitOf(query);
            if (limit != null && !returnsOneRow(query, scopes) && !underExists(query)) {
                report(context, limit, limitWord(limit) + " without ORDER BY returns an arbitrary subset of the rows; "
                        + "PostgreSQL guarantees no order, so the result can change between runs.",
                        "add ORDER BY on the columns that decide which rows are wanted (ending with a unique key).");
            }
        }
    }

    private static SqlNode limitOf(SqlNode query) {
        for (SqlNode child : query.children()) {
            if (child.role() == Role.CLAUSE && ((child.type() == NodeType.LIMIT && !"ALL".equals(child.name()))
                    || child.type() == NodeType.OFFSET)) {
                return child;
            }
        }
        return null;
    }

    private static String limitWord(SqlNode limit) {
        if (limit.type() == NodeType.OFFSET) {
            return "OFFSET";
        }
        return limit.name() == null ? "LIMIT" : limit.name();
    }

    private static boolean returnsOneRow(SqlNode query, Scopes scopes) {
        if (query.type() != NodeType.SELECT) {
            return false;
        }
        if (QueryParts.clause(query, NodeType.FROM) == null) {
            return true;
        }
        if (QueryParts.clause(query, NodeType.GROUP) == null && QueryParts.firstGroupingAggregate(query) != null) {
            return true;
        }
        return pinsPrimaryKey(QueryParts.clause(query, NodeType.WHERE), scopes);
    }

    /** {@code WHERE id = 5} (a top-level conjunct) on a table with the single-column primary key id, and no join. */
    private static boolean pinsPrimaryKey(SqlNode where, Scopes scopes) {
        if (where == null || where.parent().child(NodeType.JOIN) != null) {
            return false;
        }
        return pins(where.child(Role.THIS), scopes);
    }

    private static boolean pins(SqlNode condition, Scopes scopes) {
        if (condition == null) {
            return false;
        }
        if (condition.type() == NodeType.AND) {
            return pins(condition.child(Role.THIS), scopes) || pins(condition.child(Role.EXPRESSION), scopes);
        }
        if (condition.type() != NodeType.EQ) {
            return false;
        }
        return isKeyColumn(condition.child(Role.THIS), scopes) || isKeyColumn(condition.child(Role.EXPRESSION), scopes);
    }

    private static boolean isKeyColumn(SqlNode node, Scopes scopes) {
        ColumnRef ref = node != null && node.type() == NodeType.COLUMN ? scopes.column(node) : null;
        if (ref == null || ref.outerLevels() > 0 || !(ref.source() instanceof TableSource table) || table.table() == null) {
            return false;
        }
        var key = table.table().primaryKey();
        return key.size() == 1 && key.get(0).equalsIgnoreCase(node.name());
    }

    /** {@code EXISTS (SELECT 1 FROM t LIMIT 1)}: only whether a row exists matters. */
    private static boolean underExists(SqlNode query) {
        SqlNode parent = query.parent();
        if (parent != null && parent.type() == NodeType.SUBQUERY) {
            parent = parent.parent();
        }
        return parent != null && parent.type() == NodeType.EXISTS;
    }
}
