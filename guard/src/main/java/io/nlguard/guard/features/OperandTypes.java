package io.nlguard.guard.features;

import java.util.Locale;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * Whether two operands' types go together in PostgreSQL: compared, or combined by arithmetic. A quoted
 * literal takes the other side's type, so it fits when its text is a value of that type. Answers null
 * when the types are not known well enough to say.
 */
final class OperandTypes {

    private OperandTypes() {
    }

    /** Whether a comparison of {@code a} (node {@code left}) with {@code b} (node {@code right}) is valid. */
    static Boolean comparable(SqlType a, SqlNode left, SqlType b, SqlNode right) {
        if (a == SqlType.UNTYPED_LITERAL && b == SqlType.UNTYPED_LITERAL) {
            return true;
        }
        if (a == SqlType.UNTYPED_LITERAL) {
            return literalFits(left, b);
        }
        if (b == SqlType.UNTYPED_LITERAL) {
            return literalFits(right, a);
        }
        if (!a.isKnown() || !b.isKnown() || a == SqlType.ARRAY || b == SqlType.ARRAY
                || a == SqlType.JSON || b == SqlType.JSON) {
            return null;
        }
        return a == b || (a.isDateLike() && b.isDateLike());
    }

    /** Whether arithmetic {@code operator} applies to the two types. */
    static Boolean combinable(NodeType operator, SqlType a, SqlNode left, SqlType b, SqlNode right) {
        SqlType x = a == SqlType.UNTYPED_LITERAL && Boolean.TRUE.equals(literalFits(left, SqlType.NUMERIC)) ? SqlType.NUMERIC : a;
        SqlType y = b == SqlType.UNTYPED_LITERAL && Boolean.TRUE.equals(literalFits(right, SqlType.NUMERIC)) ? SqlType.NUMERIC : b;
        if (!x.isKnown() || !y.isKnown() || x == SqlType.UNTYPED_LITERAL || y == SqlType.UNTYPED_LITERAL) {
            return null;
        }
        if (x == SqlType.NUMERIC && y == SqlType.NUMERIC) {
            return true;
        }
        return switch (operator) {
            case ADD -> (x.isDateLike() && (y == SqlType.INTERVAL || y == SqlType.NUMERIC))
                    || (y.isDateLike() && (x == SqlType.INTERVAL || x == SqlType.NUMERIC))
                    || (x == SqlType.INTERVAL && y == SqlType.INTERVAL);
            case SUB -> (x.isDateLike() && (y == SqlType.INTERVAL || y == SqlType.NUMERIC || y.isDateLike()))
                    || (x == SqlType.INTERVAL && y == SqlType.INTERVAL) || (x == SqlType.TIME && y == SqlType.TIME);
            case MUL, DIV -> (x == SqlType.INTERVAL && y == SqlType.NUMERIC) || (operator == NodeType.MUL
                    && x == SqlType.NUMERIC && y == SqlType.INTERVAL);
            default -> false;
        };
    }

    /** Whether a quoted literal's text is a value of {@code type}; null for types not judged. */
    static Boolean literalFits(SqlNode literal, SqlType type) {
        String text = literal.name() == null ? "" : literal.name();
        return switch (type) {
            case NUMERIC -> LiteralText.isNumber(text) || isNumberWord(text);
            case DATE, TIMESTAMP -> LiteralText.looksLikeDate(text) || LiteralText.isDateWord(text.toLowerCase(Locale.ROOT));
            case BOOLEAN -> LiteralText.isBooleanWord(text.toLowerCase(Locale.ROOT));
            case TEXT -> true;
            default -> null;
        };
    }

    private static boolean isNumberWord(String text) {
        String lower = text.strip().toLowerCase(Locale.ROOT);
        return lower.equals("nan") || lower.endsWith("infinity");
    }
}
