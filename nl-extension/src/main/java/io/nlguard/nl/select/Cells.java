package io.nlguard.nl.select;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A JDBC cell as results are compared: numbers as {@link BigDecimal} without trailing zeros (so 1, 1.0 and
 * a bigint 1 are one value, as the Spider evaluation's Python compares them), text as is, bytes as hex,
 * arrays as lists, every other value by its text (dates, times, intervals, JSON), NULL as null.
 */
final class Cells {

    private Cells() {
    }

    /** A cell read from JDBC: its arrays read out, then {@link #value}. */
    static Object normalize(Object value) throws SQLException {
        if (value instanceof Array array) {
            Object[] elements = (Object[]) array.getArray();
            List<Object> list = new ArrayList<>(elements.length);
            for (Object element : elements) {
                list.add(normalize(element));
            }
            return list;
        }
        return value(value);
    }

    /** Any cell, already read. */
    static Object value(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Double d && (d.isNaN() || d.isInfinite())
                || value instanceof Float f && (f.isNaN() || f.isInfinite())) {
            return value.toString();
        }
        if (value instanceof BigDecimal b) {
            return b.signum() == 0 ? BigDecimal.ZERO : b.stripTrailingZeros();
        }
        if (value instanceof Number n) {
            return value(new BigDecimal(n.toString()));
        }
        if (value instanceof String || value instanceof Boolean) {
            return value;
        }
        if (value instanceof byte[] bytes) {
            return "\\x" + HexFormat.of().formatHex(bytes);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(Cells::value).toList();
        }
        return value.toString();
    }
}
