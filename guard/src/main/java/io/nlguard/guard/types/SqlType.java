package io.nlguard.guard.types;

import java.sql.Types;
import java.util.Locale;

/**
 * The coarse types the lint rules reason with: one per family of PostgreSQL types whose members
 * compare with each other without a cast. {@link #UNTYPED_LITERAL} is PostgreSQL's {@code unknown}:
 * a quoted literal takes the type of whatever it is compared with.
 */
public enum SqlType {
    NUMERIC("number"),
    TEXT("text"),
    /** A quoted literal: PostgreSQL decides its type from the other operand. */
    UNTYPED_LITERAL("string literal"),
    DATE("date"),
    TIME("time"),
    TIMESTAMP("timestamp"),
    INTERVAL("interval"),
    BOOLEAN("boolean"),
    BINARY("bytea"),
    JSON("json"),
    ARRAY("array"),
    UUID("uuid"),
    /** The NULL literal: compares with anything (and yields NULL). */
    NULL("null"),
    /** A type known to the database that these rules do not model (enum, xml, geometry...). */
    OTHER("other"),
    /** Not inferred. */
    UNKNOWN("unknown");

    private final String label;

    SqlType(String label) {
        this.label = label;
    }

    /** A short human name for messages: {@code number}, {@code text}, {@code date}. */
    public String label() {
        return label;
    }

    /** Whether the type is one the rules can judge comparisons of (not NULL, OTHER, UNKNOWN). */
    public boolean isKnown() {
        return this != NULL && this != OTHER && this != UNKNOWN;
    }

    /** Date and timestamp compare with each other; time of day does not compare with them. */
    public boolean isDateLike() {
        return this == DATE || this == TIMESTAMP;
    }

    /**
     * The type of a catalog column. The database's own type name wins when it is one we know
     * (pgjdbc reports {@code bool} as {@link Types#BIT} and {@code json} as {@link Types#OTHER});
     * otherwise the JDBC code decides.
     */
    public static SqlType fromJdbc(int jdbcType, String nativeType) {
        SqlType named = nativeType == null ? UNKNOWN : fromTypeName(nativeType);
        if (named != UNKNOWN && named != OTHER) {
            return named;
        }
        return switch (jdbcType) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.REAL, Types.FLOAT,
                    Types.DOUBLE, Types.NUMERIC, Types.DECIMAL -> NUMERIC;
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR,
                    Types.LONGNVARCHAR, Types.CLOB, Types.NCLOB -> TEXT;
            case Types.DATE -> DATE;
            case Types.TIME, Types.TIME_WITH_TIMEZONE -> TIME;
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> TIMESTAMP;
            case Types.BOOLEAN -> BOOLEAN;
            // pgjdbc's bool; a real bit(n) column is named "bit" and was caught above as OTHER
            case Types.BIT -> named == OTHER ? OTHER : BOOLEAN;
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> BINARY;
            case Types.ARRAY -> ARRAY;
            default -> named == OTHER ? OTHER : UNKNOWN;
        };
    }

    /**
     * The type a type name denotes, as written in a cast or reported by the database:
     * {@code varchar(10)}, {@code double precision}, {@code timestamptz}, {@code int4[]}.
     * Names it does not know are {@link #OTHER}; a null or blank name is {@link #UNKNOWN}.
     */
    public static SqlType fromTypeName(String typeName) {
        if (typeName == null || typeName.isBlank()) {
            return UNKNOWN;
        }
        String name = typeName.trim().toLowerCase(Locale.ROOT);
        if (name.endsWith("]") || name.startsWith("_")) {
            // int4[] as written, _int4 as pg_type names arrays
            return ARRAY;
        }
        int cut = firstNonWordChar(name);
        String head = cut < 0 ? name : name.substring(0, cut);
        return switch (head) {
            case "int", "integer", "int2", "int4", "int8", "smallint", "bigint", "tinyint", "mediumint",
                    "serial", "serial4", "serial8", "bigserial", "smallserial", "decimal", "numeric", "number",
                    "real", "float", "float4", "float8", "double", "money", "signed", "unsigned" -> NUMERIC;
            case "text", "varchar", "char", "character", "bpchar", "name", "citext", "string", "nvarchar",
                    "nchar", "clob", "tinytext", "mediumtext", "longtext" -> TEXT;
            case "date" -> DATE;
            case "time", "timetz" -> TIME;
            case "timestamp", "timestamptz", "datetime", "smalldatetime" -> TIMESTAMP;
            case "interval" -> INTERVAL;
            case "bool", "boolean" -> BOOLEAN;
            case "bytea", "blob", "binary", "varbinary" -> BINARY;
            case "json", "jsonb" -> JSON;
            case "uuid" -> UUID;
            default -> OTHER;
        };
    }

    private static int firstNonWordChar(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_') {
                return i;
            }
        }
        return -1;
    }
}
