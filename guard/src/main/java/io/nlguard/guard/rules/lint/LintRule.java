package io.nlguard.guard.rules.lint;

import io.nlguard.guard.rules.AbstractRule;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * What every lint rule shares: its id, severity and summary, a statement loop that skips statements
 * reading only system relations (catalog queries of tools are not the guard's business), and
 * messages that start with the node and its position.
 */
abstract class LintRule extends AbstractRule {

    LintRule(String name, Severity severity, String summary) {
        super(RuleCategory.LINT, name, severity, summary);
    }

    @Override
    public final void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            Scopes scopes = context.scopes(tree);
            if (!readsOnlySystemRelations(tree, scopes)) {
                check(context, tree, scopes);
            }
        }
    }

    /** Checks one statement. */
    abstract void check(RuleContext context, SqlTree tree, Scopes scopes);

    /** Reports {@code Node(text) at line:column: why}. */
    final void report(RuleContext context, SqlNode node, String why, String fix) {
        context.report(this, node, node.describe() + " at " + node.position() + ": " + why, fix);
    }

    /** Whether the statement reads tables and every one of them is a system relation (pg_catalog, information_schema). */
    static boolean readsOnlySystemRelations(SqlTree tree, Scopes scopes) {
        boolean sawSystem = false;
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.TABLE) {
                // CTE references and functions read what their definitions read: only tables count
                if (scopes.sourceOf(node) instanceof TableSource table) {
                    if (!table.system()) {
                        return false;
                    }
                    sawSystem = true;
                }
            }
        }
        return sawSystem;
    }
}
