package io.nlguard.compare.validate;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import io.nlguard.compare.table.Cells;
import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;

/**
 * Reads a JDBC result set into a {@link ResultTable}, each column by its PostgreSQL type so that the
 * values are comparable: integers and {@code numeric} exactly (a numeric NaN or infinity as a double),
 * floats by their shortest decimal form, {@code char(n)} without its blank padding (PostgreSQL
 * compares it so), date and time types as {@code java.time} values ({@code timestamptz} as an
 * instant), arrays as lists, {@code bytea} as hex text, every other type as the server's text.
 * Public for callers that run statements themselves (e.g. an execution-accuracy harness).
 */
public final class ResultMaterializer {

    private ResultMaterializer() {
    }

    /** Reads at most {@code maxRows} rows; the table is marked truncated when there were more. */
    public static ResultTable read(ResultSet rs, int maxRows) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        int width = meta.getColumnCount();
        List<ResultColumn> columns = new ArrayList<>(width);
        for (int i = 1; i <= width; i++) {
            columns.add(new ResultColumn(meta.getColumnLabel(i), meta.getColumnTypeName(i)));
        }
        List<List<Object>> rows = new ArrayList<>();
        boolean truncated = false;
        while (rs.next()) {
            if (rows.size() == maxRows) {
                truncated = true;
                break;
            }
            Object[] row = new Object[width];
            for (int i = 0; i < width; i++) {
                row[i] = cell(rs, i + 1, columns.get(i).typeName());
            }
            rows.add(Arrays.asList(row));
        }
        return new ResultTable(columns, rows, truncated);
    }

    private static Object cell(ResultSet rs, int column, String type) throws SQLException {
        String t = type == null ? "" : type;
        Object value = switch (t) {
            case "int2", "int4", "int8", "oid", "xid" -> {
                long v = rs.getLong(column);
                yield rs.wasNull() ? null : BigDecimal.valueOf(v);
            }
            case "numeric" -> numeric(rs.getString(column));
            case "float4" -> {
                float v = rs.getFloat(column);
                yield rs.wasNull() ? null : Float.valueOf(v);
            }
            case "float8" -> {
                double v = rs.getDouble(column);
                yield rs.wasNull() ? null : Double.valueOf(v);
            }
            case "bool" -> {
                boolean v = rs.getBoolean(column);
                yield rs.wasNull() ? null : Boolean.valueOf(v);
            }
            case "bpchar" -> stripPadding(rs.getString(column));
            case "date" -> rs.getObject(column, LocalDate.class);
            case "timestamp" -> rs.getObject(column, LocalDateTime.class);
            case "timestamptz" -> rs.getObject(column, OffsetDateTime.class);
            case "time" -> rs.getObject(column, LocalTime.class);
            case "timetz" -> rs.getObject(column, OffsetTime.class);
            case "bytea" -> rs.getBytes(column);
            default -> t.startsWith("_") ? array(rs.getArray(column)) : rs.getString(column);
        };
        return Cells.normalize(value);
    }

    /** {@code numeric} by its text: exact, and NaN / Infinity (which BigDecimal cannot hold) as doubles. */
    private static Object numeric(String text) {
        if (text == null) {
            return null;
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return Double.valueOf(text);
        }
    }

    private static String stripPadding(String text) {
        if (text == null) {
            return null;
        }
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        return text.substring(0, end);
    }

    private static Object array(Array array) throws SQLException {
        if (array == null) {
            return null;
        }
        try {
            return array.getArray();
        } finally {
            array.free();
        }
    }
}
