package io.nlguard.compare.table;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

/**
 * Writes rows as JSON arrays: numbers as plain JSON numbers (NaN and the infinities as strings, which
 * JSON has no number for), date and time values as their ISO text, arrays as nested arrays. Needs
 * no Jackson module for {@code java.time}.
 */
final class RowsSerializer extends StdSerializer<List<List<Object>>> {

    @SuppressWarnings({"unchecked", "rawtypes"})
    RowsSerializer() {
        super((Class<List<List<Object>>>) (Class) List.class);
    }

    @Override
    public void serialize(List<List<Object>> rows, JsonGenerator out, SerializerProvider provider) throws IOException {
        out.writeStartArray();
        for (List<Object> row : rows) {
            writeList(row, out);
        }
        out.writeEndArray();
    }

    private static void writeList(List<?> values, JsonGenerator out) throws IOException {
        out.writeStartArray();
        for (Object value : values) {
            write(value, out);
        }
        out.writeEndArray();
    }

    private static void write(Object value, JsonGenerator out) throws IOException {
        if (value == null) {
            out.writeNull();
        } else if (value instanceof BigDecimal number) {
            out.writeNumber(number.toPlainString());
        } else if (value instanceof Boolean bool) {
            out.writeBoolean(bool);
        } else if (value instanceof List<?> list) {
            writeList(list, out);
        } else {
            out.writeString(value.toString()); // strings, NaN/Infinity, java.time values (ISO-8601)
        }
    }
}
