package io.nlguard.guard.rewrite.normalize;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;

/**
 * A subquery in FROM without an alias (SQLite, MySQL 8) gets one: {@code (SELECT ...)} →
 * {@code (SELECT ...) AS sub1}. PostgreSQL before 16 rejects it ("subquery in FROM must have an
 * alias"). Nothing could name the unnamed subquery, so the new name changes no reference; it is
 * {@code sub1}, {@code sub2}... , unused elsewhere in the statement.
 */
public final class DerivedTableAlias extends AbstractPass {

    public DerivedTableAlias() {
        super("normalize.derived-table-alias", RewriteStage.NORMALIZE,
                "(SELECT ...) in FROM without an alias → (SELECT ...) AS sub1");
    }

    @Override
    public void apply(PassContext context) {
        Set<String> taken = null;
        int next = 1;
        for (SqlNode subquery : context.tree().nodesOf(NodeType.SUBQUERY)) {
            if (!isFromItem(subquery) || subquery.child(NodeType.TABLE_ALIAS) != null
                    || !(subquery.ast() instanceof ParenthesedSelect)) {
                continue;
            }
            int end = context.tree().endOffset(subquery);
            if (end < 0 || context.sql().charAt(end - 1) != ')') {
                context.decline(subquery, "the end of the subquery's text is not known exactly");
                continue;
            }
            if (taken == null) {
                taken = names(context);
            }
            while (taken.contains("sub" + next)) {
                next++;
            }
            String alias = "sub" + next++;
            context.replace(end - 1, end, ") AS " + alias, subquery, 1.0,
                    "PostgreSQL requires an alias for a subquery in FROM");
        }
    }

    /** Directly in FROM or a JOIN, or in a parenthesised join. */
    private static boolean isFromItem(SqlNode subquery) {
        SqlNode parent = subquery.parent();
        if (parent == null || subquery.role() != Role.THIS) {
            return false;
        }
        return parent.type() == NodeType.FROM || parent.type() == NodeType.JOIN
                || (parent.type() == NodeType.PAREN && isFromItemParen(parent));
    }

    private static boolean isFromItemParen(SqlNode paren) {
        SqlNode parent = paren.parent();
        return parent != null && paren.role() == Role.THIS
                && (parent.type() == NodeType.FROM || parent.type() == NodeType.JOIN
                    || (parent.type() == NodeType.PAREN && isFromItemParen(parent)));
    }

    /** Every name the statement writes, lower-cased. */
    private static Set<String> names(PassContext context) {
        Set<String> names = new HashSet<>();
        for (SqlNode node : context.tree().nodes()) {
            if (node.name() != null && (node.type() == NodeType.IDENTIFIER || node.type() == NodeType.TABLE
                    || node.type() == NodeType.TABLE_ALIAS || node.type() == NodeType.CTE || node.type() == NodeType.COLUMN
                    || node.type() == NodeType.ALIAS)) {
                names.add(node.name().toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }
}
