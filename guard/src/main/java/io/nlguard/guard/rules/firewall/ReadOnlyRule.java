package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;

/**
 * {@code firewall.read-only}: with {@code nlguard.read-only}, any statement that may change the
 * database: INSERT, UPDATE, DELETE, MERGE, DDL, COPY FROM, SELECT INTO, SELECT ... FOR UPDATE,
 * nextval(), EXPLAIN ANALYZE of a write, leaving read-only mode, and anything it does not know to be
 * read-only. SELECT, SHOW, SET of ordinary parameters, transaction control and plain EXPLAIN pass.
 * See {@link Writes} for the classification; it works on tokens, so unparsed strings are judged too.
 */
public final class ReadOnlyRule extends FirewallRule {

    public ReadOnlyRule() {
        super("read-only", Severity.BLOCK,
                "Under nlguard.read-only: any write, DDL, COPY FROM, SELECT INTO/FOR UPDATE, nextval() or unknown statement.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        if (!context.policy().readOnly()) {
            return;
        }
        for (Script.Statement statement : Script.of(context)) {
            String why = Writes.why(statement, statement.lead());
            if (why != null) {
                report(context, statement, why, "nlguard.read-only is on: send writes through a connection without it.");
            }
        }
    }
}
