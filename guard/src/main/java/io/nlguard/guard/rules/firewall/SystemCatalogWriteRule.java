package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.system-catalog-write}: INSERT, UPDATE, DELETE, MERGE, DDL or SELECT ... INTO whose target
 * is a system relation: in {@code pg_catalog} or {@code information_schema}, or an unqualified {@code pg_*}
 * name. Writes inside a WITH query count as well.
 * Writing the catalogs directly can corrupt the database or grant rights behind the server's back.
 */
public final class SystemCatalogWriteRule extends FirewallRule {

    public SystemCatalogWriteRule() {
        super("system-catalog-write", Severity.BLOCK,
                "INSERT/UPDATE/DELETE/MERGE or DDL on a table in pg_catalog, information_schema or a pg_* table.");
    }

    @Override
    public void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            for (SqlNode node : tree.nodes()) {
                if (!node.type().writesTarget()) {
                    continue;
                }
                for (SqlNode target : node.children()) {
                    if (target.role() == Role.TARGET && target.type() == NodeType.TABLE && SystemCatalog.isSystemTable(target)) {
                        String schema = SystemCatalog.schemaOf(target);
                        report(context, target, "is the system relation " + (schema == null ? "" : schema + ".") + target.name()
                                        + " and the target of " + (node.type() == NodeType.INTO ? "SELECT ... INTO" : node.type().name())
                                        + ": writing system catalogs directly can corrupt the database or grant rights behind the server's back.",
                                "Change system state only through DDL and server functions, never by writing the catalogs.");
                    }
                }
            }
        }
    }
}
