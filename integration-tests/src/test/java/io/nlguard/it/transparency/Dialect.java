package io.nlguard.it.transparency;

/**
 * The SQL that differs between the databases the transparency suite runs on. Everything else in
 * the scenarios is plain SQL both accept.
 */
record Dialect(
        String name,
        /** Schema the scenarios run in, as the database stores the name. */
        String schema,
        /** A table with one column of every common parameter type, in the order Scenarios binds them. */
        String typesTable,
        /** Insert into it; json columns may need a cast. */
        String typesInsert,
        /** SQL type name for createArrayOf. */
        String intArrayType,
        /** Creates function inc(int) returning its argument plus one. */
        String createIncrementFunction,
        /** A query that runs for many seconds unless cancelled. */
        String slowQuery,
        /** A string of several statements returning results and counts in turn, or null if unsupported. */
        String multiStatement) {

    /** An unquoted identifier as this database stores it (H2 folds to upper case, PostgreSQL to lower). */
    String stored(String identifier) {
        return schema.equals(schema.toUpperCase(java.util.Locale.ROOT))
                ? identifier.toUpperCase(java.util.Locale.ROOT) : identifier;
    }

    static final Dialect POSTGRESQL = new Dialect("postgresql", "scenario",
            "create table types(i int, l bigint, n numeric(20,5), t text, b bytea, f boolean, d date, "
                    + "ts timestamp, tz timestamptz, u uuid, j json, jb jsonb, a int[], z text)",
            "insert into types values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::json, ?::jsonb, ?, ?)",
            "int4",
            "create function inc(x int) returns int language sql as 'select x + 1'",
            "select count(*) from generate_series(1, 1000000) a, generate_series(1, 10000) b",
            "select 1 as first; insert into items(name) values ('m1'), ('m2'); select name from items order by id");

    static final Dialect H2 = new Dialect("h2", "SCENARIO",
            "create table types(i int, l bigint, n numeric(20,5), t varchar, b varbinary, f boolean, d date, "
                    + "ts timestamp, tz timestamp with time zone, u uuid, j json, jb json, a int array, z varchar)",
            "insert into types values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? format json, ? format json, ?, ?)",
            "INTEGER",
            "create alias inc for 'java.lang.Math.incrementExact(int)'",
            "select count(*) from system_range(1, 1000000) a, system_range(1, 10000) b",
            null);
}
