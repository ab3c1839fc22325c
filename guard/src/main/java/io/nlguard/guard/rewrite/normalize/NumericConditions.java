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
 * A number where a condition belongs ({@code WHERE col}, {@code ... AND home_goals - away_goals},
 * {@code CASE WHEN SUM(x) THEN}) → {@code col <> 0}. SQLite takes any number as a truth value: zero is
 * false, NULL is NULL, anything else is true, which is exactly {@code <> 0}. PostgreSQL wants a boolean.
 * Conditions are the operands of WHERE, HAVING, ON, FILTER, a searched CASE's WHEN, AND, OR and NOT.
 *
 * <p>It rewrites number columns, numeric literals, their sums, differences, products and negations, and
 * aggregates of numbers. It declines text (SQLite reads the text's leading number, for which PostgreSQL
 * has no cast), dates, divisions (SQLite's division by zero is NULL, PostgreSQL's an error) and
 * anything else whose SQLite value is not certain to be the number PostgreSQL computes.
 */
public final class NumericConditions extends AbstractPass {

    /** Conditions already: their type needs no look-up. */
    private static final Set<NodeType> BOOLEAN_SHAPES = Set.of(NodeType.EQ, NodeType.NEQ, NodeType.GT, NodeType.GTE,
            NodeType.LT, NodeType.LTE, NodeType.AND, NodeType.OR, NodeType.NOT, NodeType.XOR, NodeType.LIKE,
            NodeType.ILIKE, NodeType.SIMILAR, NodeType.REGEX, NodeType.IN, NodeType.BETWEEN, NodeType.IS,
            NodeType.EXISTS, NodeType.BOOLEAN);
    private static final Set<NodeType> ARITHMETIC = Set.of(NodeType.ADD, NodeType.SUB, NodeType.MUL, NodeType.NEG);
    private static final Set<String> AGGREGATES = Set.of("count", "sum", "total", "min", "max", "avg");

    public NumericConditions() {
        super("normalize.numeric-conditions", RewriteStage.NORMALIZE,
                "WHERE number_column → WHERE number_column <> 0, as SQLite takes a non-zero number as true");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode node : context.tree().nodes()) {
            if (BOOLEAN_SHAPES.contains(node.type()) || !isCondition(node)) {
                continue;
            }
            SqlType type = context.types().typeOf(node);
            if (type == SqlType.NUMERIC) {
                String text = context.text(node);
                if (text == null || !isPlainNumber(context, node)) {
                    context.decline(node, "SQLite takes a non-zero number as true, but this value is not certain to be"
                            + " the number PostgreSQL computes");
                    continue;
                }
                String operand = ARITHMETIC.contains(node.type()) ? "(" + text + ")" : text;
                context.replace(node, operand + " <> 0", 1.0,
                        "SQLite takes a non-zero number as true; PostgreSQL needs a boolean condition");
            } else if (type == SqlType.TEXT || type.isDateLike()) {
                context.decline(node, "SQLite takes the leading number of a " + type.label()
                        + "'s text as its truth value; PostgreSQL has no cast that does the same");
            }
        }
    }

    /** Whether the node stands where SQL expects a condition. */
    private static boolean isCondition(SqlNode node) {
        SqlNode parent = node.parent();
        if (parent == null) {
            return false;
        }
        return switch (parent.type()) {
            case WHERE, HAVING -> true;
            case JOIN -> node.role() == Role.ON;
            case AND, OR, NOT, XOR -> true;
            // a searched CASE: WHEN <condition> THEN; a simple CASE's WHEN holds a value
            case IF -> node.role() == Role.THIS && parent.parent() != null && parent.parent().type() == NodeType.CASE
                    && parent.parent().child(Role.THIS) == null;
            default -> false;
        };
    }

    /** Number columns, numeric literals, arithmetic without division over them, aggregates of numbers. */
    private static boolean isPlainNumber(PassContext context, SqlNode node) {
        switch (node.type()) {
            case COLUMN:
                return Affinity.catalogType(context, node) == SqlType.NUMERIC;
            case LITERAL:
                return Affinity.numericLiteral(node) != null;
            case PAREN:
                return node.children().size() == 1 && isPlainNumber(context, node.children().get(0));
            case ADD, SUB, MUL, NEG:
                return !node.children().isEmpty()
                        && node.children().stream().allMatch(child -> isPlainNumber(context, child));
            case AGGREGATE:
                if (!AGGREGATES.contains(node.name())) {
                    return false;
                }
                SqlNode arguments = node.child(NodeType.DISTINCT) != null ? node.child(NodeType.DISTINCT) : node;
                List<SqlNode> items = arguments.children().stream().filter(c -> c.role() == Role.ITEM).toList();
                return items.size() == 1 && (items.get(0).type() == NodeType.STAR
                        || context.types().typeOf(items.get(0)) == SqlType.NUMERIC);
            default:
                return false;
        }
    }
}
