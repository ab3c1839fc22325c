package io.nlguard.guard.rules.firewall;

import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlNode;

/**
 * {@code firewall.multiple-statements}: more than one statement in one string. Stacked statements
 * are how an injected {@code '; DROP TABLE ...} rides along with a query. Counted on tokens, so it
 * works when the parser rejects the string; a trailing semicolon is fine.
 */
public final class MultipleStatementsRule extends FirewallRule {

    public MultipleStatementsRule() {
        super("multiple-statements", Severity.BLOCK,
                "More than one statement in one string (stacked queries: the '; DROP TABLE' injection).");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        List<Script.Statement> statements = Script.of(context);
        for (Script.Statement statement : statements.subList(Math.min(1, statements.size()), statements.size())) {
            SqlNode node = statement.node(context);
            String label = node != null ? node.describe() : statement.label();
            report(context, label, statement.first(), "is statement " + (statement.index() + 1) + " of "
                    + statements.size() + " in one string: stacked statements let injected SQL run after the intended one.",
                    "Send one statement per execute call; split scripts and run them through a migration tool.");
        }
    }
}
