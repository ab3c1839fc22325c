package io.nlguard.guard.schema;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Array;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a {@link Catalog} from a live connection: the tables and views
 * of every schema on the connection's search path, except the {@link Catalog#SYSTEM_SCHEMAS} and a session's
 * temporary schema (its tables are private to that session, the snapshot is shared).
 *
 * <p>On PostgreSQL the snapshot is two queries on {@code pg_catalog} whatever the number of schemas and
 * tables ({@link PgCatalogQuery}). Elsewhere metadata is read in bulk, a fixed handful of calls per schema:
 * one {@code getTables}, one {@code getColumns}, and one {@code getPrimaryKeys} and {@code getImportedKeys}
 * with a null table name. Only a driver that rejects the null table name gets per-table key calls.
 *
 * <p><b>Connection state.</b> The loader never changes autocommit, isolation or the read-only flag.
 * It only loads on a connection in autocommit mode: with autocommit off its reads would begin a
 * transaction, and JDBC cannot tell whether one was already open, so neither commit nor rollback
 * would be safe. Such a connection gets an {@link SQLException} with SQLState
 * {@value #NEEDS_AUTOCOMMIT}, and the caller falls back (an empty catalog, or a load on another connection).
 * The same rule holds for {@link #searchPath(Connection)}.
 *
 * <p>Instances hold no state and are safe to share.
 */
public final class CatalogLoader {

    /** SQLState of the refusal to load on a connection that is not in autocommit mode (invalid transaction state). */
    public static final String NEEDS_AUTOCOMMIT = "25000";

    /** The relation kinds the guard resolves names against, as JDBC {@code TABLE_TYPE} strings. */
    static final String[] TABLE_TYPES = {"TABLE", "VIEW", "MATERIALIZED VIEW", "FOREIGN TABLE", "PARTITIONED TABLE"};

    private static final Logger LOG = LoggerFactory.getLogger(CatalogLoader.class);
    private static final String DEFAULT_SCHEMA = "public";

    /** Reads the catalog the connection sees now. The caller keeps ownership of the connection. */
    public Catalog load(Connection connection) throws SQLException {
        requireAutoCommit(connection);
        return load(connection, readSearchPath(connection), isPostgres(connection.getMetaData()));
    }

    /**
     * Reads the relations of these schemas, as a connection with this search path sees them: on another
     * connection to the same database and login than the one the search path was read on (the driver's
     * snapshot connection). Needs autocommit mode, like {@link #load(Connection)}.
     */
    public Catalog load(Connection connection, List<String> searchPath) throws SQLException {
        requireAutoCommit(connection);
        return load(connection, searchPath, isPostgres(connection.getMetaData()));
    }

    /** The {@link DatabaseMetaData} path whatever the database: what {@link PgCatalogQuery} must equal. */
    Catalog loadThroughMetaData(Connection connection) throws SQLException {
        requireAutoCommit(connection);
        return load(connection, readSearchPath(connection), false);
    }

    private Catalog load(Connection connection, List<String> searchPath, boolean postgres) throws SQLException {
        long started = System.nanoTime();
        List<String> schemas = searchPath.stream()
                .filter(schema -> !Catalog.isSystemSchema(schema) && !isSessionSchema(schema)).toList();
        List<Table> tables = new ArrayList<>();
        if (postgres) {
            tables.addAll(PgCatalogQuery.read(connection, schemas));
        } else {
            DatabaseMetaData metaData = connection.getMetaData();
            for (String schema : schemas) {
                tables.addAll(new SchemaReader(metaData, schema).read());
            }
        }
        Catalog catalog = Catalog.of(searchPath, tables);
        if (LOG.isDebugEnabled()) {
            LOG.debug("Loaded catalog v{} in {} ms: {} tables, {} columns, search_path {}", catalog.version(),
                    (System.nanoTime() - started) / 1_000_000, tables.size(), catalog.columnCount(), searchPath);
        }
        return catalog;
    }

    /**
     * The schemas unqualified names resolve in, in order: on PostgreSQL {@code current_schemas(false)}
     * (existing schemas of {@code search_path}, {@code $user} resolved, implicit {@code pg_catalog} left out);
     * elsewhere {@link Connection#getSchema()}, or {@code public} when the driver knows none.
     * Needs autocommit mode, like {@link #load(Connection)}.
     */
    public static List<String> searchPath(Connection connection) throws SQLException {
        requireAutoCommit(connection);
        return readSearchPath(connection);
    }

    private static List<String> readSearchPath(Connection connection) throws SQLException {
        if (isPostgres(connection.getMetaData())) {
            try (Statement statement = connection.createStatement();
                 ResultSet rs = statement.executeQuery("select current_schemas(false)")) {
                rs.next();
                Array array = rs.getArray(1);
                try {
                    return List.of((String[]) array.getArray());
                } finally {
                    array.free();
                }
            }
        }
        String schema = connection.getSchema();
        return List.of(schema == null || schema.isEmpty() ? DEFAULT_SCHEMA : schema);
    }

    /** Temporary tables belong to one session; they must not enter a snapshot that other connections share. */
    private static boolean isSessionSchema(String schema) {
        return schema.startsWith("pg_temp_") || schema.startsWith("pg_toast_temp_");
    }

    private static boolean isPostgres(DatabaseMetaData metaData) throws SQLException {
        return "PostgreSQL".equalsIgnoreCase(metaData.getDatabaseProductName());
    }

    private static void requireAutoCommit(Connection connection) throws SQLException {
        if (!connection.getAutoCommit()) {
            throw new SQLException("nlguard: the catalog is only loaded on a connection in autocommit mode, "
                    + "so that no transaction is begun or ended behind the application's back", NEEDS_AUTOCOMMIT);
        }
    }

    /** The metadata of one schema, gathered by a few bulk calls and then assembled into tables. */
    private static final class SchemaReader {
        private final DatabaseMetaData metaData;
        private final String schema;
        /** schemaPattern arguments are LIKE patterns: a schema named a_b must not also match axb. */
        private final String schemaPattern;
        /** Table name to its kind, in the order getTables returned them. */
        private final Map<String, TableKind> kinds = new LinkedHashMap<>();
        private final Map<String, List<Column>> columns = new HashMap<>();
        private final Map<String, List<KeyPart>> primaryKeys = new HashMap<>();
        private final Map<String, Map<String, List<ForeignKeyPart>>> foreignKeys = new HashMap<>();
        /** Type names repeat tens of thousands of times; one String per distinct name keeps the snapshot small. */
        private final Map<String, String> typeNames = new HashMap<>();

        SchemaReader(DatabaseMetaData metaData, String schema) throws SQLException {
            this.metaData = metaData;
            this.schema = schema;
            this.schemaPattern = escapePattern(schema, metaData.getSearchStringEscape());
        }

        List<Table> read() throws SQLException {
            readTables();
            if (kinds.isEmpty()) {
                return List.of();
            }
            readColumns();
            readKeys();
            List<Table> tables = new ArrayList<>(kinds.size());
            kinds.forEach((name, kind) -> tables.add(assemble(name, kind)));
            return tables;
        }

        private void readTables() throws SQLException {
            try (ResultSet rs = metaData.getTables(null, schemaPattern, "%", TABLE_TYPES)) {
                while (rs.next()) {
                    if (schema.equals(rs.getString("TABLE_SCHEM"))) {
                        kinds.put(rs.getString("TABLE_NAME"), TableKind.fromJdbc(rs.getString("TABLE_TYPE")));
                    }
                }
            }
        }

        private void readColumns() throws SQLException {
            try (ResultSet rs = metaData.getColumns(null, schemaPattern, "%", "%")) {
                while (rs.next()) {
                    String table = rs.getString("TABLE_NAME");
                    // getColumns also lists indexes, sequences and types on some drivers: keep our relations only.
                    if (!schema.equals(rs.getString("TABLE_SCHEM")) || !kinds.containsKey(table)) {
                        continue;
                    }
                    String typeName = rs.getString("TYPE_NAME");
                    Column column = new Column(rs.getString("COLUMN_NAME"), rs.getInt("ORDINAL_POSITION"),
                            rs.getInt("DATA_TYPE"), typeName == null ? null : typeNames.computeIfAbsent(typeName, t -> t),
                            rs.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls);
                    columns.computeIfAbsent(table, t -> new ArrayList<>()).add(column);
                }
            }
        }

        private void readKeys() throws SQLException {
            try {
                readPrimaryKeys(null);
                readForeignKeys(null);
            } catch (SQLException | RuntimeException bulkRejected) {
                // Some drivers insist on a table name. pgjdbc does not; this path is for the others.
                LOG.debug("Bulk key metadata refused for schema {}, reading per table: {}", schema, bulkRejected.toString());
                primaryKeys.clear();
                foreignKeys.clear();
                for (String table : kinds.keySet()) {
                    readPrimaryKeys(table);
                    readForeignKeys(table);
                }
            }
        }

        private void readPrimaryKeys(String table) throws SQLException {
            try (ResultSet rs = metaData.getPrimaryKeys(null, schema, table)) {
                while (rs.next()) {
                    primaryKeys.computeIfAbsent(rs.getString("TABLE_NAME"), t -> new ArrayList<>())
                            .add(new KeyPart(rs.getString("COLUMN_NAME"), rs.getInt("KEY_SEQ")));
                }
            }
        }

        private void readForeignKeys(String table) throws SQLException {
            try (ResultSet rs = metaData.getImportedKeys(null, schema, table)) {
                while (rs.next()) {
                    TableName target = new TableName(rs.getString("PKTABLE_SCHEM"), rs.getString("PKTABLE_NAME"));
                    // Rows are ordered by referenced table and KEY_SEQ, not by constraint: group by name.
                    String constraint = rs.getString("FK_NAME");
                    String groupKey = constraint != null ? constraint : "->" + target;
                    foreignKeys.computeIfAbsent(rs.getString("FKTABLE_NAME"), t -> new LinkedHashMap<>())
                            .computeIfAbsent(groupKey, k -> new ArrayList<>())
                            .add(new ForeignKeyPart(target, rs.getString("FKCOLUMN_NAME"), rs.getString("PKCOLUMN_NAME"),
                                    rs.getInt("KEY_SEQ")));
                }
            }
        }

        private Table assemble(String name, TableKind kind) {
            TableName tableName = new TableName(schema, name);
            List<Column> tableColumns = columns.getOrDefault(name, new ArrayList<>());
            tableColumns.sort(Comparator.comparingInt(Column::position));
            List<String> primaryKey = sorted(primaryKeys.getOrDefault(name, List.of())).stream().map(KeyPart::column).toList();
            List<ForeignKey> tableForeignKeys = new ArrayList<>();
            for (List<ForeignKeyPart> parts : foreignKeys.getOrDefault(name, Map.of()).values()) {
                parts.sort(Comparator.comparingInt(ForeignKeyPart::sequence));
                tableForeignKeys.add(new ForeignKey(tableName,
                        parts.stream().map(ForeignKeyPart::fromColumn).toList(),
                        parts.get(0).target(),
                        parts.stream().map(ForeignKeyPart::toColumn).toList()));
            }
            return new Table(tableName, kind, tableColumns, primaryKey, tableForeignKeys);
        }

        private static List<KeyPart> sorted(Collection<KeyPart> parts) {
            List<KeyPart> list = new ArrayList<>(parts);
            list.sort(Comparator.comparingInt(KeyPart::sequence));
            return list;
        }
    }

    /** Escapes the LIKE wildcards of a metadata pattern argument, so that it matches the name literally. */
    static String escapePattern(String name, String escape) {
        if (escape == null || escape.isEmpty()) {
            return name;
        }
        StringBuilder escaped = new StringBuilder(name.length() + 4);
        int i = 0;
        while (i < name.length()) {
            if (name.startsWith(escape, i)) {
                escaped.append(escape).append(escape);
                i += escape.length();
                continue;
            }
            char c = name.charAt(i);
            if (c == '_' || c == '%') {
                escaped.append(escape);
            }
            escaped.append(c);
            i++;
        }
        return escaped.toString();
    }

    private record KeyPart(String column, int sequence) {
    }

    private record ForeignKeyPart(TableName target, String fromColumn, String toColumn, int sequence) {
    }
}
