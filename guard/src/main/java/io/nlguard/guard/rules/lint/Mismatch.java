package io.nlguard.guard.rules.lint;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;
import io.nlguard.guard.types.TypeInference;

/** Why two operands do not compare in PostgreSQL, and what to write instead. */
record Mismatch(String reason, String fix) {

    private static final Pattern NUMBER = Pattern.compile("\\s*[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?\\s*");
    private static final Pattern INTEGER = Pattern.compile("\\s*[+-]?\\d+\\s*");
    private static final Pattern UUID = Pattern.compile("\\s*\\{?[0-9a-fA-F]{8}-?([0-9a-fA-F]{4}-?){3}[0-9a-fA-F]{12}}?\\s*");
    private static final Set<String> NUMBER_WORDS = Set.of("nan", "infinity", "+infinity", "-infinity", "inf", "-inf");
    private static final Set<String> DATE_WORDS = Set.of("now", "today", "tomorrow", "yesterday", "epoch", "infinity",
            "-infinity", "allballs");
    private static final Set<String> INTEGER_TYPES = Set.of("int", "int2", "int4", "int8", "integer", "smallint",
            "bigint", "serial", "bigserial", "smallserial");

    /** The mismatch between two operands, or null when PostgreSQL compares them. */
    static Mismatch between(TypeInference types, SqlNode left, SqlType a, SqlNode right, SqlType b) {
        if (a == SqlType.UNTYPED_LITERAL && b == SqlType.UNTYPED_LITERAL) {
            return null;
        }
        if (a == SqlType.UNTYPED_LITERAL) {
            return literal(types, right, b, left);
        }
        if (b == SqlType.UNTYPED_LITERAL) {
            return literal(types, left, a, right);
        }
        if (!a.isKnown() || !b.isKnown() || a == b || (a.isDateLike() && b.isDateLike())
                || a == SqlType.ARRAY || b == SqlType.ARRAY || a == SqlType.JSON || b == SqlType.JSON) {
            return null;
        }
        String reason = "compares " + describe(types, left, a) + " with " + describe(types, right, b)
                + "; PostgreSQL cannot compare " + a.label() + " with " + b.label() + " and fails with 'operator does not exist'.";
        return new Mismatch(reason, fixFor(left, a, right, b));
    }

    /** A quoted literal takes the other side's type: fine unless its text is not a value of that type. */
    private static Mismatch literal(TypeInference types, SqlNode typed, SqlType type, SqlNode literal) {
        String value = literal.name() == null ? "" : literal.name();
        String lower = value.trim().toLowerCase(Locale.ROOT);
        String quoted = "'" + value + "'";
        switch (type) {
            case NUMERIC -> {
                if (!NUMBER.matcher(value).matches() && !NUMBER_WORDS.contains(lower)) {
                    return new Mismatch("compares " + describe(types, typed, type) + " with " + quoted
                            + ", which is not a number; PostgreSQL fails with 'invalid input syntax'.",
                            "compare with a number, or compare as text: " + typed.text() + "::text = " + quoted + ".");
                }
                if (isIntegerColumn(types, typed) && !INTEGER.matcher(value).matches()) {
                    return new Mismatch("compares " + describe(types, typed, type) + " with " + quoted
                            + ", which is not an integer; PostgreSQL fails with 'invalid input syntax for type integer'.",
                            "write the value without quotes: " + value.trim() + ".");
                }
                return null;
            }
            case BOOLEAN -> {
                return isBooleanText(lower) ? null : new Mismatch("compares " + describe(types, typed, type) + " with "
                        + quoted + ", which is not a boolean; PostgreSQL fails with 'invalid input syntax for type boolean'.",
                        "compare with TRUE or FALSE.");
            }
            case DATE, TIMESTAMP -> {
                return hasDigit(value) || DATE_WORDS.contains(lower) ? null : new Mismatch("compares "
                        + describe(types, typed, type) + " with " + quoted + ", which is not a " + type.label()
                        + "; PostgreSQL fails with 'invalid input syntax'.", "write the date as 'YYYY-MM-DD'.");
            }
            case UUID -> {
                return UUID.matcher(value).matches() ? null : new Mismatch("compares " + describe(types, typed, type)
                        + " with " + quoted + ", which is not a uuid; PostgreSQL fails with 'invalid input syntax for type uuid'.",
                        "compare with a uuid, or compare as text: " + typed.text() + "::text = " + quoted + ".");
            }
            default -> {
                return null;
            }
        }
    }

    private static String fixFor(SqlNode left, SqlType a, SqlNode right, SqlType b) {
        SqlNode number = a == SqlType.NUMERIC ? left : right;
        SqlType other = a == SqlType.NUMERIC ? b : a;
        SqlNode otherNode = a == SqlType.NUMERIC ? right : left;
        boolean numberIsLiteral = number.type() == NodeType.LITERAL;
        if ((a == SqlType.NUMERIC || b == SqlType.NUMERIC) && numberIsLiteral) {
            return switch (other) {
                case TEXT -> "quote the value: '" + number.text() + "'.";
                case DATE, TIMESTAMP -> number.text().matches("\\d{4}")
                        ? "compare the year: extract(year from " + otherNode.text() + ") = " + number.text() + "."
                        : "compare with a date: DATE 'YYYY-MM-DD'.";
                case BOOLEAN -> "compare with TRUE or FALSE.";
                default -> "cast one side to the other's type.";
            };
        }
        if (a == SqlType.TEXT || b == SqlType.TEXT) {
            SqlNode nonText = a == SqlType.TEXT ? right : left;
            return "cast the other side to text: " + nonText.text() + "::text, or compare matching columns.";
        }
        return "cast one side to the other's type, or compare matching columns.";
    }

    /** {@code column T1.age (int4)}, {@code number 5}, {@code count(*) (number)}. */
    static String describe(TypeInference types, SqlNode node, SqlType type) {
        Column column = types.catalogColumn(node);
        if (column != null) {
            return column.nativeType() == null ? type.label() + " column " + node.text()
                    : "column " + node.text() + " (" + column.nativeType() + ")";
        }
        if (node.type() == NodeType.LITERAL) {
            return type.label() + " " + node.text();
        }
        return node.text() + " (" + type.label() + ")";
    }

    private static boolean isIntegerColumn(TypeInference types, SqlNode node) {
        Column column = types.catalogColumn(node);
        return column != null && column.nativeType() != null
                && INTEGER_TYPES.contains(column.nativeType().toLowerCase(Locale.ROOT));
    }

    private static boolean isBooleanText(String lower) {
        if (lower.isEmpty()) {
            return false;
        }
        return lower.equals("on") || lower.equals("off") || lower.equals("1") || lower.equals("0")
                || "true".startsWith(lower) || "false".startsWith(lower) || "yes".startsWith(lower) || "no".startsWith(lower);
    }

    private static boolean hasDigit(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (Character.isDigit(value.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
