package io.nlguard.guard.schema;

import java.sql.Types;
import java.util.List;
import java.util.Map;

/**
 * What pgjdbc's {@code DatabaseMetaData.getColumns} and {@code getTables} say about a PostgreSQL type or
 * relation, computed from {@code pg_catalog} columns, so that {@link PgCatalogQuery}'s snapshot equals the
 * metadata path's: pgjdbc's table of core types (its {@code TypeInfoCache}), then composite, domain and enum
 * types, then arrays, then {@link Types#OTHER}.
 */
final class PgTypes {

    /** pgjdbc's core types by OID and the JDBC type it reports for each; their arrays are {@link Types#ARRAY}. */
    private static final Map<Integer, Integer> CORE = Map.ofEntries(
            Map.entry(21, Types.SMALLINT), Map.entry(23, Types.INTEGER), Map.entry(26, Types.BIGINT),
            Map.entry(20, Types.BIGINT), Map.entry(790, Types.DOUBLE), Map.entry(1700, Types.NUMERIC),
            Map.entry(700, Types.REAL), Map.entry(701, Types.DOUBLE), Map.entry(18, Types.CHAR),
            Map.entry(1042, Types.CHAR), Map.entry(1043, Types.VARCHAR), Map.entry(1562, Types.OTHER),
            Map.entry(25, Types.VARCHAR), Map.entry(19, Types.VARCHAR), Map.entry(17, Types.BINARY),
            Map.entry(16, Types.BIT), Map.entry(1560, Types.BIT), Map.entry(1082, Types.DATE),
            Map.entry(1083, Types.TIME), Map.entry(1266, Types.TIME), Map.entry(1114, Types.TIMESTAMP),
            Map.entry(1184, Types.TIMESTAMP), Map.entry(1790, Types.REF_CURSOR), Map.entry(114, Types.OTHER),
            Map.entry(3802, Types.OTHER), Map.entry(600, Types.OTHER), Map.entry(603, Types.OTHER),
            // added by PgConnection itself
            Map.entry(142, Types.SQLXML), Map.entry(2950, Types.OTHER));

    private PgTypes() {
    }

    /** The JDBC type code of a column's type, as pgjdbc's {@code getColumns} reports it. */
    static int jdbcType(int oid, String typtype, boolean isArray) {
        switch (typtype) {
            case "c":
                return Types.STRUCT;
            case "d":
                return Types.DISTINCT;
            case "e":
                return Types.VARCHAR;
            default:
                Integer core = CORE.get(oid);
                if (core != null) {
                    return core;
                }
                return isArray ? Types.ARRAY : Types.OTHER;
        }
    }

    /**
     * The type name pgjdbc reports: the type's own name when its schema is searched ({@code pg_catalog} or
     * the search path), else {@code "schema"."name"}; a 2-, 4- or 8-byte integer with a sequence default
     * is {@code smallserial}, {@code serial} or {@code bigserial}.
     */
    static String typeName(String typname, String typschema, List<String> searchPath, boolean sequenceDefault) {
        boolean searched = "pg_catalog".equals(typschema) || searchPath.contains(typschema);
        String name = searched ? typname : "\"" + typschema + "\".\"" + typname + "\"";
        if (sequenceDefault) {
            switch (name) {
                case "int4":
                    return "serial";
                case "int8":
                    return "bigserial";
                case "int2":
                    return "smallserial";
                default:
                    return name;
            }
        }
        return name;
    }

    /** A {@code pg_class.relkind} as the relation kind pgjdbc's {@code getTables} reports. */
    static TableKind kind(String relkind) {
        return switch (relkind) {
            case "v" -> TableKind.VIEW;
            case "m" -> TableKind.MATERIALIZED_VIEW;
            case "f" -> TableKind.FOREIGN_TABLE;
            case "p" -> TableKind.PARTITIONED_TABLE;
            default -> TableKind.TABLE;
        };
    }
}
