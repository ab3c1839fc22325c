package io.nlguard.guard.schema;

/** What a relation in the catalog is; the guard treats all of them as readable relations. */
public enum TableKind {
    TABLE, VIEW, MATERIALIZED_VIEW, FOREIGN_TABLE, PARTITIONED_TABLE;

    /** Maps a JDBC {@code TABLE_TYPE} string; anything unrecognised counts as a table. */
    public static TableKind fromJdbc(String tableType) {
        if (tableType == null) {
            return TABLE;
        }
        return switch (tableType.toUpperCase(java.util.Locale.ROOT)) {
            case "VIEW" -> VIEW;
            case "MATERIALIZED VIEW" -> MATERIALIZED_VIEW;
            case "FOREIGN TABLE" -> FOREIGN_TABLE;
            case "PARTITIONED TABLE" -> PARTITIONED_TABLE;
            default -> TABLE;
        };
    }
}
