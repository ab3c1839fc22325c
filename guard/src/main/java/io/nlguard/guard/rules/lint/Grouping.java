package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * What a SELECT's GROUP BY groups: columns (by source and name, so {@code name} and {@code T1.name}
 * match), and expressions as written. GROUP BY positions and output aliases stand for the select
 * items they name, as PostgreSQL reads them.
 */
final class Grouping {

    private record GroupedColumn(Source source, String name) {
    }

    private final Scopes scopes;
    private final SqlNode select;
    private final List<GroupedColumn> columns = new ArrayList<>();
    private final Set<String> expressions = new HashSet<>();

    private Grouping(Scopes scopes, SqlNode select) {
        this.scopes = scopes;
        this.select = select;
    }

    /** The grouping of {@code select}; empty when it has no GROUP BY. */
    static Grouping of(Scopes scopes, SqlNode select) {
        Grouping grouping = new Grouping(scopes, select);
        SqlNode group = QueryParts.clause(select, NodeType.GROUP);
        if (group != null) {
            for (SqlNode item : group.children()) {
                grouping.add(item, true);
            }
        }
        return grouping;
    }

    private void add(SqlNode expression, boolean mayNameItem) {
        if (expression == null) {
            return;
        }
        if (expression.type() == NodeType.TUPLE || expression.type() == NodeType.PAREN) {
            // GROUP BY (a, b)
            for (SqlNode part : expression.children()) {
                add(part, mayNameItem);
            }
            return;
        }
        int position = QueryParts.ordinal(expression);
        if (position > 0 && mayNameItem) {
            add(QueryParts.expressionOf(QueryParts.selectItem(select, position)), false);
            return;
        }
        if (expression.type() == NodeType.COLUMN) {
            ColumnRef ref = scopes.column(expression);
            if (ref != null && ref.status() == ColumnRef.Status.OUTPUT_ALIAS && mayNameItem) {
                add(QueryParts.expressionOf(QueryParts.aliasedItem(select, expression.name())), false);
                return;
            }
            if (ref != null && ref.status() == ColumnRef.Status.RESOLVED && ref.source() != null && expression.name() != null) {
                // compared by source, so that name and T1.name are the same grouped column
                columns.add(new GroupedColumn(ref.source(), expression.name()));
                return;
            }
        }
        expressions.add(QueryParts.normalized(expression));
    }

    boolean isEmpty() {
        return columns.isEmpty() && expressions.isEmpty();
    }

    /**
     * Whether a column used in the select list, HAVING or ORDER BY is allowed there: it is grouped,
     * it lies inside a grouped expression, or its table's primary key is grouped (PostgreSQL's
     * functional dependency rule).
     */
    boolean covers(SqlNode column, ColumnRef ref) {
        if (groups(ref.source(), column.name())) {
            return true;
        }
        for (SqlNode n = column; n != null && n != select; n = n.parent()) {
            if (n.role() == Role.CLAUSE) {
                break;
            }
            if (expressions.contains(QueryParts.normalized(n))) {
                return true;
            }
        }
        return ref.source() instanceof TableSource table && primaryKeyGrouped(table);
    }

    private boolean primaryKeyGrouped(TableSource source) {
        if (source.table() == null || source.table().primaryKey().isEmpty()) {
            return false;
        }
        for (String key : source.table().primaryKey()) {
            if (!groups(source, key)) {
                return false;
            }
        }
        return true;
    }

    private boolean groups(Source source, String name) {
        for (GroupedColumn grouped : columns) {
            if (grouped.source() == source && grouped.name().equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every grouped column and expression is among {@code items} (compared the same way). */
    boolean isCoveredBy(List<SqlNode> items) {
        Set<String> itemTexts = new HashSet<>();
        List<GroupedColumn> itemColumns = new ArrayList<>();
        for (SqlNode item : items) {
            SqlNode expression = QueryParts.expressionOf(item);
            itemTexts.add(QueryParts.normalized(expression));
            ColumnRef ref = expression.type() == NodeType.COLUMN ? scopes.column(expression) : null;
            if (ref != null && ref.status() == ColumnRef.Status.RESOLVED && expression.name() != null) {
                itemColumns.add(new GroupedColumn(ref.source(), expression.name()));
            }
        }
        for (GroupedColumn grouped : columns) {
            boolean found = false;
            for (GroupedColumn item : itemColumns) {
                found |= item.source() == grouped.source() && item.name().equalsIgnoreCase(grouped.name());
            }
            if (!found) {
                return false;
            }
        }
        for (String expression : expressions) {
            if (!itemTexts.contains(expression)) {
                return false;
            }
        }
        return true;
    }
}
