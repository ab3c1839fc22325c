package io.nlguard.guard.schema;

import java.sql.Types;
import java.util.Locale;

/**
 * The PostgreSQL type chosen for a {@code column_types} entry of a schema description. Native names
 * are the ones PostgreSQL itself reports ({@code int8}, {@code float8}, {@code bool}), so a catalog
 * built from a description reads like one loaded from the server.
 *
 * @param jdbcType   a {@link Types} code
 * @param nativeType the PostgreSQL type name, usable in DDL
 */
public record DescribedType(int jdbcType, String nativeType) {

    private static final DescribedType TEXT = new DescribedType(Types.VARCHAR, "text");

    /**
     * Maps a description type. Spider uses text/number/time/boolean/others; BIRD uses
     * text/integer/real/date/datetime. Unknown types become {@code text}, which accepts any value.
     */
    public static DescribedType of(String described) {
        String type = described == null ? "" : described.trim().toLowerCase(Locale.ROOT);
        return switch (type) {
            // Spider's "number" holds both integers and decimals.
            case "number", "numeric", "decimal" -> new DescribedType(Types.NUMERIC, "numeric");
            // SQLite integers are 64-bit.
            case "integer", "int", "bigint" -> new DescribedType(Types.BIGINT, "int8");
            case "real", "float", "double" -> new DescribedType(Types.DOUBLE, "float8");
            case "date" -> new DescribedType(Types.DATE, "date");
            // Spider's "time" marks date/time columns in general, not times of day.
            case "time", "datetime", "timestamp" -> new DescribedType(Types.TIMESTAMP, "timestamp");
            case "boolean", "bool" -> new DescribedType(Types.BOOLEAN, "bool");
            case "blob" -> new DescribedType(Types.BINARY, "bytea");
            // Spider's "others" are mostly T/F flags stored as text, and one picture blob.
            default -> TEXT;
        };
    }
}
