package io.nlguard.guard.rules.lint;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * HAVING in a SELECT without GROUP BY: the whole result becomes one group. Legal, but usually a
 * forgotten GROUP BY, or a row filter that belongs in WHERE.
 */
final class HavingWithoutGroupBy extends LintRule {

    HavingWithoutGroupBy() {
        super("having-without-group-by", Severity.WARN, "HAVING without GROUP BY, which makes the whole result one group (usually a forgotten GROUP BY or a WHERE condition).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (SqlNode select : tree.nodesOf(NodeType.SELECT)) {
            SqlNode having = QueryParts.clause(select, NodeType.HAVING);
            if (having == null || QueryParts.clause(select, NodeType.GROUP) != null) {
                continue;
            }
            if (hasAggregate(having)) {
                report(context, having, "HAVING without GROUP BY treats the whole result as a single group, "
                        + "so the query returns at most one row.", "add the GROUP BY the condition is meant per.");
            } else {
                report(context, having, "HAVING without GROUP BY and without an aggregate tests the whole result "
                        + "as one group, not each row.",
                        "move the condition to WHERE.");
            }
        }
    }

    private static boolean hasAggregate(SqlNode having) {
        boolean[] found = {false};
        QueryParts.walk(having, node -> found[0] |= node.type() == NodeType.AGGREGATE);
        return found[0];
    }
}
