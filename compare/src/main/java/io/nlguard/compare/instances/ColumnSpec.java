package io.nlguard.compare.instances;

import java.util.List;

/**
 * What the generator needs to know of one column.
 *
 * @param name       the column's name as stored
 * @param typeName   the declared type as PostgreSQL prints it ({@code character varying(20)}), for messages
 * @param baseType   the base type's {@code pg_type.typname} ({@code int4}, {@code varchar}; a domain's base type)
 * @param family     the kind of values it holds
 * @param nullable   false when NOT NULL (from the guard's catalog)
 * @param length     the length limit of {@code varchar(n)} / {@code char(n)}, else null
 * @param precision  the precision of {@code numeric(p, s)}, else null
 * @param scale      the scale of {@code numeric(p, s)}, else null
 * @param enumLabels an enum's labels in sort order, else empty
 */
record ColumnSpec(String name, String typeName, String baseType, TypeFamily family, boolean nullable, Integer length,
                  Integer precision, Integer scale, List<String> enumLabels) {

    ColumnSpec {
        enumLabels = List.copyOf(enumLabels);
    }
}
