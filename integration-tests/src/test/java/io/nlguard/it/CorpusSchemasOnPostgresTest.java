package io.nlguard.it;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogDdl;
import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.model.data.SchemaInstaller;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every Spider dev and BIRD dev schema of the corpus, created as empty tables in real PostgreSQL
 * (one schema per db_id): all DDL must succeed and the server must end up with exactly the tables,
 * columns, primary keys and enforceable foreign keys of each catalog.
 */
@RealPostgres
class CorpusSchemasOnPostgresTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();

    /** The corpus, or a skip that says where it was looked for. */
    private static Corpus corpus() {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        return CORPUS.get();
    }

    @Test
    void spiderDevAndBirdDevSchemasAreCreated(TestDatabase db) throws SQLException {
        Map<String, Catalog> schemas = new LinkedHashMap<>(corpus().spiderSchemas());
        corpus().birdSchemas().forEach((dbId, catalog) -> assertEquals(null, schemas.put(dbId, catalog), "db_id in both: " + dbId));
        assertEquals(31, schemas.size());

        try (Connection c = db.connect()) {
            Map<String, String> installed = SchemaInstaller.install(c, schemas);
            assertEquals(schemas.keySet(), installed.keySet());
            assertEquals("cre_doc_template_mgt", installed.get("cre_Doc_Template_Mgt"));
            assertServerMatches(c, schemas, installed);

            assertTrue(columns(c, "california_schools", "frpm").containsAll(List.of("cdscode", "Free Meal Count (K-12)")));
            assertTrue(columns(c, "network_1", "highschooler").contains("id"));
            assertEquals(List.of("order"), tables(c, "financial").stream().filter(t -> t.equals("order")).toList());
        }
    }

    @Test
    void allSpiderSchemasAreCreated(TestDatabase db) throws SQLException {
        Map<String, Catalog> schemas = corpus().allSpiderSchemas();
        assertEquals(166, schemas.size());
        try (Connection c = db.connect()) {
            assertServerMatches(c, schemas, SchemaInstaller.install(c, schemas));
        }
    }

    /** Quoting only these must be enough: every keyword the server cannot take as a bare name is among them. */
    @Test
    void reservedWordsCoverTheServers(TestDatabase db) throws SQLException {
        Set<String> server = new HashSet<>();
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select word from pg_get_keywords() where catcode in ('R', 'T')")) {
            while (rs.next()) {
                server.add(rs.getString(1));
            }
        }
        assertTrue(server.size() > 80, server.toString());
        server.removeAll(PgIdentifiers.reservedWords());
        assertEquals(Set.of(), server);
    }

    private static void assertServerMatches(Connection c, Map<String, Catalog> schemas, Map<String, String> installed) throws SQLException {
        Map<String, Integer> tables = countBySchema(c, "select table_schema, count(*) from information_schema.tables"
                + " where table_type = 'BASE TABLE' group by 1");
        Map<String, Integer> columns = countBySchema(c, "select table_schema, count(*) from information_schema.columns group by 1");
        Map<String, Integer> primaryKeys = countBySchema(c, "select table_schema, count(*) from information_schema.table_constraints"
                + " where constraint_type = 'PRIMARY KEY' group by 1");
        Map<String, Integer> foreignKeys = countBySchema(c, "select table_schema, count(*) from information_schema.table_constraints"
                + " where constraint_type = 'FOREIGN KEY' group by 1");
        List<String> mismatches = new ArrayList<>();
        schemas.forEach((dbId, catalog) -> {
            String schema = installed.get(dbId);
            List<Integer> expected = List.of(catalog.tables().size(), catalog.columnCount(),
                    (int) catalog.tables().stream().filter(t -> !t.primaryKey().isEmpty()).count(),
                    CatalogDdl.script(catalog, dbId).foreignKeyCount());
            List<Integer> actual = List.of(tables.getOrDefault(schema, 0), columns.getOrDefault(schema, 0),
                    primaryKeys.getOrDefault(schema, 0), foreignKeys.getOrDefault(schema, 0));
            if (!expected.equals(actual)) {
                mismatches.add(dbId + ": expected tables/columns/pks/fks " + expected + " but found " + actual);
            }
        });
        assertEquals(List.of(), mismatches);
    }

    private static Map<String, Integer> countBySchema(Connection c, String sql) throws SQLException {
        Map<String, Integer> counts = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                counts.put(rs.getString(1), rs.getInt(2));
            }
        }
        return counts;
    }

    private static List<String> columns(Connection c, String schema, String table) throws SQLException {
        return strings(c, "select column_name from information_schema.columns where table_schema = ? and table_name = ?"
                + " order by ordinal_position", schema, table);
    }

    private static List<String> tables(Connection c, String schema) throws SQLException {
        return strings(c, "select table_name from information_schema.tables where table_schema = ? order by 1", schema);
    }

    private static List<String> strings(Connection c, String sql, String... args) throws SQLException {
        List<String> values = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                ps.setString(i + 1, args[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    values.add(rs.getString(1));
                }
            }
        }
        return values;
    }
}
