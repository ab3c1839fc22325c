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
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.union-injection}: UNION shapes an injection leaves behind. A later branch of only
 * NULLs or numbers ({@code UNION SELECT NULL, NULL}: padding to match the column count); a branch that
 * reads system catalogs or fingerprints the server ({@code version()}, {@code current_user}) next to a
 * branch that reads user tables; a UNION statement ending in a bare line comment ({@code --}) that
 * cuts off the rest of the original query.
 */
public final class UnionInjectionRule extends FirewallRule {

    public UnionInjectionRule() {
        super("union-injection", Severity.BLOCK,
                "UNION shapes of injection: NULL/constant padding branches, system-catalog or version() branches next to user tables, a trailing '--'.");
    }

    @Override
    public void check(RuleContext context) {
        List<Script.Statement> statements = Script.of(context);
        List<SqlTree> trees = context.statements();
        for (int i = 0; i < trees.size(); i++) {
            Script.Statement text = trees.size() == statements.size() ? statements.get(i) : null;
            for (SqlNode node : trees.get(i).nodes()) {
                if (node.type() == NodeType.UNION && (node.parent() == null || node.parent().type() != NodeType.UNION)) {
                    checkUnion(context, context.scopes(trees.get(i)), node, text);
                }
            }
        }
    }

    private void checkUnion(RuleContext context, Scopes scopes, SqlNode union, Script.Statement text) {
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
        SqlToken comment = text == null ? null : trailingBareComment(text);
        if (comment != null) {
            report(context, union, "ends in the bare line comment " + Nodes.quote(comment.text()) + " at " + comment.position()
                            + ", which cuts off whatever followed an injected UNION in the original query.",
                    "Bind user input as parameters; remove the trailing comment.");
        }
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
        SqlNode query = branch.type() == NodeType.SUBQUERY && !branch.children().isEmpty() ? branch.children().get(0) : branch;
        if (query.type() != NodeType.SELECT) {
            return false;
        }
        int columns = 0;
        boolean anyNull = false;
        for (SqlNode item : query.children()) {
            if (item.role() != Role.ITEM) {
                continue;
            }
            SqlNode value = item.type() == NodeType.ALIAS ? item.children().get(0) : item;
            if (value.type() == NodeType.NULL) {
                anyNull = true;
            } else if (!isNumber(value)) {
                return false;
            }
            columns++;
        }
        return columns > 0 && (anyNull || columns > 1);
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

    /** The statement's last token when it is a line comment with no words in it ({@code --}, {@code -- -}, {@code --'}). */
    private static SqlToken trailingBareComment(Script.Statement statement) {
        List<SqlToken> tokens = statement.tokens();
        SqlToken last = tokens.get(tokens.size() - 1);
        if (last.kind() != SqlToken.Kind.LINE_COMMENT) {
            return null;
        }
        String body = last.text().substring(2).trim();
        boolean words = body.chars().anyMatch(Character::isLetterOrDigit);
        return !words || body.startsWith("'") || body.startsWith("\"") ? last : null;
    }
}
