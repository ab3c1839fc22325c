package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.TimeKeyExpression;
import net.sf.jsqlparser.statement.select.OrderByElement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * Renders expressions of the guard's statement tree as canonical SQL: lower-case keywords and
 * names, single spaces, parentheses exactly where the tree nests operators (so redundant ones
 * vanish), AND and OR operands flattened and sorted, {@code a = b} and {@code b = a} written alike,
 * {@code 1 < a} turned into {@code a > 1}, IN lists sorted, {@code x::t} written as
 * {@code cast(x as t)}, columns named through {@link ColumnNames}.
 *
 * <p>Without a {@link Masked} collector, nested queries are rendered in full; with one, they and
 * window specifications are replaced by placeholders and handed to the collector.
 */
final class ExpressionRenderer {

    /** Operands that never need parentheses around them. */
    private static final Set<NodeType> ATOMIC = EnumSet.of(NodeType.COLUMN, NodeType.LITERAL, NodeType.NULL,
            NodeType.BOOLEAN, NodeType.PLACEHOLDER, NodeType.INTERVAL, NodeType.FUNCTION, NodeType.AGGREGATE,
            NodeType.WINDOW, NodeType.CAST, NodeType.CASE, NodeType.TUPLE, NodeType.ARRAY, NodeType.STAR,
            NodeType.SUBQUERY, NodeType.SELECT, NodeType.VALUES, NodeType.UNION, NodeType.INTERSECT,
            NodeType.EXCEPT, NodeType.ANY, NodeType.EXISTS);

    private static final Set<NodeType> CONSTANTS = EnumSet.of(NodeType.LITERAL, NodeType.NULL, NodeType.BOOLEAN,
            NodeType.PLACEHOLDER, NodeType.INTERVAL);

    private static final Map<NodeType, NodeType> MIRRORED = Map.of(NodeType.GT, NodeType.LT, NodeType.LT, NodeType.GT,
            NodeType.GTE, NodeType.LTE, NodeType.LTE, NodeType.GTE);

    private static final Map<NodeType, String> COMPARISONS = Map.of(NodeType.GT, ">", NodeType.LT, "<",
            NodeType.GTE, ">=", NodeType.LTE, "<=");

    /** Precedence levels, loosest first: an operand binding no tighter than its operator gets parentheses. */
    private static final int OR_LEVEL = 1;
    private static final int AND_LEVEL = 2;
    private static final int NOT_LEVEL = 3;
    private static final int PREDICATE = 4;
    private static final int ARITHMETIC = 5;
    private static final int TERM = 6;

    private final ColumnNames columns;
    private final Function<SqlNode, String> queryText;
    private final Set<SqlNode> expandingAliases = Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * @param queryText renders a nested query node in full, without enclosing parentheses
     */
    ExpressionRenderer(ColumnNames columns, Function<SqlNode, String> queryText) {
        this.columns = columns;
        this.queryText = queryText;
    }

    ColumnNames columns() {
        return columns;
    }

    /** The canonical text of an expression; {@code masked} null renders nested queries in full. */
    String render(SqlNode node, Masked masked) {
        if (node == null) {
            return "";
        }
        return switch (node.type()) {
            case PAREN -> render(node.child(Role.THIS) != null ? node.child(Role.THIS) : node.children().get(0), masked);
            case AND, OR -> junction(node, masked);
            case NOT -> not(node, masked);
            case EQ, NEQ -> symmetric(node, masked);
            case GT, GTE, LT, LTE -> inequality(node, masked);
            case LIKE, ILIKE, SIMILAR, IN, BETWEEN, IS, EXISTS -> predicate(node, false, masked);
            case COLUMN -> column(node, masked);
            case STAR -> columns.star(node);
            case LITERAL -> literal(node);
            case NULL -> "null";
            case BOOLEAN, PLACEHOLDER -> fold(node.name());
            case NEG -> "-" + operand(node.children().get(0), masked);
            case FUNCTION, AGGREGATE -> call(node, masked);
            case WINDOW -> window(node, masked);
            case CASE -> caseExpression(node, masked);
            case CAST -> "cast(" + render(node.child(Role.THIS), masked) + " as "
                    + SqlText.typeName(node.child(Role.EXPRESSION).name()) + ")";
            case DATA_TYPE -> SqlText.typeName(node.name());
            case TUPLE -> "(" + list(node.children(), masked) + ")";
            case ARRAY -> "array[" + list(node.children(), masked) + "]";
            case ANY -> ("SOME".equalsIgnoreCase(node.name()) ? "any" : fold(node.name())) + " "
                    + render(node.children().get(0), masked);
            case SUBQUERY, SELECT, VALUES, UNION, INTERSECT, EXCEPT -> nestedQuery(node, masked);
            case ADD, SUB, MUL, DIV, INT_DIV, MOD, CONCAT, BITWISE, REGEX, XOR -> binary(node, masked);
            default -> SqlText.normalize(node.ast() != null ? String.valueOf(node.ast()) : node.text());
        };
    }

    /** An operand of an arithmetic or other tight-binding operator: parenthesized unless it is a single term. */
    private String operand(SqlNode node, Masked masked) {
        return operand(node, masked, ARITHMETIC);
    }

    /**
     * An operand of an operator of precedence {@code level}: parenthesized when it binds no tighter
     * than its parent, so the text keeps the tree's grouping and nothing else.
     */
    private String operand(SqlNode node, Masked masked, int level) {
        SqlNode inner = skipParens(node);
        String text = render(inner, masked);
        return precedence(inner) > level ? text : "(" + text + ")";
    }

    private static int precedence(SqlNode node) {
        if (ATOMIC.contains(node.type())
                || (node.type() == NodeType.NEG && CONSTANTS.contains(skipParens(node.children().get(0)).type()))) {
            return TERM;
        }
        return switch (node.type()) {
            case OR, XOR -> OR_LEVEL;
            case AND -> AND_LEVEL;
            case NOT -> NOT_LEVEL;
            case EQ, NEQ, GT, GTE, LT, LTE, LIKE, ILIKE, SIMILAR, IN, BETWEEN, IS, REGEX -> PREDICATE;
            default -> ARITHMETIC;
        };
    }

    /** The operands of an AND (or OR) tree, nested ones of the same connective and parentheses flattened. */
    static List<SqlNode> flatten(SqlNode node, NodeType connective) {
        List<SqlNode> operands = new ArrayList<>();
        collect(skipParens(node), connective, operands);
        return operands;
    }

    /** An ORDER BY item's direction and non-default NULLS placement: {@code " desc"}, {@code " nulls first"}. */
    static String orderSuffix(SqlNode ordered) {
        boolean descending = "DESC".equals(ordered.name());
        String suffix = descending ? " desc" : "";
        if (ordered.ast() instanceof OrderByElement element && element.getNullOrdering() != null) {
            // PostgreSQL sorts NULLs last ascending and first descending; only the other choice is spelled out
            boolean nullsFirst = element.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST;
            if (nullsFirst != descending) {
                suffix += nullsFirst ? " nulls first" : " nulls last";
            }
        }
        return suffix;
    }

    static SqlNode skipParens(SqlNode node) {
        SqlNode current = node;
        while (current.type() == NodeType.PAREN && current.children().size() == 1) {
            current = current.children().get(0);
        }
        return current;
    }

    private static void collect(SqlNode node, NodeType connective, List<SqlNode> into) {
        if (node.type() == connective) {
            for (SqlNode child : node.children()) {
                collect(skipParens(child), connective, into);
            }
        } else {
            into.add(node);
        }
    }

    private String junction(SqlNode node, Masked masked) {
        List<String> operands = new ArrayList<>();
        int level = node.type() == NodeType.AND ? AND_LEVEL : OR_LEVEL;
        for (SqlNode operand : flatten(node, node.type())) {
            operands.add(operand(operand, masked, level));
        }
        Collections.sort(operands);
        return String.join(node.type() == NodeType.AND ? " and " : " or ", operands);
    }

    private String not(SqlNode node, Masked masked) {
        SqlNode inner = skipParens(node.children().get(0));
        return switch (inner.type()) {
            case LIKE, ILIKE, SIMILAR, IN, BETWEEN, IS, EXISTS -> predicate(inner, true, masked);
            default -> "not " + operand(inner, masked, NOT_LEVEL);
        };
    }

    /** {@code =}, {@code <>} and IS [NOT] DISTINCT FROM: operands in canonical order. */
    private String symmetric(SqlNode node, Masked masked) {
        String operator = "!=".equals(node.name()) ? "<>" : fold(node.name());
        List<SqlNode> operands = node.children();
        String left = operand(operands.get(0), masked, PREDICATE);
        String right = operand(operands.get(1), masked, PREDICATE);
        if (outranks(operands.get(0), left, operands.get(1), right)) {
            String swap = left;
            left = right;
            right = swap;
        }
        return left + " " + operator + " " + right;
    }

    /** {@code <}, {@code >}...: mirrored when that puts the operands in canonical order. */
    private String inequality(SqlNode node, Masked masked) {
        List<SqlNode> operands = node.children();
        String left = operand(operands.get(0), masked, PREDICATE);
        String right = operand(operands.get(1), masked, PREDICATE);
        NodeType type = node.type();
        if (outranks(operands.get(0), left, operands.get(1), right)) {
            return right + " " + COMPARISONS.get(MIRRORED.get(type)) + " " + left;
        }
        return left + " " + COMPARISONS.get(type) + " " + right;
    }

    /** Whether the left operand should come second: constants go right, otherwise text order. */
    private static boolean outranks(SqlNode leftNode, String left, SqlNode rightNode, String right) {
        boolean leftConstant = CONSTANTS.contains(skipParens(leftNode).type());
        boolean rightConstant = CONSTANTS.contains(skipParens(rightNode).type());
        if (leftConstant != rightConstant) {
            return leftConstant;
        }
        return left.compareTo(right) > 0;
    }

    private String predicate(SqlNode node, boolean negated, Masked masked) {
        String not = negated ? "not " : "";
        SqlNode subject = node.child(Role.THIS);
        return switch (node.type()) {
            case LIKE, ILIKE, SIMILAR -> operand(subject, masked, PREDICATE) + " " + not
                    + (node.type() == NodeType.SIMILAR ? "similar to" : fold(node.type().name())) + " "
                    + operand(node.child(Role.EXPRESSION), masked, PREDICATE);
            case IN -> operand(subject, masked, PREDICATE) + " " + not + "in " + inList(node, masked);
            case BETWEEN -> operand(subject, masked, PREDICATE) + " " + not + "between "
                    + operand(node.child(Role.LOW), masked, PREDICATE) + " and " + operand(node.child(Role.HIGH), masked, PREDICATE);
            case IS -> operand(subject, masked, PREDICATE) + " is " + not + render(node.child(Role.EXPRESSION), masked);
            default -> not + "exists " + render(subject, masked);
        };
    }

    /** {@code (1, 2, 3)} with the items sorted (membership does not depend on order), or a subquery. */
    private String inList(SqlNode in, Masked masked) {
        SqlNode target = in.child(Role.EXPRESSION);
        if (target != null) {
            String text = render(target, masked);
            return text.startsWith("(") ? text : "(" + text + ")";
        }
        List<String> items = new ArrayList<>();
        for (SqlNode child : in.children()) {
            if (child.role() == Role.ITEM) {
                items.add(render(child, masked));
            }
        }
        Collections.sort(items);
        return "(" + String.join(", ", items) + ")";
    }

    private String binary(SqlNode node, Masked masked) {
        String operator = fold(node.name());
        return operand(node.children().get(0), masked) + " " + operator + " " + operand(node.children().get(1), masked);
    }

    private String column(SqlNode column, Masked masked) {
        if (columns.isOutputAlias(column)) {
            SqlNode aliased = aliasedExpression(column);
            if (aliased != null && expandingAliases.add(aliased)) {
                try {
                    return render(aliased, masked);
                } finally {
                    expandingAliases.remove(aliased);
                }
            }
            return fold(column.name());
        }
        return columns.column(column);
    }

    /** The SELECT-list expression an output alias names ({@code ORDER BY n} for {@code count(*) AS n}). */
    private SqlNode aliasedExpression(SqlNode column) {
        SqlNode query = columns.queryOf(column);
        for (SqlNode item : query.children()) {
            if (item.type() == NodeType.ALIAS && item.role() == Role.ITEM && item.name() != null
                    && item.name().equalsIgnoreCase(column.name())) {
                return aliasTarget(item);
            }
        }
        return null;
    }

    /** The expression of a SELECT item {@code expr AS name}. */
    static SqlNode aliasTarget(SqlNode alias) {
        for (SqlNode child : alias.children()) {
            if (child.role() != Role.ALIAS) {
                return child;
            }
        }
        return alias;
    }

    private String literal(SqlNode node) {
        if (node.ast() instanceof StringValue string) {
            return string.toString();
        }
        return node.ast() == null ? fold(node.name()) : SqlText.normalize(String.valueOf(node.ast()));
    }

    private String call(SqlNode node, Masked masked) {
        String name = fold(node.name());
        if (node.ast() instanceof TimeKeyExpression) {
            return name;
        }
        if ("extract".equals(name) && node.child(Role.THIS) != null) {
            return "extract(" + fold(node.child(Role.THIS).name()) + " from " + render(node.child(Role.EXPRESSION), masked) + ")";
        }
        StringBuilder text = new StringBuilder(name).append('(');
        SqlNode distinct = node.child(NodeType.DISTINCT);
        SqlNode holder = distinct != null ? distinct : node;
        if (distinct != null) {
            text.append("distinct ");
        }
        text.append(list(holder.children().stream().filter(c -> c.role() == Role.ITEM).toList(), masked));
        SqlNode order = node.child(NodeType.ORDER);
        if (order != null) {
            text.append(" order by ").append(orderList(order, masked));
        }
        text.append(')');
        SqlNode filter = node.child(NodeType.WHERE);
        if (filter != null) {
            text.append(" filter (where ").append(render(filter.children().get(0), masked)).append(')');
        }
        return text.toString();
    }

    private String window(SqlNode node, Masked masked) {
        SqlNode callNode = node.children().get(0);
        String call = render(callNode, masked);
        List<String> spec = new ArrayList<>();
        SqlNode partition = node.child(NodeType.PARTITION);
        if (partition != null) {
            List<String> keys = new ArrayList<>();
            partition.children().forEach(key -> keys.add(render(key, masked)));
            Collections.sort(keys); // partitions are sets of keys
            spec.add("partition by " + String.join(", ", keys));
        }
        SqlNode order = node.child(NodeType.ORDER);
        if (order != null) {
            spec.add("order by " + orderList(order, masked));
        }
        if (node.ast() instanceof AnalyticExpression analytic && analytic.getWindowElement() != null) {
            spec.add(SqlText.normalize(analytic.getWindowElement().toString()));
        }
        String over = spec.isEmpty() && node.name() != null ? "over " + fold(node.name())
                : "over (" + String.join(" ", spec) + ")";
        if (masked == null) {
            return call + " " + over;
        }
        masked.window(call + " " + over);
        return call + " " + Masked.WINDOW;
    }

    private String orderList(SqlNode order, Masked masked) {
        List<String> items = new ArrayList<>();
        for (SqlNode ordered : order.children()) {
            items.add(render(ordered.children().get(0), masked) + orderSuffix(ordered));
        }
        return String.join(", ", items);
    }

    private String caseExpression(SqlNode node, Masked masked) {
        StringBuilder text = new StringBuilder("case");
        for (SqlNode child : node.children()) {
            switch (child.role()) {
                case THIS -> text.append(' ').append(render(child, masked));
                case WHEN -> text.append(" when ").append(render(child.child(Role.THIS), masked))
                        .append(" then ").append(render(child.child(Role.THEN), masked));
                case DEFAULT -> text.append(" else ").append(render(child, masked));
                default -> {
                    // a CASE has no other parts
                }
            }
        }
        return text.append(" end").toString();
    }

    private String nestedQuery(SqlNode node, Masked masked) {
        SqlNode query = node.type() == NodeType.SUBQUERY
                ? (node.child(Role.QUERY) != null ? node.child(Role.QUERY) : node.children().get(0)) : node;
        if (masked != null) {
            masked.query(query);
            return Masked.SUBQUERY;
        }
        return "(" + queryText.apply(query) + ")";
    }

    private String list(List<SqlNode> items, Masked masked) {
        List<String> texts = new ArrayList<>(items.size());
        for (SqlNode item : items) {
            texts.add(render(item, masked));
        }
        return String.join(", ", texts);
    }

    /** Sorts texts in canonical order; shared by the clauses whose items form a set. */
    static List<String> sorted(List<String> texts) {
        List<String> copy = new ArrayList<>(texts);
        copy.sort(Comparator.naturalOrder());
        return copy;
    }
}
