package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.RelationUse;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.server-probe}: a statement over user tables that also reads password hashes or
 * fingerprints the server ({@link ServerProbes}), wherever the read sits: a subquery, a CAST, a
 * function's argument, a WHERE ({@code AND substr(version(),1,1) = '5'}), the values of an UPDATE or
 * INSERT. An application's query has no use for them; an injection does. A statement that reads
 * nothing but them ({@code SELECT version()}, {@code SELECT current_setting('server_version')}) is a
 * tool's connection check and passes. One finding per statement, on the first probe.
 */
public final class ServerProbeRule extends FirewallRule {

    public ServerProbeRule() {
        super("server-probe", Severity.BLOCK,
                "Reads of password hashes (pg_shadow, pg_authid, pg_user.passwd, pg_roles.rolpassword) or server fingerprints"
                        + " (version(), current_setting of server paths and ports, inet_server_addr(), sliced current_database())"
                        + " in a statement that also reads user tables.");
    }

    @Override
    public void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            Scopes scopes = context.scopes(tree);
            String userTable = userTable(tree, scopes);
            if (userTable == null) {
                continue;
            }
            for (SqlNode node : tree.nodes()) {
                String probe = ServerProbes.probe(scopes, node);
                if (probe != null) {
                    report(context, node, probe + " in a statement that also reads the user table " + userTable
                                    + ": the shape of an injection pulling server secrets or fingerprints into an application's query.",
                            "Bind user input as parameters; read server information in a statement of its own, from an administrative session.");
                    break;
                }
            }
        }
    }

    /** The first stored relation of the statement that is not PostgreSQL's own, or null. */
    private static String userTable(SqlTree tree, Scopes scopes) {
        for (SqlNode node : tree.nodes()) {
            if (node.type() != NodeType.TABLE || SystemCatalog.isSystemTable(node)) {
                continue;
            }
            RelationUse use = scopes.useOf(node);
            if (use != RelationUse.CTE && use != RelationUse.OTHER_OBJECT) {
                return node.name();
            }
        }
        return null;
    }
}
