package io.nlguard.guard.features;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The clauses and sizes of one query level, read once per query from its direct children: what
 * every node of the query shares as context.
 */
final class QuerySummary {

    boolean distinct;
    boolean where;
    boolean groupBy;
    boolean having;
    boolean orderBy;
    boolean limit;
    boolean offset;
    /** The LIMIT count when it is a number literal, else 0. */
    double limitValue;
    int selectItems;
    boolean selectStar;
    /** An aggregate call makes the query a grouped one: one in its select list, HAVING or ORDER BY. */
    boolean aggregate;
    int wherePredicates;
    int sources;
    int joins;
    private final List<SqlNode> groupedColumns = new ArrayList<>(2);

    private QuerySummary() {
    }

    static QuerySummary of(SqlNode query) {
        QuerySummary summary = new QuerySummary();
        for (SqlNode child : query.children()) {
            summary.read(child);
        }
        return summary;
    }

    /**
     * Whether GROUP BY groups this column: a grouped column that resolved to the same source under the
     * same name, or, where either did not resolve, one of the same name.
     */
    boolean groups(SqlNode column, Scopes scopes) {
        ColumnRef ref = scopes.column(column);
        for (SqlNode grouped : groupedColumns) {
            if (grouped.name() == null || !grouped.name().equalsIgnoreCase(column.name())) {
                continue;
            }
            ColumnRef groupedRef = scopes.column(grouped);
            if (ref == null || groupedRef == null || ref.source() == null || groupedRef.source() == null
                    || ref.source() == groupedRef.source()) {
                return true;
            }
        }
        return false;
    }

    private void read(SqlNode child) {
        switch (child.type()) {
            case DISTINCT -> distinct = true;
            case WHERE -> {
                where = true;
                for (SqlNode condition : child.children()) {
                    wherePredicates += predicates(condition);
                }
            }
            case GROUP -> {
                groupBy = true;
                for (SqlNode item : child.children()) {
                    collectGrouped(item, child.parent());
                }
            }
            case HAVING -> {
                having = true;
                aggregate |= containsAggregate(child);
            }
            case ORDER -> {
                orderBy = true;
                aggregate |= containsAggregate(child);
            }
            case LIMIT -> {
                limit = true;
                SqlNode count = child.children().isEmpty() ? null : child.children().get(0);
                if (count != null && count.type() == NodeType.LITERAL && LiteralText.isNumber(count.name())) {
                    double value = Double.parseDouble(count.name().trim());
                    limitValue = Double.isFinite(value) ? value : Double.MAX_VALUE;
                }
            }
            case OFFSET -> offset = true;
            case FROM -> sources += child.children().size();
            case JOIN -> {
                joins++;
                sources++;
            }
            default -> {
                if (child.role() == Role.ITEM && child.parent().type() == NodeType.SELECT) {
                    selectItems++;
                    selectStar |= child.type() == NodeType.STAR
                            || (child.type() == NodeType.COLUMN && "*".equals(child.name()));
                    aggregate |= containsAggregate(child);
                } else if (child.role() == Role.TARGET) {
                    sources++;
                }
            }
        }
    }

    /** GROUP BY items that are columns, also through a position ({@code GROUP BY 1}) naming a select item. */
    private void collectGrouped(SqlNode item, SqlNode query) {
        SqlNode expression = item;
        int position = item.type() == NodeType.LITERAL ? LiteralText.position(item.name()) : -1;
        if (position > 0) {
            expression = selectItem(query, position);
        }
        if (expression != null && expression.type() == NodeType.ALIAS && !expression.children().isEmpty()) {
            expression = expression.children().get(0);
        }
        if (expression != null && expression.type() == NodeType.COLUMN) {
            groupedColumns.add(expression);
        }
    }

    private static SqlNode selectItem(SqlNode query, int position) {
        int index = 0;
        for (SqlNode child : query.children()) {
            if (child.role() == Role.ITEM && ++index == position) {
                return child;
            }
        }
        return null;
    }

    /** The atoms of a condition: its AND / OR / NOT / parenthesis structure does not count. */
    private static int predicates(SqlNode condition) {
        NodeType type = condition.type();
        if (type == NodeType.AND || type == NodeType.OR || type == NodeType.NOT || type == NodeType.PAREN) {
            int count = 0;
            for (SqlNode part : condition.children()) {
                count += predicates(part);
            }
            return count;
        }
        return 1;
    }

    /** An aggregate call that groups: not inside a window (a windowed aggregate does not) nor a nested query. */
    private static boolean containsAggregate(SqlNode node) {
        NodeType type = node.type();
        if (type == NodeType.AGGREGATE) {
            return true;
        }
        if (type == NodeType.WINDOW || type == NodeType.SUBQUERY || type.isQuery()) {
            return false;
        }
        for (SqlNode child : node.children()) {
            if (containsAggregate(child)) {
                return true;
            }
        }
        return false;
    }
}
