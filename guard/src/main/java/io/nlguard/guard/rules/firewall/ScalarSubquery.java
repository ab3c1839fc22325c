package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * A scalar subquery that reads no table: {@code (SELECT CASE WHEN 1=1 THEN 1 ELSE 0 END)}, or one
 * selecting a constant from a one-row VALUES list. Its value is its only SELECT item's. A subquery with a
 * WHERE, GROUP BY, a table or several rows depends on the data (or could fail), so it is not a constant.
 */
final class ScalarSubquery {

    private ScalarSubquery() {
    }

    static ConstantValue of(SqlNode subquery) {
        SqlNode select = subquery.children().size() == 1 ? subquery.children().get(0) : null;
        if (select == null || select.type() != NodeType.SELECT) {
            return null;
        }
        SqlNode item = null;
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM) {
                if (item != null) {
                    return null;
                }
                item = child;
            } else if (!(child.type() == NodeType.FROM && fromOneConstantRow(child))) {
                return null;
            }
        }
        if (item == null || item.type() == NodeType.STAR) {
            return null;
        }
        return ConstantValue.of(item.type() == NodeType.ALIAS ? ConstantValue.first(item) : item);
    }

    /** FROM (VALUES (constants)) alias: one row, so the SELECT item is computed once. */
    private static boolean fromOneConstantRow(SqlNode from) {
        SqlNode source = from.children().size() == 1 ? from.children().get(0) : null;
        if (source != null && source.type() == NodeType.PAREN) {
            source = source.children().isEmpty() ? null : source.children().get(0);
        }
        SqlNode values = source != null && source.type() == NodeType.SUBQUERY && source.children().size() == 1
                ? source.children().get(0) : null;
        if (values == null || values.type() != NodeType.VALUES) {
            return false;
        }
        for (SqlNode row : values.children()) {
            if (row.type() == NodeType.TUPLE || ConstantValue.of(row) == null) {
                return false;
            }
        }
        return true;
    }
}
