package io.nlguard.guard.schema;

/**
 * One column of a table or view.
 *
 * @param name       the name as the database stores it (PostgreSQL folds unquoted names to lower case)
 * @param position   1-based ordinal position within the table
 * @param jdbcType   a {@link java.sql.Types} code
 * @param nativeType the database's own type name ({@code int4}, {@code text}, {@code timestamptz}...)
 * @param nullable   false only when the database says NOT NULL
 */
public record Column(String name, int position, int jdbcType, String nativeType, boolean nullable) {
}
