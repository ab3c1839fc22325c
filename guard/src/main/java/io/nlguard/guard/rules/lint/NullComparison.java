package io.nlguard.guard.rules.lint;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code x = NULL}, {@code x <> NULL}, {@code x != NULL}: a comparison with NULL is NULL, never
 * true, so the condition filters out every row. Also {@code x NOT IN (..., NULL)}, never true for the same reason.
 */
final class NullComparison extends LintRule {

    NullComparison() {
        super("null-comparison", Severity.WARN, "= NULL, <> NULL or != NULL (never true; use IS [NOT] NULL), and NOT IN lists holding NULL.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.EQ || node.type() == NodeType.NEQ) {
                checkComparison(context, node);
            } else if (node.type() == NodeType.IN && node.parent() != null && node.parent().type() == NodeType.NOT) {
                checkNotIn(context, node);
            }
        }
    }

    private void checkComparison(RuleContext context, SqlNode node) {
        String operator = node.name() == null ? "" : node.name().trim();
        if (!operator.equals("=") && !operator.equals("<>") && !operator.equals("!=")) {
            return; // IS [NOT] DISTINCT FROM is the NULL-safe comparison
        }
        SqlNode left = node.child(Role.THIS);
        SqlNode right = node.child(Role.EXPRESSION);
        SqlNode other = isNull(right) ? left : isNull(left) ? right : null;
        if (other == null) {
            return;
        }
        String test = operator.equals("=") ? "IS NULL" : "IS NOT NULL";
        report(context, node, operator + " NULL is never true: any comparison with NULL yields NULL, so no row passes.",
                "write " + other.text() + " " + test + ".");
    }

    private void checkNotIn(RuleContext context, SqlNode in) {
        for (SqlNode item : in.children()) {
            if (item.role() == Role.ITEM && isNull(item)) {
                report(context, in.parent(), "NOT IN a list holding NULL is never true: x NOT IN (..., NULL) yields NULL or false for every row.",
                        "drop NULL from the list (and add OR x IS NULL if rows with NULL are wanted).");
                return;
            }
        }
    }

    private static boolean isNull(SqlNode node) {
        return node != null && node.type() == NodeType.NULL;
    }
}
