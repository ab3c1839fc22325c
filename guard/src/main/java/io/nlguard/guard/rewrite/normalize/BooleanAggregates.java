package io.nlguard.guard.rewrite.normalize;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * {@code SUM(<condition>)} and {@code AVG(<condition>)}, SQLite's idiom for counting rows that match
 * ({@code SUM(gender = 'M')}) → {@code SUM(CAST((<condition>) AS integer))}. In SQLite a condition is the
 * integer 1, 0 or NULL, which is exactly what PostgreSQL's cast of a boolean to integer gives, so the
 * sum is the same and NULLs are still skipped. {@code AVG} of the integers is PostgreSQL's exact
 * {@code numeric} mean where SQLite computed a double.
 *
 * <p>It declines {@code SUM}/{@code AVG} of a text column: SQLite adds the leading number of each text
 * ({@code '1:23.4'} counts as 1) and counts text without one as 0; PostgreSQL has no cast that reads a
 * number prefix, and a full cast would fail on such text. It declines boolean columns too: what
 * SQLite held for them (1/0 or 'T'/'F') is not known.
 */
public final class BooleanAggregates extends AbstractPass {

    private static final Set<String> SUMS = Set.of("sum", "avg", "total");

    /** Expressions whose value SQLite computes as the integer 1, 0 or NULL. */
    private static final Set<NodeType> CONDITIONS = Set.of(NodeType.EQ, NodeType.NEQ, NodeType.GT, NodeType.GTE,
            NodeType.LT, NodeType.LTE, NodeType.AND, NodeType.OR, NodeType.NOT, NodeType.LIKE, NodeType.ILIKE,
            NodeType.IN, NodeType.BETWEEN, NodeType.IS, NodeType.EXISTS);

    public BooleanAggregates() {
        super("normalize.boolean-aggregates", RewriteStage.NORMALIZE,
                "SUM(a = b), AVG(a = b) → SUM(CAST((a = b) AS integer)), as SQLite counts a condition as 1 or 0");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode call : context.tree().nodesOf(NodeType.AGGREGATE)) {
            if (!SUMS.contains(call.name())) {
                continue;
            }
            SqlNode arguments = call.child(NodeType.DISTINCT) != null ? call.child(NodeType.DISTINCT) : call;
            List<SqlNode> items = arguments.children().stream().filter(c -> c.role() == Role.ITEM).toList();
            if (items.size() != 1) {
                continue;
            }
            SqlNode argument = items.get(0);
            SqlType type = context.types().typeOf(argument);
            String name = call.name().toUpperCase(java.util.Locale.ROOT);
            if (type == SqlType.BOOLEAN) {
                SqlNode condition = unwrapped(argument);
                String text = context.text(argument);
                if (!CONDITIONS.contains(condition.type()) || text == null) {
                    context.decline(call, name + " of a boolean that is not a condition: what SQLite held for it is not known");
                } else {
                    castToInteger(context, call, argument, "SQLite counts a condition as 1 or 0; PostgreSQL cannot "
                            + name + " a boolean without a cast");
                }
            } else if (type == SqlType.TEXT) {
                context.decline(call, "SQLite's " + name + " of text adds each value's leading number and counts other"
                        + " text as 0; PostgreSQL has no cast that does the same");
            }
        }
    }

    /**
     * Replaces the argument with {@code CAST((argument) AS integer)}: JSqlParser reads a condition as a
     * cast's operand only in parentheses. Parentheses the argument was already written in (and that the
     * parser leaves out of its span) become the cast's.
     */
    private static void castToInteger(PassContext context, SqlNode call, SqlNode argument, String reason) {
        String sql = context.sql();
        int start = context.tree().startOffset(argument);
        int end = context.tree().endOffset(argument);
        int callOpen = sql.indexOf('(', context.tree().startOffset(call));
        if (sql.charAt(start) != '(') {
            int open = start - 1;
            while (open >= 0 && Character.isWhitespace(sql.charAt(open))) {
                open--;
            }
            int close = end;
            while (close < sql.length() && Character.isWhitespace(sql.charAt(close))) {
                close++;
            }
            if (open > callOpen && close < sql.length() && sql.charAt(open) == '(' && sql.charAt(close) == ')') {
                start = open;
                end = close + 1;
            }
        }
        String text = sql.substring(start, end);
        String operand = enclosedInParentheses(text) ? text : "(" + text + ")";
        context.replace(start, end, "CAST(" + operand + " AS integer)", call, 1.0, reason);
    }

    /** Whether the text's first parenthesis closes at its very end: {@code (a = b)}, not {@code (a) = (b)}. */
    static boolean enclosedInParentheses(String text) {
        if (!text.startsWith("(") || !text.endsWith(")")) {
            return false;
        }
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0 && i < text.length() - 1) {
                return false;
            }
        }
        return depth == 0;
    }

    private static SqlNode unwrapped(SqlNode node) {
        SqlNode n = node;
        while (n.type() == NodeType.PAREN && n.children().size() == 1) {
            n = n.children().get(0);
        }
        return n;
    }
}
