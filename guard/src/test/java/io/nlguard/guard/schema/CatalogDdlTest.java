package io.nlguard.guard.schema;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.sql.Types;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CatalogDdlTest {

    private static Column column(String name, int position, String type, boolean nullable) {
        return new Column(name, position, Types.OTHER, type, nullable);
    }

    @Test
    void createsSchemaTablesAndThenForeignKeys() throws IOException {
        CatalogDdl.Script script = CatalogDdl.script(TablesJsonReaderTest.parse(TablesJsonReaderTest.SPIDER).get("network_1"));
        assertEquals(List.of(
                "CREATE SCHEMA IF NOT EXISTS public",
                "CREATE TABLE public.highschooler (id numeric NOT NULL, name text, grade numeric, PRIMARY KEY (id))",
                "CREATE TABLE public.friend (student_id numeric NOT NULL, friend_id numeric, \"Home Town\" text, PRIMARY KEY (student_id))",
                "ALTER TABLE public.friend ADD FOREIGN KEY (friend_id) REFERENCES public.highschooler (id)",
                "ALTER TABLE public.friend ADD FOREIGN KEY (student_id) REFERENCES public.highschooler (id)"),
                script.statements());
        assertEquals(2, script.foreignKeyCount());
        assertEquals(List.of(), script.skippedForeignKeys());
        assertTrue(script.sql().endsWith("(id);\n"), script.sql());
    }

    @Test
    void targetSchemaReplacesTheCatalogsSchemaUnderTheSameFoldingRule() throws IOException {
        CatalogDdl.Script script = CatalogDdl.script(TablesJsonReaderTest.parse(TablesJsonReaderTest.BIRD).get("club"), "Club Data");
        assertEquals(List.of(
                "CREATE SCHEMA IF NOT EXISTS \"Club Data\"",
                "CREATE TABLE \"Club Data\".member (member_id int8 NOT NULL, event_id int8 NOT NULL, joined date, PRIMARY KEY (member_id, event_id))",
                "CREATE TABLE \"Club Data\".attendance (link_member int8, link_event int8, at timestamp, score float8, ok text)",
                "ALTER TABLE \"Club Data\".attendance ADD FOREIGN KEY (link_member, link_event) REFERENCES \"Club Data\".member (member_id, event_id)"),
                script.statements());
        assertEquals("CREATE SCHEMA IF NOT EXISTS cre_doc", CatalogDdl.script(Catalog.empty(), "cre_Doc").statements().get(0));
    }

    @Test
    void quotesReservedWordsAndOddNames() {
        Table table = new Table(new TableName(null, "order"), TableKind.TABLE, List.of(
                column("End", 1, "text", true), column("Free Meal Count (K-12)", 2, "float8", true),
                column("18_49_Rating_Share", 3, "numeric", true)), List.of(), List.of());
        assertEquals(List.of("CREATE TABLE \"order\" (\"end\" text, \"Free Meal Count (K-12)\" float8, \"18_49_Rating_Share\" numeric)"),
                CatalogDdl.script(Catalog.of(List.of("public"), List.of(table))).statements(),
                "a table without schema is created unqualified, with no CREATE SCHEMA");
    }

    @Test
    void skipsForeignKeysPostgresCannotEnforce() {
        TableName parent = new TableName("public", "parent");
        TableName child = new TableName("public", "child");
        List<ForeignKey> fks = List.of(
                new ForeignKey(child, List.of("code"), parent, List.of("code")),      // not the key
                new ForeignKey(child, List.of("label"), parent, List.of("id")),       // text -> numeric
                new ForeignKey(child, List.of("parent_id"), parent, List.of("id")),   // fine
                new ForeignKey(child, List.of("parent_id"), parent, List.of("id")),   // repeated: once
                new ForeignKey(child, List.of("parent_id"), new TableName("public", "gone"), List.of("id")),
                new ForeignKey(child, List.of("nope"), parent, List.of("id")));
        Catalog catalog = Catalog.of(List.of("public"), List.of(
                new Table(parent, TableKind.TABLE, List.of(column("id", 1, "numeric", false), column("code", 2, "text", true)),
                        List.of("id"), List.of()),
                new Table(child, TableKind.TABLE, List.of(column("parent_id", 1, "numeric", true), column("code", 2, "text", true),
                        column("label", 3, "text", true)), List.of(), fks)));

        CatalogDdl.Script script = CatalogDdl.script(catalog);

        assertEquals(1, script.foreignKeyCount());
        assertEquals("ALTER TABLE public.child ADD FOREIGN KEY (parent_id) REFERENCES public.parent (id)",
                script.statements().get(script.statements().size() - 1));
        List<String> reasons = script.skippedForeignKeys().stream().map(CatalogDdl.SkippedForeignKey::reason).toList();
        assertEquals(4, reasons.size(), reasons.toString());
        assertTrue(reasons.get(0).contains("not the primary key"), reasons.get(0));
        assertTrue(reasons.get(1).contains("type text of label differs from type numeric of id"), reasons.get(1));
        assertTrue(reasons.get(2).contains("not in the catalog"), reasons.get(2));
        assertTrue(reasons.get(3).contains("does not exist"), reasons.get(3));
    }

    @Test
    void rejectsNamesThatCollideAfterFolding() {
        TableName t = new TableName("public", "t");
        Catalog columns = Catalog.of(List.of("public"), List.of(new Table(t, TableKind.TABLE,
                List.of(column("Name", 1, "text", true), column("NAME", 2, "text", true)), List.of(), List.of())));
        assertThrows(IllegalArgumentException.class, () -> CatalogDdl.script(columns));
        Catalog tables = Catalog.of(List.of("public"), List.of(
                new Table(t, TableKind.TABLE, List.of(), List.of(), List.of()),
                new Table(new TableName("public", "T"), TableKind.TABLE, List.of(), List.of(), List.of())));
        assertThrows(IllegalArgumentException.class, () -> CatalogDdl.script(tables));
    }
}
