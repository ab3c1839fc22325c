package io.nlguard.guard.rules.lint;

import java.util.HashSet;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * In a grouped query (GROUP BY, HAVING, or an aggregate in the select list, HAVING or ORDER BY), a column
 * of the select list, HAVING or ORDER BY that is neither grouped nor inside an aggregate.
 * PostgreSQL rejects it (SQLite and MySQL pick an arbitrary row's value) unless the grouped columns
 * include its table's primary key.
 */
final class UngroupedColumn extends LintRule {

    UngroupedColumn() {
        super("ungrouped-column", Severity.WARN, "A column beside an aggregate or GROUP BY that is neither grouped nor aggregated (and not functionally dependent on a grouped primary key).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (Scope scope : scopes.all()) {
            SqlNode select = scope.node();
            if (select.type() == NodeType.SELECT) {
                checkSelect(context, scopes, scope, select);
            }
        }
    }

    private void checkSelect(RuleContext context, Scopes scopes, Scope scope, SqlNode select) {
        SqlNode group = QueryParts.clause(select, NodeType.GROUP);
        // without GROUP BY, an aggregate or a HAVING clause makes the whole result one group
        SqlNode aggregate = group == null ? QueryParts.firstGroupingAggregate(select) : null;
        SqlNode grouper = aggregate != null ? aggregate : QueryParts.clause(select, NodeType.HAVING);
        if (group == null && grouper == null) {
            return;
        }
        Grouping grouping = Grouping.of(scopes, select);
        Set<String> reported = new HashSet<>();
        for (SqlNode column : scope.columns()) {
            ColumnRef ref = scopes.column(column);
            if (ref == null || column.name() == null || ref.status() != ColumnRef.Status.RESOLVED || ref.outerLevels() > 0
                    || !inCheckedPart(column, select) || QueryParts.insideAggregate(column, select)
                    || grouping.covers(column, ref) || !reported.add(QueryParts.normalized(column))) {
                continue;
            }
            if (group == null) {
                report(context, column, "the query is made one group by " + grouper.describe() + " at " + grouper.position()
                        + " without GROUP BY, so " + column.text() + " has no single value; PostgreSQL rejects it.",
                        "add GROUP BY " + column.text() + ", or aggregate it (e.g. max(" + column.text() + ")).");
            } else {
                report(context, column, column.text() + " is neither in GROUP BY nor inside an aggregate, and its table's "
                        + "primary key is not grouped; PostgreSQL rejects it.",
                        "add " + column.text() + " to GROUP BY, or aggregate it (e.g. max(" + column.text() + ")).");
            }
        }
    }

    /** The select list, HAVING and ORDER BY must be grouped; WHERE, GROUP BY and JOIN conditions need not be. */
    private static boolean inCheckedPart(SqlNode column, SqlNode select) {
        SqlNode part = QueryParts.partOf(column, select);
        if (part == null) {
            return false;
        }
        return part.role() == Role.ITEM || part.type() == NodeType.HAVING || part.type() == NodeType.ORDER;
    }
}
