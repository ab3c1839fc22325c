package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The clause nodes of one query level (a SELECT, or the level of a set operation, which has only
 * WITH, ORDER BY and LIMIT/OFFSET), picked out of the statement tree once.
 *
 * @param items  SELECT-list items in order (ALIAS nodes for aliased ones)
 * @param limits LIMIT, TOP, FETCH FIRST and OFFSET nodes
 */
record QueryParts(SqlNode with, SqlNode distinct, List<SqlNode> items, SqlNode from, List<SqlNode> joins,
                  SqlNode where, SqlNode group, SqlNode having, SqlNode order, List<SqlNode> limits) {

    static QueryParts of(SqlNode query) {
        SqlNode with = null;
        SqlNode distinct = null;
        SqlNode from = null;
        SqlNode where = null;
        SqlNode group = null;
        SqlNode having = null;
        SqlNode order = null;
        List<SqlNode> items = new ArrayList<>();
        List<SqlNode> joins = new ArrayList<>();
        List<SqlNode> limits = new ArrayList<>();
        boolean select = query.type() == NodeType.SELECT;
        for (SqlNode child : query.children()) {
            switch (child.type()) {
                case WITH -> with = child;
                case DISTINCT -> distinct = child;
                case FROM -> from = child;
                case JOIN -> joins.add(child);
                case WHERE -> where = child.children().get(0);
                case GROUP -> group = child;
                case HAVING -> having = child.children().get(0);
                case ORDER -> order = child;
                case LIMIT, OFFSET -> limits.add(child);
                default -> {
                    if (select && child.role() == Role.ITEM) {
                        items.add(child);
                    }
                }
            }
        }
        return new QueryParts(with, distinct, List.copyOf(items), from, List.copyOf(joins), where, group, having,
                order, List.copyOf(limits));
    }
}
