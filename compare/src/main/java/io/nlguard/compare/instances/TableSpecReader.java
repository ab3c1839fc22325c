package io.nlguard.compare.instances;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableName;

/**
 * Completes the guard's catalog table (columns, NOT NULL, primary and foreign keys) with what
 * generating values needs and the catalog does not keep: each column's base type with its length,
 * precision and scale, enum labels, and the table's unique indexes.
 */
final class TableSpecReader {

    private static final String COLUMNS = """
            SELECT a.attname, format_type(a.atttypid, a.atttypmod), bt.typname, bt.typtype::text, bt.typcategory::text,
                   CASE WHEN t.typtype = 'd' THEN t.typtypmod ELSE a.atttypmod END, a.attnotnull,
                   (SELECT array_agg(e.enumlabel::text ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = bt.oid)
            FROM pg_attribute a
            JOIN pg_type t ON t.oid = a.atttypid
            JOIN pg_type bt ON bt.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
            WHERE a.attrelid = to_regclass(?) AND a.attnum > 0 AND NOT a.attisdropped
            ORDER BY a.attnum""";

    private static final String UNIQUE_SETS = """
            SELECT array(SELECT a.attname::text FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.ord)
            FROM pg_index i
            WHERE i.indrelid = to_regclass(?) AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
            ORDER BY i.indisprimary DESC, i.indexrelid""";

    private TableSpecReader() {
    }

    /** The spec of {@code table}, keeping only the foreign keys whose target is among {@code copied}. */
    static TableSpec read(Connection connection, Table table, Collection<TableName> copied) throws SQLException {
        String regclass = SqlNames.qualified(table.name());
        List<ColumnSpec> columns = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(COLUMNS)) {
            ps.setString(1, regclass);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    columns.add(column(rs, table));
                }
            }
        }
        List<List<String>> uniqueSets = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(UNIQUE_SETS)) {
            ps.setString(1, regclass);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    uniqueSets.add(strings(rs.getArray(1)));
                }
            }
        }
        if (!table.primaryKey().isEmpty() && !uniqueSets.contains(table.primaryKey())) {
            uniqueSets.add(0, table.primaryKey());
        }
        Set<TableName> targets = Set.copyOf(copied);
        List<ForeignKey> foreignKeys = table.foreignKeys().stream().filter(fk -> targets.contains(fk.toTable())).toList();
        return new TableSpec(table.name(), columns, uniqueSets, foreignKeys);
    }

    private static ColumnSpec column(ResultSet rs, Table table) throws SQLException {
        String name = rs.getString(1);
        String declared = rs.getString(2);
        String baseType = rs.getString(3);
        TypeFamily family = TypeFamily.of(baseType, rs.getString(4), rs.getString(5));
        int typmod = rs.getInt(6);
        // NOT NULL as the guard's catalog has it; the server's flag for a column the catalog lacks
        boolean nullable = table.column(name, true).map(Column::nullable).orElse(!rs.getBoolean(7));
        List<String> labels = rs.getArray(8) == null ? List.of() : strings(rs.getArray(8));
        Integer length = null;
        Integer precision = null;
        Integer scale = null;
        if (typmod >= 4 && family == TypeFamily.TEXT) {
            length = typmod - 4;
        } else if (typmod >= 4 && family == TypeFamily.NUMERIC) {
            precision = ((typmod - 4) >> 16) & 0xffff;
            scale = (((typmod - 4) & 0x7ff) ^ 1024) - 1024; // an 11-bit signed field
        }
        return new ColumnSpec(name, declared, baseType, family, nullable, length, precision, scale, labels);
    }

    private static List<String> strings(Array array) throws SQLException {
        try {
            return Arrays.asList((String[]) array.getArray());
        } finally {
            array.free();
        }
    }
}
