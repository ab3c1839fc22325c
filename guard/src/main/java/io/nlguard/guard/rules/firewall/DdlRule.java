package io.nlguard.guard.rules.firewall;

import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;

/**
 * {@code firewall.ddl}: a statement that changes the schema (CREATE, ALTER, DROP, TRUNCATE, COMMENT, and
 * SELECT ... INTO, which creates a table), found by its keywords so it works on unparsed text. With
 * {@code nlguard.read-only} the same statements are also blocked by {@link ReadOnlyRule}.
 *
 * <p>INFO by default: the report records every schema change (and marks the catalog stale by it), but
 * no warning is raised, since the DDL that reaches a driver is mostly meant: migrations and ORM schema
 * tools (Flyway, Liquibase, Hibernate's hbm2ddl) send it on purpose, and a warning per statement would
 * fill their logs and fail callers that turn warnings into errors (Spring's setIgnoreWarnings(false)).
 * Where no schema change is wanted, {@code nlguard.read-only=true} blocks them, and
 * {@code nlguard.rule.firewall.ddl=warn} makes each one a warning.
 */
public final class DdlRule extends FirewallRule {

    /** COMMENT ON too: it changes what the schema says of its tables, which retrieval reads with the snapshot. */
    private static final Set<String> DDL = Set.of("CREATE", "ALTER", "DROP", "TRUNCATE", "COMMENT");
    /** Words between the verb and the kind of object: {@code CREATE OR REPLACE TEMP VIEW}. */
    private static final Set<String> MODIFIERS = Set.of("OR", "REPLACE", "TEMP", "TEMPORARY", "UNLOGGED", "GLOBAL", "LOCAL",
            "UNIQUE", "MATERIALIZED", "RECURSIVE", "TRUSTED", "PROCEDURAL", "FOREIGN", "DEFAULT", "CONSTRAINT");

    public DdlRule() {
        super("ddl", Severity.INFO, "Schema changes: CREATE, ALTER, DROP, TRUNCATE, COMMENT, SELECT ... INTO (blocked as well under nlguard.read-only).");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        for (Script.Statement statement : Script.of(context)) {
            int lead = statement.lead();
            String keyword = statement.word(lead);
            if (DDL.contains(keyword)) {
                String effect = keyword.equals("DROP") || keyword.equals("TRUNCATE") ? "destroys schema objects or their data" : "changes the schema";
                reportDdl(context, statement, keyword + objectKind(statement, lead), effect);
            } else if (SelectInto.createsTable(statement, lead)) {
                reportDdl(context, statement, "SELECT ... INTO", "creates a table");
            }
        }
    }

    private void reportDdl(RuleContext context, Script.Statement statement, String what, String effect) {
        report(context, statement, "is DDL (" + what + "): it " + effect + ".",
                "Run schema changes through migrations with a privileged account; set nlguard.read-only=true to block them.");
    }

    /** " TABLE", " FUNCTION"...: the kind of object after the verb and its modifiers; "" for TRUNCATE's table name. */
    private static String objectKind(Script.Statement statement, int lead) {
        if (statement.word(lead).equals("TRUNCATE")) {
            return "";
        }
        int k = lead + 1;
        while (MODIFIERS.contains(statement.word(k))) {
            k++;
        }
        return statement.word(k).isEmpty() ? "" : " " + statement.word(k);
    }
}
