package io.nlguard.guard.types.calcite;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.type.SqlTypeName;

import java.sql.Types;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How PostgreSQL types read in Calcite: for catalog columns (by JDBC type code, with the native name
 * as a tie-breaker) and for the type names a query casts to ({@code ::int4}, {@code ::text}).
 * Types Calcite has no counterpart for (json, uuid, inet, interval...) become {@code ANY}, which
 * Calcite accepts wherever a value is expected: those columns are not type-checked, never
 * mis-checked.
 */
final class PostgresTypes {

    /** Native PostgreSQL names (lower case) to Calcite types; also registered as named types for casts. */
    static final Map<String, SqlTypeName> BY_NATIVE_NAME = byNativeName();

    private PostgresTypes() {
    }

    /** The Calcite type of a catalog column, nullable as the catalog says. */
    static RelDataType columnType(int jdbcType, String nativeType, boolean nullable, RelDataTypeFactory types) {
        RelDataType type = nonNullColumnType(jdbcType, nativeType, types);
        return types.createTypeWithNullability(type, nullable);
    }

    private static RelDataType nonNullColumnType(int jdbcType, String nativeType, RelDataTypeFactory types) {
        String ownName = nativeType == null ? "" : nativeType.toLowerCase(Locale.ROOT).trim();
        if (jdbcType == Types.ARRAY || ownName.startsWith("_") || ownName.endsWith("[]")) {
            return arrayType(ownName, types);
        }
        SqlTypeName name = byJdbcType(jdbcType, ownName);
        if (name == null) {
            name = BY_NATIVE_NAME.getOrDefault(ownName, SqlTypeName.ANY);
        }
        return types.createSqlType(name);
    }

    /** pgjdbc names arrays {@code _int4}; description files may write {@code int4[]}. */
    private static RelDataType arrayType(String ownName, RelDataTypeFactory types) {
        String element = ownName.startsWith("_") ? ownName.substring(1) : ownName.replace("[]", "").trim();
        SqlTypeName elementName = BY_NATIVE_NAME.get(element);
        if (elementName == null || elementName == SqlTypeName.ANY) {
            return types.createSqlType(SqlTypeName.ANY);
        }
        return types.createArrayType(types.createTypeWithNullability(types.createSqlType(elementName), true), -1);
    }

    /** Null when the JDBC code alone does not say (OTHER, DISTINCT...): the native name decides then. */
    private static SqlTypeName byJdbcType(int jdbcType, String ownName) {
        return switch (jdbcType) {
            // pgjdbc reports boolean as BIT; a real bit(n) column is not a boolean.
            case Types.BIT -> ownName.startsWith("bit") || ownName.startsWith("varbit") ? SqlTypeName.ANY : SqlTypeName.BOOLEAN;
            case Types.BOOLEAN -> SqlTypeName.BOOLEAN;
            case Types.TINYINT -> SqlTypeName.TINYINT;
            case Types.SMALLINT -> SqlTypeName.SMALLINT;
            case Types.INTEGER -> SqlTypeName.INTEGER;
            case Types.BIGINT -> SqlTypeName.BIGINT;
            case Types.REAL -> SqlTypeName.REAL;
            case Types.FLOAT, Types.DOUBLE -> SqlTypeName.DOUBLE;
            case Types.NUMERIC, Types.DECIMAL -> SqlTypeName.DECIMAL;
            // Lengths are not in the catalog; unbounded VARCHAR compares and concatenates like text.
            case Types.CHAR, Types.NCHAR, Types.VARCHAR, Types.NVARCHAR, Types.LONGVARCHAR, Types.LONGNVARCHAR,
                 Types.CLOB, Types.NCLOB -> SqlTypeName.VARCHAR;
            case Types.DATE -> SqlTypeName.DATE;
            // Calcite's zoned types do not mix with plain ones the way timestamptz and timestamp do in PostgreSQL.
            case Types.TIME, Types.TIME_WITH_TIMEZONE -> SqlTypeName.TIME;
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> SqlTypeName.TIMESTAMP;
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> SqlTypeName.VARBINARY;
            default -> null;
        };
    }

    private static Map<String, SqlTypeName> byNativeName() {
        Map<String, SqlTypeName> m = new HashMap<>();
        for (String n : new String[] {"bool", "boolean"}) {
            m.put(n, SqlTypeName.BOOLEAN);
        }
        for (String n : new String[] {"int2", "smallint", "smallserial", "serial2"}) {
            m.put(n, SqlTypeName.SMALLINT);
        }
        for (String n : new String[] {"int", "int4", "integer", "serial", "serial4"}) {
            m.put(n, SqlTypeName.INTEGER);
        }
        for (String n : new String[] {"int8", "bigint", "bigserial", "serial8"}) {
            m.put(n, SqlTypeName.BIGINT);
        }
        m.put("float4", SqlTypeName.REAL);
        m.put("real", SqlTypeName.REAL);
        m.put("float8", SqlTypeName.DOUBLE);
        m.put("double precision", SqlTypeName.DOUBLE);
        m.put("numeric", SqlTypeName.DECIMAL);
        m.put("decimal", SqlTypeName.DECIMAL);
        for (String n : new String[] {"text", "varchar", "character varying", "bpchar", "char", "character", "name",
                "citext"}) {
            m.put(n, SqlTypeName.VARCHAR);
        }
        m.put("date", SqlTypeName.DATE);
        for (String n : new String[] {"time", "timetz", "time without time zone", "time with time zone"}) {
            m.put(n, SqlTypeName.TIME);
        }
        for (String n : new String[] {"timestamp", "timestamptz", "timestamp without time zone",
                "timestamp with time zone"}) {
            m.put(n, SqlTypeName.TIMESTAMP);
        }
        m.put("bytea", SqlTypeName.VARBINARY);
        for (String n : new String[] {"json", "jsonb", "uuid", "xml", "inet", "cidr", "macaddr", "macaddr8", "money",
                "interval", "oid", "regclass", "regtype", "regproc", "tsvector", "tsquery", "point", "line", "lseg",
                "box", "path", "polygon", "circle", "bit", "varbit", "bit varying", "int4range", "int8range",
                "numrange", "tsrange", "tstzrange", "daterange", "hstore", "ltree", "geometry", "geography",
                "vector"}) {
            m.put(n, SqlTypeName.ANY);
        }
        return Map.copyOf(m);
    }
}
