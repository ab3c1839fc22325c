package io.nlguard.guard.rules.lint;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Rename;
import io.nlguard.guard.names.Diagnosis.Requalify;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates.Candidate;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rules.AbstractRule;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
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

    /**
     * Reports the diagnosis of an unresolved name in the words autocorrect uses for it: the problem (with
     * {@code consequence} after it, or null), then "did you mean X?" when the diagnosis is sure, which is
     * the change autocorrect makes, and otherwise its advice (the candidates, without claiming one).
     */
    final void report(RuleContext context, Diagnosis diagnosis, String consequence) {
        String problem = diagnosis.problem() + (consequence == null ? "" : consequence);
        String advice = diagnosis.advice();
        if (!diagnosis.sure()) {
            report(context, diagnosis.node(), problem + ".", advice == null ? null : advice + ".");
            return;
        }
        report(context, diagnosis.node(), problem + (advice == null ? "" : "; " + advice) + ".", fixText(diagnosis));
    }

    /** {@code did you mean singer?}, {@code did you mean T1.creaiondate?}, {@code write T2.year.} */
    private static String fixText(Diagnosis diagnosis) {
        SqlNode node = diagnosis.node();
        if (diagnosis.fix() instanceof Requalify requalify) {
            return "write " + PgNames.qualifier(requalify.target()) + "." + node.name() + ".";
        }
        Candidate candidate = ((Rename) diagnosis.fix()).candidate();
        String name = PgNames.spell(candidate.name());
        if (diagnosis.subject() == Subject.TABLE) {
            return "did you mean " + name + "?";
        }
        SqlNode qualifier = node.child(Role.QUALIFIER);
        String prefix = qualifier != null ? qualifier.name() + "." : candidate.owner() == null ? "" : candidate.owner() + ".";
        return "did you mean " + prefix + name + "?";
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
