package io.nlguard.guard.rewrite.normalize;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.StringValue;

/** What the dialect-function passes ask about a call's arguments: their text, as text, as whole numbers. */
final class Operands {

    private static final Set<String> INTEGER_TYPES = Set.of("int", "integer", "int2", "int4", "int8", "smallint",
            "bigint", "tinyint", "mediumint", "serial", "serial2", "serial4", "serial8", "smallserial", "bigserial");

    /** Functions whose result is a whole number whatever their (valid) arguments. */
    private static final Set<String> INTEGER_FUNCTIONS = Set.of("count", "length", "char_length", "character_length",
            "octet_length", "strpos", "instr", "position", "row_number", "rank", "dense_rank", "ntile", "ascii");

    /** Functions whose result is a whole number when their first argument is one. */
    private static final Set<String> INTEGER_PRESERVING = Set.of("sum", "min", "max", "abs", "coalesce", "ifnull");

    /** Floating-point type names, as written in casts and as the catalog reports columns. */
    /** Compiled once: the float test runs on every column an arithmetic or comparison pass looks at. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Set<String> FLOAT_TYPES = Set.of("real", "double", "doubleprecision", "float", "float4",
            "float8");

    private Operands() {
    }

    /** The call's arguments (the ITEM children, also under {@code DISTINCT}), in order. */
    static List<SqlNode> arguments(SqlNode call) {
        SqlNode distinct = call.child(NodeType.DISTINCT);
        SqlNode holder = distinct != null ? distinct : call;
        return holder.children().stream().filter(child -> child.role() == Role.ITEM).toList();
    }

    /**
     * Whether the call is a plain call whose whole source text may be replaced: not a window function or a
     * call with FILTER (their node's span covers the OVER and FILTER clauses, which a new text would drop).
     */
    static boolean isPlainCall(SqlNode call) {
        return !(call.ast() instanceof AnalyticExpression) && (call.parent() == null
                || call.parent().type() != NodeType.WINDOW);
    }

    /** The string value of a quoted literal, or null when the node is something else. */
    static String stringLiteral(SqlNode node) {
        return node != null && node.type() == NodeType.LITERAL && node.ast() instanceof StringValue value
                ? value.getValue() : null;
    }

    /** The node itself, or what a chain of parentheses around it holds. */
    static SqlNode unparenthesized(SqlNode node) {
        SqlNode inner = node;
        while (inner != null && inner.type() == NodeType.PAREN && inner.children().size() == 1) {
            inner = inner.children().get(0);
        }
        return inner;
    }

    /** The node's parent, looking through parentheses around the node. */
    static SqlNode parentOutsideParentheses(SqlNode node) {
        SqlNode parent = node.parent();
        while (parent != null && parent.type() == NodeType.PAREN) {
            parent = parent.parent();
        }
        return parent;
    }

    /**
     * The argument's text for a function that works on text ({@code substr}, {@code strpos}, {@code length}):
     * as written when it is text already or of a type the database converts itself; wrapped in
     * {@code CAST(... AS text)} when it is a date, time or whole number, which SQLite and MySQL read as their
     * text form and PostgreSQL does not ({@code CURRENT_TIMESTAMP} as SQLite writes it, in UTC to the second); null when its text form differs between the databases (a fraction
     * prints {@code 1.0} in SQLite and {@code 1} in PostgreSQL; a boolean is {@code 1} or {@code true}) or its
     * position is not known exactly.
     */
    static String asText(PassContext context, SqlNode node) {
        String text = context.text(node);
        if (text == null) {
            return null;
        }
        String now = TimeValues.sqliteNowText(node);
        if (now != null) {
            return now;
        }
        SqlType type = context.types().typeOf(node);
        return switch (type) {
            case DATE, TIMESTAMP, TIME -> "CAST(" + text + " AS text)";
            case NUMERIC -> isInteger(context, node) ? "CAST(" + text + " AS text)" : null;
            case BOOLEAN -> null;
            default -> text;
        };
    }

    /**
     * Whether the expression may be a floating-point number: it holds, outside subqueries and other casts, a
     * cast to a float type or a float column.
     */
    static boolean mayBeFloat(PassContext context, SqlNode node) {
        if (node == null || node.type().isQuery()) {
            return false;
        }
        if (node.type() == NodeType.CAST) {
            // a cast decides: CAST(CAST(x AS REAL) AS numeric) is no float
            SqlNode type = node.child(NodeType.DATA_TYPE);
            return type != null && type.name() != null
                    && FLOAT_TYPES.contains(WHITESPACE.matcher(type.name()).replaceAll("").toLowerCase(Locale.ROOT));
        }
        if (node.type() == NodeType.COLUMN) {
            Column column = context.types().catalogColumn(node);
            return column != null && column.nativeType() != null
                    && FLOAT_TYPES.contains(WHITESPACE.matcher(column.nativeType()).replaceAll("").toLowerCase(Locale.ROOT));
        }
        return node.children().stream().anyMatch(child -> mayBeFloat(context, child));
    }

    /**
     * Whether the expression is evidently a whole number in both SQLite and PostgreSQL: an integer literal or
     * column, a count or length, arithmetic and sums over those, a cast to an integer type.
     */
    static boolean isInteger(PassContext context, SqlNode node) {
        SqlNode inner = unparenthesized(node);
        if (inner == null) {
            return false;
        }
        return switch (inner.type()) {
            case LITERAL -> inner.ast() instanceof LongValue;
            case NEG -> !inner.children().isEmpty() && isInteger(context, inner.children().get(0));
            case COLUMN -> {
                Column column = context.types().catalogColumn(inner);
                yield column != null && column.nativeType() != null
                        && INTEGER_TYPES.contains(column.nativeType().toLowerCase(Locale.ROOT));
            }
            case ADD, SUB, MUL, DIV, MOD -> isInteger(context, inner.child(Role.THIS))
                    && isInteger(context, inner.child(Role.EXPRESSION));
            case CAST -> {
                SqlNode type = inner.child(NodeType.DATA_TYPE);
                yield type != null && type.name() != null
                        && INTEGER_TYPES.contains(type.name().trim().toLowerCase(Locale.ROOT));
            }
            case FUNCTION, AGGREGATE -> {
                String name = inner.name();
                if (INTEGER_FUNCTIONS.contains(name)) {
                    yield true;
                }
                List<SqlNode> arguments = arguments(inner);
                yield INTEGER_PRESERVING.contains(name) && !arguments.isEmpty()
                        && arguments.stream().allMatch(argument -> isInteger(context, argument));
            }
            default -> false;
        };
    }
}
