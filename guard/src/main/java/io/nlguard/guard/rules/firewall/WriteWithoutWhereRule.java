package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.write-without-where}: a DELETE or UPDATE without WHERE, or whose WHERE is always
 * true ({@code WHERE 1=1}, {@code WHERE id = 5 OR 1=1}): it changes every row of the table. Unparsed
 * statements are judged by whether a WHERE keyword follows at the top level.
 */
public final class WriteWithoutWhereRule extends FirewallRule {

    public WriteWithoutWhereRule() {
        super("write-without-where", Severity.BLOCK, "DELETE or UPDATE without a WHERE clause, or with one that is always true.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        if (!context.isParsed()) {
            checkText(context);
            return;
        }
        for (SqlTree tree : context.statements()) {
            for (SqlNode node : tree.nodes()) {
                if (node.type() == NodeType.DELETE || node.type() == NodeType.UPDATE) {
                    checkWrite(context, node);
                }
            }
        }
    }

    private void checkWrite(RuleContext context, SqlNode write) {
        String verb = write.type() == NodeType.DELETE ? "DELETE" : "UPDATE";
        String effect = write.type() == NodeType.DELETE ? "removes every row" : "changes every row";
        SqlNode target = write.child(Role.TARGET);
        SqlNode where = write.child(NodeType.WHERE);
        SqlNode cited = target != null ? target : write;
        if (where == null) {
            report(context, cited, "is the target of " + verb + " without a WHERE clause: it " + effect + " of the table.",
                    "Add a WHERE clause that names the rows; to empty a table on purpose, use TRUNCATE through a migration.");
        } else if (!where.children().isEmpty() && ConstantFolder.truth(where.children().get(0)) == Truth.TRUE) {
            report(context, cited, "is the target of " + verb + " whose WHERE " + Nodes.quote(where.children().get(0))
                            + " at " + where.position() + " is always true: it " + effect + " of the table.",
                    "Make the WHERE clause name the rows; bind user input as parameters instead of splicing it into the text.");
        }
    }

    private void checkText(RuleContext context) {
        for (Script.Statement statement : Script.of(context)) {
            int lead = statement.lead();
            String verb = statement.word(lead);
            if ((verb.equals("DELETE") || verb.equals("UPDATE")) && statement.find(lead, "WHERE") < 0) {
                report(context, statement, "is " + verb + " without a WHERE clause: it changes every row of the table.",
                        "Add a WHERE clause that names the rows.");
            }
        }
    }
}
