package io.nlguard.compare.instances;

import java.util.Set;

/** The kinds of PostgreSQL column the generator makes values for; {@link #UNSUPPORTED} gets NULL or none. */
enum TypeFamily {
    INTEGER, NUMERIC, FLOAT, TEXT, BOOLEAN, DATE, TIMESTAMP, TIMESTAMPTZ, TIME, UUID, ENUM, ARRAY, UNSUPPORTED;

    private static final Set<String> TEXT_TYPES = Set.of("text", "varchar", "bpchar", "name", "citext");

    /**
     * The family of a base type.
     *
     * @param typeName the base type's {@code pg_type.typname} (a domain's base type, not the domain)
     * @param typeType its {@code typtype} ({@code e} for an enum)
     * @param category its {@code typcategory} ({@code A} for an array)
     */
    static TypeFamily of(String typeName, String typeType, String category) {
        if ("e".equals(typeType)) {
            return ENUM;
        }
        if ("A".equals(category)) {
            return ARRAY;
        }
        if (TEXT_TYPES.contains(typeName)) {
            return TEXT;
        }
        return switch (typeName) {
            case "int2", "int4", "int8" -> INTEGER;
            case "numeric" -> NUMERIC;
            case "float4", "float8" -> FLOAT;
            case "bool" -> BOOLEAN;
            case "date" -> DATE;
            case "timestamp" -> TIMESTAMP;
            case "timestamptz" -> TIMESTAMPTZ;
            case "time" -> TIME;
            case "uuid" -> UUID;
            default -> UNSUPPORTED;
        };
    }

    /** Whether an unbound literal of this kind may go into a column of this family. */
    boolean accepts(LiteralKind kind) {
        return switch (this) {
            case INTEGER, NUMERIC, FLOAT -> kind == LiteralKind.NUMBER;
            case TEXT, ENUM -> kind == LiteralKind.STRING;
            case BOOLEAN -> kind == LiteralKind.BOOLEAN;
            case DATE, TIMESTAMP, TIMESTAMPTZ -> kind == LiteralKind.DATE || kind == LiteralKind.TIMESTAMP;
            case TIME -> kind == LiteralKind.TIME;
            case UUID -> kind == LiteralKind.STRING;
            case ARRAY, UNSUPPORTED -> false;
        };
    }
}
