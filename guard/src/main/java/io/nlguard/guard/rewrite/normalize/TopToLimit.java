package io.nlguard.guard.rewrite.normalize;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.statement.select.Top;

/**
 * {@code SELECT TOP n ...} (SQL Server) → {@code SELECT ... LIMIT n}, after the query's ORDER BY. A
 * branch of UNION / INTERSECT / EXCEPT is put in parentheses so that the LIMIT stays its own. Left
 * alone: {@code TOP n PERCENT} and {@code WITH TIES} (no LIMIT equivalent), and a query that already
 * has LIMIT, OFFSET or FETCH.
 */
public final class TopToLimit extends AbstractPass {

    public TopToLimit() {
        super("normalize.top", RewriteStage.NORMALIZE,
                "SELECT TOP n ... → SELECT ... LIMIT n");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode top : context.tree().nodesOf(NodeType.LIMIT)) {
            if (top.ast() instanceof Top ast) {
                rewrite(context, top, ast);
            }
        }
    }

    private static void rewrite(PassContext context, SqlNode top, Top ast) {
        SqlNode select = top.parent();
        if (ast.isPercentage() || ast.isWithTies()) {
            context.decline(top, "TOP with " + (ast.isPercentage() ? "PERCENT" : "WITH TIES") + " has no LIMIT equivalent");
            return;
        }
        for (SqlNode clause : select.children()) {
            if (clause != top && (clause.type() == NodeType.LIMIT || clause.type() == NodeType.OFFSET)) {
                context.decline(top, "the query has TOP and also " + (clause.type() == NodeType.OFFSET ? "OFFSET" : "LIMIT or FETCH"));
                return;
            }
        }
        int selectStart = context.tree().startOffset(select);
        int topStart = context.tree().startOffset(top);
        String topText = context.text(top);
        String count = count(context, top, topText);
        if (selectStart < 0 || topStart < 0 || count == null) {
            context.decline(top, "the text of the TOP clause is not known exactly");
            return;
        }
        String sql = context.sql();
        int topEnd = topStart + topText.length();
        int after = topEnd;
        while (after < sql.length() && Character.isWhitespace(sql.charAt(after))) {
            after++;
        }
        int selectEnd = context.tree().endOffset(select);
        String rewritten = sql.substring(selectStart, topStart) + sql.substring(after, selectEnd) + " LIMIT " + count;
        if (select.parent() != null && select.parent().type().isSetOperation()) {
            rewritten = "(" + rewritten + ")";
        }
        context.replace(select, rewritten, 1.0, "TOP is SQL Server; PostgreSQL ends the query with LIMIT");
    }

    /** The row count's text: the expression's own span, or what follows the TOP keyword. */
    private static String count(PassContext context, SqlNode top, String topText) {
        SqlNode expression = top.child(Role.THIS);
        String text = expression == null ? null : context.text(expression);
        if (text != null) {
            return text;
        }
        if (topText == null || !topText.regionMatches(true, 0, "TOP", 0, 3)) {
            return null;
        }
        String rest = topText.substring(3).trim();
        return rest.isEmpty() ? null : rest;
    }
}
