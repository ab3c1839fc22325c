package io.nlguard.compare.table;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

/**
 * Brings cell values to the comparable form every {@link ResultTable} holds, so that {@code equals}
 * and {@code hashCode} decide equality without knowing where a value came from:
 * <ul>
 *   <li>every finite number becomes a {@link BigDecimal} without trailing zeros and with scale &ge; 0
 *       ({@code 10}, {@code 10.0} and {@code 10L} are one value; a {@code double} by its shortest
 *       decimal form, so {@code 0.1} stays 0.1); NaN and the infinities stay {@link Double};</li>
 *   <li>{@code java.sql} date and time values become {@code java.time} ones; a moment with an offset
 *       ({@code timestamptz}) becomes an {@link Instant}, a time with an offset is moved to UTC;</li>
 *   <li>arrays and collections become unmodifiable lists of normalized elements; {@code byte[]} its
 *       PostgreSQL hex text ({@code \x0a1b});</li>
 *   <li>strings, booleans, {@code java.time} values and null stay; anything else becomes its text.</li>
 * </ul>
 */
public final class Cells {

    private Cells() {
    }

    public static Object normalize(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean) {
            return value;
        }
        if (value instanceof BigDecimal decimal) {
            return number(decimal);
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof BigInteger integer) {
            return new BigDecimal(integer);
        }
        if (value instanceof Double d) {
            return Double.isFinite(d) ? number(BigDecimal.valueOf(d)) : d;
        }
        if (value instanceof Float f) {
            return Float.isFinite(f) ? number(new BigDecimal(Float.toString(f))) : Double.valueOf(f);
        }
        if (value instanceof java.time.temporal.Temporal) {
            return temporal(value);
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return timestamp.toLocalDateTime();
        }
        if (value instanceof java.sql.Date date) {
            return date.toLocalDate();
        }
        if (value instanceof java.sql.Time time) {
            return time.toLocalTime();
        }
        if (value instanceof byte[] bytes) {
            return "\\x" + HexFormat.of().formatHex(bytes);
        }
        if (value instanceof Object[] array) {
            return list(Arrays.asList(array));
        }
        if (value instanceof Collection<?> collection) {
            return list(collection);
        }
        if (value instanceof Character c) {
            return c.toString();
        }
        return value.toString();
    }

    /** A number in canonical form: no trailing zeros, never a negative scale ({@code 1E+1} is written 10). */
    public static BigDecimal number(BigDecimal value) {
        if (value.scale() == 0) {
            return value; // integers, the common case, are canonical already
        }
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    private static Object temporal(Object value) {
        if (value instanceof OffsetDateTime moment) {
            return moment.toInstant();
        }
        if (value instanceof ZonedDateTime moment) {
            return moment.toInstant();
        }
        if (value instanceof OffsetTime time) {
            return time.withOffsetSameInstant(ZoneOffset.UTC);
        }
        return value; // LocalDate, LocalDateTime, LocalTime, Instant...: comparable as they are
    }

    private static List<Object> list(Collection<?> values) {
        Object[] normalized = new Object[values.size()];
        int i = 0;
        for (Object value : values) {
            normalized[i++] = normalize(value);
        }
        return Collections.unmodifiableList(Arrays.asList(normalized));
    }

    /** Whether a normalized value is a number that tolerances apply to. */
    public static boolean isNumber(Object value) {
        return value instanceof BigDecimal;
    }
}
