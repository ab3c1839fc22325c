package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * The value of a constant expression, for {@link ConstantFolder}: a number ({@link BigDecimal}), a
 * string, a boolean, or SQL NULL ({@code content} null). Folds literals (dollar-quoted ones too), signs,
 * arithmetic, concatenation, casts, CASE, the functions {@link ConstantFunctions} knows and scalar
 * subqueries without a table. A column is never a constant: every column the parser marks as one
 * resolves (per {@code scope}) to a relation of this query level or an outer one, whose rows it reads.
 */
record ConstantValue(Object content) {

    static final ConstantValue NULL = new ConstantValue(null);

    /** {@code $$...$$} or {@code $tag$...$tag$}: a string, whatever the tag. */
    private static final Pattern DOLLAR_QUOTED = Pattern.compile("\\$([A-Za-z_][A-Za-z_0-9]*)?\\$");

    /** Numbers beyond 10^±1000 are not folded: {@code 1e999999999 / 3} would take the guard down, not the query. */
    private static final int MAX_MAGNITUDE = 1000;

    boolean isNull() {
        return content == null;
    }

    /** The constant an expression stands for, or null when it is not a constant. */
    static ConstantValue of(SqlNode node) {
        if (node == null) {
            return null;
        }
        return switch (node.type()) {
            case LITERAL -> literal(node);
            case NULL -> NULL;
            case BOOLEAN -> new ConstantValue("TRUE".equalsIgnoreCase(node.name()));
            case PAREN -> of(first(node));
            case CAST -> ConstantCasts.cast(of(first(node)), node.child(NodeType.DATA_TYPE));
            case NEG -> negate(of(first(node)));
            case ADD, SUB, MUL, DIV, MOD -> arithmetic(node);
            case CONCAT -> concat(node);
            case FUNCTION -> call(node);
            case CASE -> ConstantCase.of(node);
            case SUBQUERY -> ScalarSubquery.of(node);
            case EQ, NEQ, GT, GTE, LT, LTE, AND, OR, NOT, IS, IN, BETWEEN, LIKE, ILIKE -> ofTruth(ConstantFolder.truth(node));
            default -> null;
        };
    }

    /** A condition used as a value ({@code (1=1) = TRUE}): a boolean, NULL, or not a constant. */
    static ConstantValue ofTruth(Truth truth) {
        return switch (truth) {
            case TRUE -> new ConstantValue(true);
            case FALSE -> new ConstantValue(false);
            case NULL -> NULL;
            default -> null;
        };
    }

    /** A call of a function {@link ConstantFunctions} knows, every argument a constant. */
    private static ConstantValue call(SqlNode node) {
        List<ConstantValue> arguments = new ArrayList<>();
        for (SqlNode child : node.children()) {
            ConstantValue argument = of(child);
            if (argument == null) {
                return null;
            }
            arguments.add(argument);
        }
        return ConstantFunctions.apply(node.name(), arguments);
    }

    /** The text PostgreSQL's output function writes for a constant: numbers plain, booleans t/f. */
    static String text(ConstantValue value) {
        Object content = value.content();
        if (content instanceof BigDecimal number) {
            return number.toPlainString();
        }
        if (content instanceof Boolean bool) {
            return bool ? "t" : "f";
        }
        return String.valueOf(content);
    }

    private static ConstantValue literal(SqlNode node) {
        String text = node.text();
        String name = node.name();
        if (name == null) {
            return null;
        }
        if (text.startsWith("E'") || text.startsWith("e'")) {
            String value = EscapeString.decode(text.substring(2, text.endsWith("'") ? text.length() - 1 : text.length()));
            return value == null ? null : new ConstantValue(value);
        }
        if (text.startsWith("'") || text.startsWith("N'") || text.startsWith("n'") || DOLLAR_QUOTED.matcher(text).lookingAt()) {
            return new ConstantValue(name);
        }
        try {
            return bounded(new BigDecimal(name.replace("_", "")));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The number as a constant, or null (not a constant) when it is too large or too precise to compute with safely. */
    static ConstantValue bounded(BigDecimal number) {
        int magnitude = number.precision() - number.scale();
        return Math.abs(magnitude) > MAX_MAGNITUDE || Math.abs(number.scale()) > MAX_MAGNITUDE ? null : new ConstantValue(number);
    }

    private static ConstantValue negate(ConstantValue value) {
        if (value != null && value.content() instanceof BigDecimal number) {
            return new ConstantValue(number.negate());
        }
        return value != null && value.isNull() ? NULL : null;
    }

    private static ConstantValue arithmetic(SqlNode node) {
        if (node.children().size() != 2) {
            return null;
        }
        ConstantValue left = of(node.children().get(0));
        ConstantValue right = of(node.children().get(1));
        if (left == null || right == null) {
            return null;
        }
        if (left.isNull() || right.isNull()) {
            return NULL;
        }
        BigDecimal a = number(left);
        BigDecimal b = number(right);
        if (a == null || b == null) {
            return null;
        }
        boolean integers = a.scale() <= 0 && b.scale() <= 0;
        return switch (node.type()) {
            case ADD -> bounded(a.add(b));
            case SUB -> bounded(a.subtract(b));
            case MUL -> bounded(a.multiply(b));
            case DIV -> b.signum() == 0 ? null
                    : bounded(integers ? a.divide(b, 0, RoundingMode.DOWN) : a.divide(b, MathContext.DECIMAL64));
            default -> b.signum() == 0 ? null : bounded(a.remainder(b));
        };
    }

    private static ConstantValue concat(SqlNode node) {
        StringBuilder text = new StringBuilder();
        for (SqlNode child : node.children()) {
            ConstantValue part = of(child);
            if (part == null) {
                return null;
            }
            if (part.isNull()) {
                return NULL;
            }
            text.append(text(part));
        }
        return new ConstantValue(text.toString());
    }

    /** A constant used as a condition: booleans, non-zero numbers (MySQL's {@code OR 1}) and PostgreSQL's boolean strings. */
    static Truth truthOf(ConstantValue value) {
        if (value == null) {
            return Truth.UNKNOWN;
        }
        if (value.isNull()) {
            return Truth.NULL;
        }
        Object content = value.content();
        if (content instanceof Boolean bool) {
            return Truth.of(bool);
        }
        if (content instanceof BigDecimal number) {
            return Truth.of(number.signum() != 0);
        }
        return switch (String.valueOf(content).trim().toLowerCase(Locale.ROOT)) {
            case "t", "true", "y", "yes", "on", "1" -> Truth.TRUE;
            case "f", "false", "n", "no", "off", "0" -> Truth.FALSE;
            default -> Truth.UNKNOWN;
        };
    }

    /** Orders two non-null constants; a string against a number compares as a number when it reads as one. */
    static Integer compare(ConstantValue left, ConstantValue right) {
        Object a = left.content();
        Object b = right.content();
        if (a instanceof Boolean || b instanceof Boolean) {
            Truth x = truthOf(left);
            Truth y = truthOf(right);
            return x == Truth.UNKNOWN || y == Truth.UNKNOWN ? null : Boolean.compare(x == Truth.TRUE, y == Truth.TRUE);
        }
        if (a instanceof String s && b instanceof String t) {
            return textOrder(s, t);
        }
        BigDecimal x = number(left);
        BigDecimal y = number(right);
        return x == null || y == null ? null : x.compareTo(y);
    }

    /** Whether two non-null constants are equal, or null when undecided: text equality needs no collation. */
    static Boolean equal(ConstantValue left, ConstantValue right) {
        if (left.content() instanceof String s && right.content() instanceof String t) {
            return s.equals(t);
        }
        Integer order = compare(left, right);
        return order == null ? null : order == 0;
    }

    /**
     * Text order depends on the database's collation ({@code 'a' < 'B'} is true under en_US, false under C):
     * equal strings are equal everywhere, and strings of lower-case ASCII letters and digits order alike
     * under the usual collations; anything else is not decided.
     */
    private static Integer textOrder(String s, String t) {
        if (s.equals(t)) {
            return 0;
        }
        return PLAIN_TEXT.matcher(s).matches() && PLAIN_TEXT.matcher(t).matches() ? Integer.signum(s.compareTo(t)) : null;
    }

    private static final Pattern PLAIN_TEXT = Pattern.compile("[a-z0-9]*");

    static BigDecimal number(ConstantValue value) {
        if (value.content() instanceof BigDecimal number) {
            return number;
        }
        if (value.content() instanceof String text) {
            try {
                return new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    static SqlNode first(SqlNode node) {
        return node.children().isEmpty() ? null : node.children().get(0);
    }
}
