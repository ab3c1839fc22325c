package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.AbstractRule;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;

/**
 * What every firewall rule shares: its id ({@code firewall.<name>}), category and the way it words
 * findings: the node's paper label and text, its {@code line:column}, then why.
 */
abstract class FirewallRule extends AbstractRule {

    FirewallRule(String name, Severity defaultSeverity, String summary) {
        super(RuleCategory.FIREWALL, name, defaultSeverity, summary);
    }

    /** {@code Or(OR) at 1:24 <why>}. */
    void report(RuleContext context, SqlNode node, String why, String fix) {
        context.report(this, node, node.describe() + " at " + node.position() + " " + why, fix);
    }

    /** A finding about text the tree does not hold (a comment, an unparsed statement), named {@code label}. */
    void report(RuleContext context, String label, SqlToken at, String why, String fix) {
        context.report(this, at.line(), at.column(), label + " at " + at.position() + " " + why, fix);
    }

    /**
     * A finding about a whole statement: on its tree node when the string parsed and the node's
     * position lies inside the statement (commands the parser keeps no tokens for are cited at 1:1),
     * otherwise on its first token.
     */
    void report(RuleContext context, Script.Statement statement, String why, String fix) {
        SqlNode node = statement.node(context);
        if (node != null && statement.contains(node)) {
            report(context, node, why, fix);
        } else {
            String label = node != null ? node.describe() : statement.label();
            report(context, label, statement.first(), why, fix);
        }
    }
}
