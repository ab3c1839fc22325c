package io.nlguard.model.data;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogDdl;
import io.nlguard.guard.schema.PgIdentifiers;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Creates corpus databases in PostgreSQL as empty tables: one PostgreSQL schema per db_id, named by
 * the same folding rule as the tables ({@code cre_Doc_Template_Mgt} becomes {@code cre_doc_template_mgt}),
 * with the DDL of {@link CatalogDdl}. An existing schema of that name is dropped first, so installing
 * again replaces it. Each schema is one transaction and one JDBC batch.
 */
public final class SchemaInstaller {

    private SchemaInstaller() {
    }

    /**
     * Installs every catalog into its own schema.
     *
     * @return for each db_id, in input order, the schema name as PostgreSQL stores it
     * @throws IllegalArgumentException if two db_ids map to the same schema name
     * @throws SQLException naming the db_id whose DDL failed; that schema is rolled back
     */
    public static Map<String, String> install(Connection connection, Map<String, Catalog> catalogs) throws SQLException {
        Map<String, String> schemaByDbId = new LinkedHashMap<>();
        Map<String, String> dbIdBySchema = new LinkedHashMap<>();
        for (String dbId : catalogs.keySet()) {
            String schema = PgIdentifiers.storedName(dbId);
            String clash = dbIdBySchema.putIfAbsent(schema, dbId);
            if (clash != null) {
                throw new IllegalArgumentException("db_ids " + clash + " and " + dbId + " both map to schema " + schema);
            }
            schemaByDbId.put(dbId, schema);
        }
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            for (Map.Entry<String, Catalog> entry : catalogs.entrySet()) {
                installOne(connection, entry.getKey(), entry.getValue());
            }
        } finally {
            connection.setAutoCommit(autoCommit);
        }
        return schemaByDbId;
    }

    private static void installOne(Connection connection, String dbId, Catalog catalog) throws SQLException {
        CatalogDdl.Script script = CatalogDdl.script(catalog, dbId);
        try (Statement statement = connection.createStatement()) {
            statement.addBatch("DROP SCHEMA IF EXISTS " + PgIdentifiers.sql(dbId) + " CASCADE");
            for (String sql : script.statements()) {
                statement.addBatch(sql);
            }
            statement.executeBatch();
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            SQLException next = e.getNextException(); // pgjdbc puts the server's message here
            throw new SQLException("creating schema for " + dbId + " failed: " + e.getMessage()
                    + (next != null ? " / " + next.getMessage() : ""), e.getSQLState(), e);
        }
    }
}
