package io.nlguard.guard.rules.lint;

import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** UNION / INTERSECT / EXCEPT branches that return different numbers of columns, which PostgreSQL rejects. */
final class SetOperationColumnCount extends LintRule {

    SetOperationColumnCount() {
        super("set-operation-column-count", Severity.WARN, "UNION/INTERSECT/EXCEPT branches with different numbers of columns.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (SqlNode node : tree.nodes()) {
            if (!node.type().isSetOperation()) {
                continue;
            }
            int left = width(scopes, node.child(Role.THIS));
            int right = width(scopes, node.child(Role.EXPRESSION));
            if (left >= 0 && right >= 0 && left != right) {
                String operator = node.name() == null ? node.type().label() : node.name();
                report(context, node, "the branches of " + operator + " return " + left + " and " + right
                        + " columns; PostgreSQL requires the same number.",
                        "select the same columns, in the same order, in every branch.");
            }
        }
    }

    /** The number of output columns of a branch, or -1 when a star over an unknown source hides it. */
    private static int width(Scopes scopes, SqlNode branch) {
        SqlNode query = branch;
        while (query != null && query.type() == NodeType.SUBQUERY) {
            query = query.children().isEmpty() ? null : query.children().get(0);
        }
        if (query == null) {
            return -1;
        }
        for (Scope scope : scopes.all()) {
            if (scope.node() == query) {
                List<String> columns = scope.outputColumns();
                return columns == null ? -1 : columns.size();
            }
        }
        return -1;
    }
}
