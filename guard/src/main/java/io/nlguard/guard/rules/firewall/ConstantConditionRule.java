package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.constant-condition}: a condition, or an AND term of one, that is constant without
 * being an injection shape: {@code WHERE 1=1 AND ...} (query builders write it), {@code WHERE 1=0}
 * (tools fetch column metadata with it), {@code WHERE TRUE}. Informational. Statements that read only
 * system catalogs are left alone: tools send them by the hundred.
 */
public final class ConstantConditionRule extends FirewallRule {

    public ConstantConditionRule() {
        super("constant-condition", Severity.INFO,
                "A constant condition that is an idiom rather than an attack: WHERE 1=1 AND ..., WHERE 1=0, WHERE TRUE.");
    }

    @Override
    public void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            if (SystemCatalog.readsOnlySystem(tree, context.scopes(tree))) {
                continue;
            }
            for (ConditionCheck.Verdict verdict : ConditionCheck.of(context, tree)) {
                switch (verdict.kind()) {
                    case CONSTANT_TRUE -> {
                        if (!onWrite(verdict)) {
                            report(context, verdict.node(), Nodes.quote(verdict.node()) + " is always true: the "
                                    + verdict.clause() + " clause filters nothing.", "Drop the clause.");
                        }
                    }
                    case TRUE_AND_TERM -> report(context, verdict.node(), Nodes.quote(verdict.node())
                            + " is an always-true AND term of the " + verdict.clause() + " condition"
                            + (ConstantFolder.isLiteralOnly(verdict.node()) ? " (the query builders' WHERE 1=1 AND ...): harmless, it filters nothing."
                            : ConstantFolder.isSelfComparison(verdict.node()) ? ": it compares a column with itself and filters nothing."
                            : ": it filters nothing, and the other AND terms still bound the rows."), null);
                    case NEVER_TRUE -> report(context, verdict.node(), Nodes.quote(verdict.node()) + " is never true: the "
                            + verdict.clause() + " clause keeps no rows"
                            + (ConstantFolder.isLiteralOnly(verdict.node()) ? " (tools use WHERE 1=0 to read column metadata)." : "."), null);
                    default -> {
                        // the injection shapes are AlwaysTrueConditionRule's
                    }
                }
            }
        }
    }

    /** A DELETE's or UPDATE's always-true WHERE is {@link WriteWithoutWhereRule}'s to block, not an idiom. */
    private static boolean onWrite(ConditionCheck.Verdict verdict) {
        SqlNode clause = verdict.condition().parent();
        SqlNode statement = clause == null ? null : clause.parent();
        return statement != null && (statement.type() == NodeType.DELETE || statement.type() == NodeType.UPDATE);
    }
}
