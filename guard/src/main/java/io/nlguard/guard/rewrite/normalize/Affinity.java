package io.nlguard.guard.rewrite.normalize;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.LongValue;

/**
 * SQLite's type affinity of an expression, which decides how SQLite converts the operands of a
 * comparison: a column has its declared type's affinity (read here from the catalog type of the
 * column), a {@code CAST} has its target type's, a scalar subquery its single output's; literals,
 * functions and operators have none. Also the texts the affinity passes put in place of operands.
 */
enum Affinity {
    /** A text column or a cast to text. */
    TEXT,
    /** A column or cast of a number, date, timestamp or boolean type (SQLite: INTEGER, REAL or NUMERIC). */
    NUMERIC,
    /** A literal, a function's result, an operator's result: SQLite converts it to the other operand's affinity. */
    NONE,
    /** A column whose table is not known, or a construct not modelled: a pass must not guess. */
    UNKNOWN;

    /**
     * A PostgreSQL pattern for the texts SQLite reads as a number when it applies numeric affinity:
     * optional spaces, a sign, digits with an optional decimal point (or a point and digits), an
     * optional exponent, optional spaces. It avoids backslashes so that it means the same whatever
     * {@code standard_conforming_strings} is.
     */
    static final String NUMBER_TEXT = "^[[:space:]]*[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][-+]?[0-9]+)?[[:space:]]*$";

    static Affinity of(PassContext context, SqlNode node) {
        if (node == null) {
            return UNKNOWN;
        }
        return switch (node.type()) {
            case COLUMN -> column(context, node);
            case CAST -> unaryPlus(context, node) ? NONE : ofTypeName(dataType(node));
            case PAREN, ALIAS -> node.children().isEmpty() ? UNKNOWN : of(context, node.children().get(0));
            case SUBQUERY -> node.children().isEmpty() ? UNKNOWN : of(context, node.children().get(0));
            case SELECT -> single(context, node);
            case LITERAL, NULL, BOOLEAN, NEG, ADD, SUB, MUL, DIV, INT_DIV, MOD, CONCAT, BITWISE, FUNCTION, AGGREGATE,
                    CASE, EQ, NEQ, GT, GTE, LT, LTE, AND, OR, NOT, LIKE, ILIKE, IN, BETWEEN, IS, EXISTS -> NONE;
            default -> UNKNOWN;
        };
    }

    /** The PostgreSQL type of a column of a catalog table, or null when the node is not one. */
    static SqlType catalogType(PassContext context, SqlNode node) {
        Column column = context.types().catalogColumn(node);
        return column == null ? null : SqlType.fromJdbc(column.jdbcType(), column.nativeType());
    }

    /** The catalog column's own type name ({@code int8}, {@code float8}), lower case, or null. */
    static String nativeType(PassContext context, SqlNode node) {
        Column column = context.types().catalogColumn(node);
        return column == null || column.nativeType() == null ? null : column.nativeType().toLowerCase(Locale.ROOT);
    }

    /** Whether a native type name is one of PostgreSQL's integer types, whose text form is SQLite's. */
    static boolean isIntegerType(String nativeType) {
        if (nativeType == null) {
            return false;
        }
        return switch (nativeType) {
            case "int2", "int4", "int8", "smallint", "integer", "int", "bigint", "serial", "bigserial", "smallserial",
                    "serial4", "serial8" -> true;
            default -> false;
        };
    }

    private static Affinity column(PassContext context, SqlNode node) {
        if (unaryPlus(context, node)) {
            return NONE; // SQLite: a unary + takes a column's affinity away
        }
        SqlType type = catalogType(context, node);
        if (type == null) {
            return derivedColumn(context, node);
        }
        return switch (type) {
            case TEXT -> TEXT;
            case NUMERIC, DATE, TIMESTAMP, BOOLEAN -> NUMERIC;
            default -> UNKNOWN;
        };
    }

    /**
     * A column of a derived table or CTE has the affinity of the expression that makes it (SQLite gives
     * a subquery's columns their expressions' affinities): {@code (SELECT doc FROM schools) s} makes
     * {@code s.doc} a text column.
     */
    private static Affinity derivedColumn(PassContext context, SqlNode node) {
        ColumnRef ref = context.scopes().column(node);
        if (ref == null || ref.status() != ColumnRef.Status.RESOLVED || !(ref.source() instanceof DerivedSource derived)
                || derived.inner() == null || derived.columnNames() == null || derived.countColumn(node.name()) != 1) {
            return UNKNOWN;
        }
        SqlNode select = derived.inner().node();
        while (select != null && select.type() == NodeType.SUBQUERY && !select.children().isEmpty()) {
            select = select.children().get(0);
        }
        if (select == null || select.type() != NodeType.SELECT) {
            return UNKNOWN;
        }
        int index = -1;
        for (int i = 0; i < derived.columnNames().size(); i++) {
            if (derived.columnNames().get(i).equalsIgnoreCase(node.name())) {
                index = i;
            }
        }
        int position = 0;
        for (SqlNode child : select.children()) {
            if (child.role() != Role.ITEM) {
                continue;
            }
            if (child.type() == NodeType.STAR) {
                return UNKNOWN;
            }
            if (position++ == index) {
                return of(context, child);
            }
        }
        return UNKNOWN;
    }

    /** SQLite's rules for the affinity of a declared or cast-to type name. */
    static Affinity ofTypeName(String typeName) {
        if (typeName == null || typeName.isBlank()) {
            return UNKNOWN;
        }
        String name = typeName.toUpperCase(Locale.ROOT);
        if (name.contains("INT")) {
            return NUMERIC;
        }
        if (name.contains("CHAR") || name.contains("CLOB") || name.contains("TEXT")) {
            return TEXT;
        }
        if (name.contains("BLOB")) {
            return UNKNOWN;
        }
        return NUMERIC;
    }

    private static Affinity single(PassContext context, SqlNode select) {
        SqlNode only = null;
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM) {
                if (only != null || child.type() == NodeType.STAR) {
                    return UNKNOWN;
                }
                only = child;
            }
        }
        return of(context, only);
    }

    /** The single output expression of a one-column SELECT (under its alias), or null. */
    static SqlNode singleOutput(SqlNode select) {
        if (select == null || select.type() != NodeType.SELECT) {
            return null;
        }
        SqlNode only = null;
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM) {
                if (only != null || child.type() == NodeType.STAR) {
                    return null;
                }
                only = child;
            }
        }
        return only != null && only.type() == NodeType.ALIAS && !only.children().isEmpty()
                ? only.children().get(0) : only;
    }

    private static String dataType(SqlNode cast) {
        SqlNode type = cast.child(NodeType.DATA_TYPE);
        return type == null ? null : type.name();
    }

    /** Whether the node is written with a unary plus in front ({@code +col}), which JSqlParser drops. */
    private static boolean unaryPlus(PassContext context, SqlNode node) {
        int start = context.tree().startOffset(node);
        if (start < 0 || (node.parent() != null && node.parent().type() == NodeType.ADD)) {
            return false;
        }
        String sql = context.sql();
        int i = start - 1;
        while (i >= 0 && Character.isWhitespace(sql.charAt(i))) {
            i--;
        }
        return i >= 0 && sql.charAt(i) == '+';
    }

    /** The literal inside parentheses and a minus sign, or null: {@code -1}, {@code (2.5)}. */
    static SqlNode numericLiteral(SqlNode node) {
        SqlNode n = node;
        while (n != null && (n.type() == NodeType.PAREN || n.type() == NodeType.NEG)) {
            List<SqlNode> children = n.children();
            n = children.size() == 1 ? children.get(0) : null;
        }
        return n != null && n.type() == NodeType.LITERAL && (n.ast() instanceof LongValue || n.ast() instanceof DoubleValue)
                ? n : null;
    }

    /**
     * The text SQLite makes of a numeric literal when it compares it with a text column: an integer's
     * decimal digits, a real's {@code %!.15g} form ({@code 2.50} → {@code 2.5}, {@code 1e3} →
     * {@code 1000.0}). Null when the form is not certain: a real with more than 15 significant digits
     * or one SQLite would write with an exponent, an integer beyond 64 bits, a negative zero.
     */
    static String sqliteText(SqlNode node) {
        boolean negative = false;
        SqlNode n = node;
        while (n.type() == NodeType.PAREN || n.type() == NodeType.NEG) {
            if (n.type() == NodeType.NEG) {
                negative = !negative;
            }
            n = n.children().get(0);
        }
        String written = n.name();
        if (written == null) {
            return null;
        }
        try {
            if (n.ast() instanceof LongValue) {
                BigInteger value = new BigInteger(written.trim());
                if (negative) {
                    value = value.negate();
                }
                return value.bitLength() < 64 ? value.toString() : null;
            }
            BigDecimal value = new BigDecimal(written.trim());
            if (value.signum() == 0) {
                return negative ? null : "0.0";
            }
            BigDecimal magnitude = value.abs();
            BigDecimal stripped = magnitude.stripTrailingZeros();
            if (stripped.precision() > 15 || magnitude.compareTo(new BigDecimal("1e-4")) < 0
                    || magnitude.compareTo(new BigDecimal("1e15")) >= 0) {
                return null;
            }
            String plain = stripped.toPlainString();
            if (plain.indexOf('.') < 0) {
                plain = plain + ".0";
            }
            return (negative ? "-" : "") + plain;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A SQL string literal of {@code text}. */
    static String quoted(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    /**
     * The text column {@code expression} as SQLite compares it with a number: the number it spells when
     * it spells one, else NaN, which PostgreSQL sorts above every number as SQLite sorts text above them.
     */
    static String asNumber(String expression) {
        return "CAST(CASE WHEN " + expression + " !~ '" + NUMBER_TEXT + "' THEN 'NaN' ELSE " + expression
                + " END AS numeric)";
    }
}
