package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

import io.nlguard.guard.sql.SqlNode;

/**
 * Casts of constants to the types whose conversion PostgreSQL defines for literals: the integer types
 * (rounding half away from zero, as numeric to integer does), numeric, text and boolean. A cast to any
 * other type ({@code ::date}, {@code ::regclass}) is not folded.
 */
final class ConstantCasts {

    private ConstantCasts() {
    }

    static ConstantValue cast(ConstantValue value, SqlNode type) {
        if (value == null || type == null || type.name() == null) {
            return null;
        }
        if (value.isNull()) {
            return ConstantValue.NULL;
        }
        // varchar(n) and numeric(p, s) convert like their unbounded types as long as the value fits, which
        // is not checked here: only the unbounded spelling of those two is folded, char(n) never (it pads)
        String name = type.name().trim().toLowerCase(Locale.ROOT);
        return switch (name) {
            case "int", "integer", "int2", "int4", "int8", "smallint", "bigint" -> integer(value);
            case "numeric", "decimal", "float", "float8", "double precision", "real", "float4" -> numeric(value);
            case "text", "varchar", "character varying" -> new ConstantValue(ConstantValue.text(value));
            // 1::boolean is true, but 1.5::boolean is an error
            case "bool", "boolean" -> value.content() instanceof BigDecimal number && number.scale() > 0
                    ? null : ConstantValue.ofTruth(ConstantValue.truthOf(value));
            default -> null;
        };
    }

    private static ConstantValue integer(ConstantValue value) {
        if (value.content() instanceof BigDecimal number) {
            return ConstantValue.bounded(number.setScale(0, RoundingMode.HALF_UP));
        }
        if (value.content() instanceof String text) {
            // '1.5'::int is an error in PostgreSQL: only integer text converts
            try {
                return ConstantValue.bounded(new BigDecimal(new java.math.BigInteger(text.trim())));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    private static ConstantValue numeric(ConstantValue value) {
        BigDecimal number = value.content() instanceof Boolean ? null : ConstantValue.number(value);
        return number == null ? null : ConstantValue.bounded(number);
    }
}
