package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * SELECT DISTINCT over a GROUP BY whose grouped columns are all in the select list: each group is
 * one row with its own key, so the rows are already distinct. Harmless, hence INFO, but it often
 * betrays a misunderstanding of what the query counts.
 */
final class DistinctWithGroupBy extends LintRule {

    DistinctWithGroupBy() {
        super("distinct-with-group-by", Severity.INFO, "SELECT DISTINCT whose select list holds every GROUP BY column: the DISTINCT is redundant.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (SqlNode select : tree.nodesOf(NodeType.SELECT)) {
            SqlNode distinct = QueryParts.clause(select, NodeType.DISTINCT);
            if (distinct == null || !"DISTINCT".equals(distinct.name()) || QueryParts.clause(select, NodeType.GROUP) == null) {
                continue;
            }
            Grouping grouping = Grouping.of(scopes, select);
            List<SqlNode> items = new ArrayList<>();
            for (SqlNode child : select.children()) {
                if (child.role() == Role.ITEM) {
                    items.add(child);
                }
            }
            if (!grouping.isEmpty() && grouping.isCoveredBy(items)) {
                report(context, distinct, "the select list holds every GROUP BY column, so each row is already distinct.",
                        "drop DISTINCT.");
            }
        }
    }
}
