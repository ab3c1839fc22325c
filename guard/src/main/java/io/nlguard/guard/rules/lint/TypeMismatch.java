package io.nlguard.guard.rules.lint;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.SqlType;
import io.nlguard.guard.types.TypeInference;

/**
 * Comparisons (and IN lists, BETWEEN, LIKE) whose operands PostgreSQL cannot compare: text with a
 * number, a number with a quoted literal that is not a number, a date with a number, a boolean with
 * a number. A quoted literal that fits the other side's type is fine: {@code int_col = '5'} and
 * {@code date_col = '2020-01-01'} are what PostgreSQL expects.
 */
final class TypeMismatch extends LintRule {

    TypeMismatch() {
        super("type-mismatch", Severity.WARN, "A comparison, IN list, BETWEEN or LIKE between types PostgreSQL cannot compare (text vs number, date vs number, a non-numeric string vs a number column...).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        TypeInference types = null;
        for (SqlNode node : tree.nodes()) {
            NodeType type = node.type();
            if (!type.isComparison() && type != NodeType.IN && type != NodeType.BETWEEN
                    && type != NodeType.LIKE && type != NodeType.ILIKE) {
                continue;
            }
            if (types == null) {
                types = TypeInference.of(scopes);
            }
            checkNode(context, types, node);
        }
    }

    private void checkNode(RuleContext context, TypeInference types, SqlNode node) {
        SqlNode left = node.child(Role.THIS);
        if (left == null) {
            return;
        }
        switch (node.type()) {
            case LIKE, ILIKE -> checkLike(context, types, node, left);
            case BETWEEN -> {
                if (!checkPair(context, types, node, left, node.child(Role.LOW))) {
                    checkPair(context, types, node, left, node.child(Role.HIGH));
                }
            }
            case IN -> {
                for (SqlNode item : node.children()) {
                    if (item != left && checkPair(context, types, node, left, item)) {
                        return;
                    }
                }
            }
            default -> checkPair(context, types, node, left, node.child(Role.EXPRESSION));
        }
    }

    /** Reports the first mismatch of {@code node}; true when it reported. */
    private boolean checkPair(RuleContext context, TypeInference types, SqlNode node, SqlNode left, SqlNode right) {
        if (right == null) {
            return false;
        }
        SqlType a = types.typeOf(left);
        SqlType b = types.typeOf(right);
        Mismatch mismatch = Mismatch.between(types, left, a, right, b);
        if (mismatch == null) {
            return false;
        }
        report(context, node, mismatch.reason(), mismatch.fix());
        return true;
    }

    private void checkLike(RuleContext context, TypeInference types, SqlNode node, SqlNode left) {
        SqlType type = types.typeOf(left);
        if (type.isKnown() && type != SqlType.TEXT && type != SqlType.UNTYPED_LITERAL) {
            report(context, node, "LIKE needs text, but " + Mismatch.describe(types, left, type)
                    + " is not text; PostgreSQL fails with 'operator does not exist'.",
                    "cast it: " + left.text() + "::text" + (type.isDateLike() ? ", or compare a date range instead." : "."));
        }
    }
}
