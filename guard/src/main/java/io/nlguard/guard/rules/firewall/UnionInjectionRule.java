package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.union-injection}: UNION shapes an injection leaves behind. A later branch of only
 * NULLs or numbers ({@code UNION SELECT NULL, NULL}: padding to match the column count); a branch that
 * reads system catalogs or fingerprints the server ({@code version()}, {@code current_user}) next to a
 * branch that reads user tables; a later branch returning a credential column ({@code pass}, {@code password_hash})
 * the first branch does not return. (A bare {@code --} ending the statement is {@link CommentHidingCodeRule}'s.)
 */
public final class UnionInjectionRule extends FirewallRule {

    public UnionInjectionRule() {
        super("union-injection", Severity.BLOCK,
                "UNION shapes of injection: NULL/constant padding branches, system-catalog or version() branches next to user tables, credential columns added by a later branch.");
    }

    @Override
    public void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            for (SqlNode node : tree.nodes()) {
                if (node.type() == NodeType.UNION && (node.parent() == null || node.parent().type() != NodeType.UNION)) {
                    checkUnion(context, context.scopes(tree), node);
                }
            }
        }
    }

    private void checkUnion(RuleContext context, Scopes scopes, SqlNode union) {
        List<SqlNode> branches = new ArrayList<>();
        collectBranches(union, branches);
        for (int i = 1; i < branches.size(); i++) {
            if (isPadding(branches.get(i))) {
                report(context, branches.get(i), "is a UNION branch of only NULL or number columns: the padding an injection uses to"
                                + " match the column count of the original query.",
                        "Bind user input as parameters; if a constant row is intended, give its columns real values and names.");
                return;
            }
        }
        for (SqlNode branch : branches) {
            String system = systemRead(scopes, branch);
            String user = system == null ? null : userTableOutside(scopes, branches, branch);
            if (user != null) {
                report(context, branch, "is a UNION branch that " + system + " while another branch reads the user table " + user
                                + ": the shape of an injection pulling server metadata into the query's result.",
                        "Query system catalogs in a statement of their own; bind user input as parameters.");
                return;
            }
        }
        SqlNode credential = credentialAdded(branches);
        if (credential != null) {
            report(context, credential, "is returned by a later UNION branch while the first branch returns no credential"
                            + " in its place: the shape of an injection appending the users' secrets to the query's result.",
                    "Bind user input as parameters; return credentials, if ever, from a statement of their own.");
        }
    }

    /**
     * A column of a later branch named like a credential ({@link CredentialColumns}) at a position where
     * the first branch has none, or null: {@code id = 0 UNION SELECT id, pass, email FROM users}.
     */
    private static SqlNode credentialAdded(List<SqlNode> branches) {
        List<SqlNode> first = items(branches.get(0));
        for (int b = 1; b < branches.size(); b++) {
            List<SqlNode> items = items(branches.get(b));
            for (int i = 0; i < items.size(); i++) {
                SqlNode column = items.get(i);
                if (CredentialColumns.isCredential(column)
                        && (i >= first.size() || !CredentialColumns.isCredential(first.get(i)))) {
                    return column;
                }
            }
        }
        return null;
    }

    /** The select items of a branch, aliases looked through. */
    private static List<SqlNode> items(SqlNode branch) {
        SqlNode query = branch.type() == NodeType.SUBQUERY && !branch.children().isEmpty() ? branch.children().get(0) : branch;
        List<SqlNode> items = new ArrayList<>();
        if (query.type() == NodeType.SELECT) {
            for (SqlNode item : query.children()) {
                if (item.role() == Role.ITEM) {
                    items.add(item.type() == NodeType.ALIAS ? item.children().get(0) : item);
                }
            }
        }
        return items;
    }

    private static void collectBranches(SqlNode node, List<SqlNode> branches) {
        if (node.type() == NodeType.UNION) {
            for (SqlNode child : node.children()) {
                if (child.role() == Role.THIS || child.role() == Role.EXPRESSION) {
                    collectBranches(child, branches);
                }
            }
        } else {
            branches.add(node);
        }
    }

    /** {@code SELECT NULL, NULL} or {@code SELECT 1, 2, 3}: no column but NULLs and numbers, and at least a NULL or two columns. */
    private static boolean isPadding(SqlNode branch) {
        List<SqlNode> items = items(branch);
        boolean anyNull = false;
        for (SqlNode value : items) {
            if (value.type() == NodeType.NULL) {
                anyNull = true;
            } else if (!isNumber(value)) {
                return false;
            }
        }
        return !items.isEmpty() && (anyNull || items.size() > 1);
    }

    private static boolean isNumber(SqlNode value) {
        SqlNode inner = value.type() == NodeType.NEG && !value.children().isEmpty() ? value.children().get(0) : value;
        if (inner.type() != NodeType.LITERAL || inner.name() == null || inner.text().contains("'")) {
            return false;
        }
        try {
            new BigDecimal(inner.name());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * What system information the branch reads ("reads pg_catalog.pg_shadow", "calls version()"), or
     * null; what the CTEs it reads read counts as its own.
     */
    private static String systemRead(Scopes scopes, SqlNode branch) {
        for (SqlNode node : scopes.nodesReadBy(branch)) {
            if (node.type() == NodeType.TABLE && SystemCatalog.isSystemTable(node) && !scopes.namesCte(node)) {
                String schema = SystemCatalog.schemaOf(node);
                return "reads the system catalog " + (schema == null ? "" : schema + ".") + node.name();
            }
            if (SystemCatalog.isFingerprint(node)) {
                return "calls " + node.name() + (node.type() == NodeType.FUNCTION ? "()" : "");
            }
        }
        return null;
    }

    /** A user table read by a branch other than {@code except} (directly or through a CTE), or null. */
    private static String userTableOutside(Scopes scopes, List<SqlNode> branches, SqlNode except) {
        for (SqlNode branch : branches) {
            if (branch == except) {
                continue;
            }
            for (SqlNode table : scopes.nodesReadBy(branch)) {
                if (table.type() == NodeType.TABLE && !SystemCatalog.isSystemTable(table) && !scopes.namesCte(table)) {
                    return table.name();
                }
            }
        }
        return null;
    }
}
