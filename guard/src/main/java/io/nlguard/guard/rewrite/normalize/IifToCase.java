package io.nlguard.guard.rewrite.normalize;

import java.util.List;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * {@code IIF(c, a, b)} (SQLite, SQL Server) → {@code CASE WHEN c THEN a ELSE b END}, and two-argument
 * {@code IIF(c, a)} → {@code CASE WHEN c THEN a END} (NULL otherwise, as in SQLite). A numeric condition,
 * true in SQLite when it is not zero, becomes {@code c <> 0}. Declined: other argument counts, and text
 * conditions (SQLite reads them as numbers).
 */
public final class IifToCase extends AbstractPass {

    public IifToCase() {
        super("normalize.iif", RewriteStage.NORMALIZE,
                "IIF(c, a, b) → CASE WHEN c THEN a ELSE b END");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode call : context.tree().nodesOf(NodeType.FUNCTION)) {
            if (!"iif".equals(call.name())) {
                continue;
            }
            List<SqlNode> arguments = Operands.arguments(call);
            if (arguments.size() != 2 && arguments.size() != 3) {
                context.decline(call, "IIF with " + arguments.size() + " arguments has no CASE equivalent here");
                continue;
            }
            String condition = context.text(arguments.get(0)) == null ? null : condition(context, arguments.get(0));
            String open = CallText.afterOpening(context, call, arguments.get(0));
            String then = CallText.separator(context, arguments.get(0), arguments.get(1), " THEN");
            String otherwise = arguments.size() == 2 ? ""
                    : CallText.separator(context, arguments.get(1), arguments.get(2), " ELSE");
            String close = CallText.beforeClosing(context, call, arguments.get(arguments.size() - 1));
            if (context.text(arguments.get(0)) == null || open == null || then == null || otherwise == null
                    || close == null || context.text(call) == null) {
                context.decline(call, "its arguments' positions in the text are not known exactly");
                continue;
            }
            if (condition == null) {
                context.decline(call, "SQLite reads a text condition as a number");
                continue;
            }
            StringBuilder text = new StringBuilder("CASE WHEN ").append(open).append(condition).append(then)
                    .append(context.text(arguments.get(1)));
            if (arguments.size() == 3) {
                text.append(otherwise).append(context.text(arguments.get(2)));
            }
            context.replace(call, text.append(close).append(" END").toString(), 1.0,
                    "IIF is SQLite and SQL Server; PostgreSQL spells it CASE");
        }
    }

    /** The condition as a boolean: as written, or a number tested against zero; null for text. */
    private static String condition(PassContext context, SqlNode node) {
        String text = context.text(node);
        SqlType type = context.types().typeOf(node);
        if (type == SqlType.NUMERIC) {
            SqlNode inner = Operands.unparenthesized(node);
            boolean simple = inner.type() == NodeType.COLUMN || inner.type() == NodeType.LITERAL
                    || inner.type() == NodeType.FUNCTION || inner.type() == NodeType.AGGREGATE || inner != node;
            return (simple ? text : "(" + text + ")") + " <> 0";
        }
        return type == SqlType.TEXT || type == SqlType.UNTYPED_LITERAL ? null : text;
    }
}
