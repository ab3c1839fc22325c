package io.nlguard.compare.instances;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;

import io.nlguard.guard.schema.ForeignKey;

/**
 * Creates and drops the schema of one instance. Each table is copied with
 * {@code CREATE TABLE inst.t (LIKE real.t INCLUDING CONSTRAINTS INCLUDING INDEXES)}: column names,
 * types with their lengths, NOT NULL, CHECK constraints, the primary key and unique indexes. Column
 * defaults are not copied: every column gets an explicit value, and a default such as
 * {@code nextval('real_sequence')} would tie the copy to the real schema. LIKE never copies foreign
 * keys, so they are added afterwards between the copies.
 *
 * <p>The name is {@code nlguard_inst_<index>_<random>}; the random part comes from a secure random
 * source, not from the seed, so that concurrent checks with one seed never share a schema.
 */
final class InstanceSchema {

    static final String PREFIX = "nlguard_inst_";
    private static final SecureRandom NAMES = new SecureRandom();

    private InstanceSchema() {
    }

    static String newName(int index) {
        byte[] bytes = new byte[5];
        NAMES.nextBytes(bytes);
        return PREFIX + index + "_" + HexFormat.of().formatHex(bytes);
    }

    /** Creates the schema and the empty copies, on the caller's transaction. */
    static void create(Connection connection, String schema, List<TableSpec> tables) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA " + SqlNames.quote(schema));
            for (TableSpec table : tables) {
                statement.execute("CREATE TABLE " + SqlNames.inSchema(schema, table.name()) + " (LIKE "
                        + SqlNames.qualified(table.name()) + " INCLUDING CONSTRAINTS INCLUDING INDEXES)");
            }
            for (TableSpec table : tables) {
                for (ForeignKey fk : table.foreignKeys()) {
                    statement.execute("ALTER TABLE " + SqlNames.inSchema(schema, table.name()) + " ADD FOREIGN KEY ("
                            + columns(fk.fromColumns()) + ") REFERENCES " + SqlNames.inSchema(schema, fk.toTable())
                            + " (" + columns(fk.toColumns()) + ")");
                }
            }
        }
    }

    /** Drops the schema and everything in it, if it exists; needs autocommit (or commits with the caller). */
    static void drop(Connection connection, String schema) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS " + SqlNames.quote(schema) + " CASCADE");
        }
    }

    private static String columns(List<String> names) {
        return String.join(", ", names.stream().map(SqlNames::quote).toList());
    }
}
