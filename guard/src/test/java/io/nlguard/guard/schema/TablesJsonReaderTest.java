package io.nlguard.guard.schema;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Types;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TablesJsonReaderTest {

    /** Spider style: int primary keys, two pairs from one table to the same single-column key. */
    static final String SPIDER = """
            {"db_id": "network_1",
             "table_names_original": ["Highschooler", "Friend"],
             "table_names": ["highschooler", "friend"],
             "column_names_original": [[-1, "*"], [0, "ID"], [0, "name"], [0, "grade"], [1, "student_id"], [1, "friend_id"], [1, "Home Town"]],
             "column_types": ["text", "number", "text", "number", "number", "number", "text"],
             "primary_keys": [1, 4],
             "foreign_keys": [[5, 1], [4, 1], [5, 1]]}
            """;

    /** BIRD style: a composite key as a nested list, referenced by two pairs from one table. */
    static final String BIRD = """
            {"db_id": "club",
             "table_names_original": ["member", "attendance"],
             "column_names_original": [[-1, "*"], [0, "member_id"], [0, "event_id"], [0, "joined"], [1, "link_member"], [1, "link_event"], [1, "at"], [1, "score"], [1, "ok"]],
             "column_types": ["text", "integer", "integer", "date", "integer", "integer", "datetime", "real", "others"],
             "primary_keys": [[1, 2]],
             "foreign_keys": [[4, 1], [5, 2]]}
            """;

    static Map<String, Catalog> parse(String... databases) throws IOException {
        String json = "[" + String.join(",", databases) + "]";
        return TablesJsonReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsOneCatalogPerDatabaseInFileOrder() throws IOException {
        Map<String, Catalog> catalogs = parse(BIRD, SPIDER);
        assertEquals(List.of("club", "network_1"), List.copyOf(catalogs.keySet()));
        Catalog network = catalogs.get("network_1");
        assertEquals(List.of("public"), network.searchPath());
        assertEquals(List.of("Highschooler", "Friend"), network.tables().stream().map(t -> t.name().name()).toList());
        assertEquals(new TableName("public", "Highschooler"), network.tables().get(0).name());
    }

    @Test
    void keepsColumnsInOrderWithOriginalCaseAndMappedTypes() throws IOException {
        Table friend = parse(SPIDER).get("network_1").table("friend").orElseThrow();
        assertEquals(List.of("student_id", "friend_id", "Home Town"), friend.columns().stream().map(Column::name).toList());
        Column town = friend.column("home town").orElseThrow();
        assertEquals(3, town.position());
        assertEquals(Types.VARCHAR, town.jdbcType());
        assertEquals("text", town.nativeType());
        assertEquals("numeric", friend.column("student_id").orElseThrow().nativeType());
        assertFalse(friend.column("student_id").orElseThrow().nullable(), "key columns are NOT NULL");
        assertTrue(friend.column("friend_id").orElseThrow().nullable());
    }

    @Test
    void mapsBirdTypes() throws IOException {
        Table attendance = parse(BIRD).get("club").table("attendance").orElseThrow();
        assertEquals("int8", attendance.column("link_member").orElseThrow().nativeType());
        assertEquals(Types.TIMESTAMP, attendance.column("at").orElseThrow().jdbcType());
        assertEquals("float8", attendance.column("score").orElseThrow().nativeType());
        assertEquals("text", attendance.column("ok").orElseThrow().nativeType());
        assertEquals(Types.DATE, parse(BIRD).get("club").table("member").orElseThrow().column("joined").orElseThrow().jdbcType());
        assertEquals(new DescribedType(Types.BOOLEAN, "bool"), DescribedType.of("boolean"));
        assertEquals(new DescribedType(Types.TIMESTAMP, "timestamp"), DescribedType.of("time"));
    }

    @Test
    void primaryKeysAreSingleOrComposite() throws IOException {
        assertEquals(List.of("ID"), parse(SPIDER).get("network_1").table("highschooler").orElseThrow().primaryKey());
        assertEquals(List.of("member_id", "event_id"), parse(BIRD).get("club").table("member").orElseThrow().primaryKey());
    }

    @Test
    void pairsToOneKeyColumnStaySeparateAndRepeatsAreDropped() throws IOException {
        List<ForeignKey> fks = parse(SPIDER).get("network_1").foreignKeys();
        TableName friend = new TableName("public", "Friend");
        TableName student = new TableName("public", "Highschooler");
        assertEquals(List.of(
                new ForeignKey(friend, List.of("friend_id"), student, List.of("ID")),
                new ForeignKey(friend, List.of("student_id"), student, List.of("ID"))), fks);
    }

    @Test
    void pairsCoveringACompositeKeyBecomeOneForeignKey() throws IOException {
        List<ForeignKey> fks = parse(BIRD).get("club").foreignKeys();
        assertEquals(List.of(new ForeignKey(new TableName("public", "attendance"), List.of("link_member", "link_event"),
                new TableName("public", "member"), List.of("member_id", "event_id"))), fks);
    }

    @Test
    void rejectsBadIndicesNamingTheDatabase() {
        String bad = SPIDER.replace("[[5, 1], [4, 1], [5, 1]]", "[[5, 99]]");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(bad));
        assertTrue(e.getMessage().contains("network_1"), e.getMessage());
        String star = SPIDER.replace("[[5, 1], [4, 1], [5, 1]]", "[[5, 0]]");
        assertThrows(IllegalArgumentException.class, () -> parse(star));
    }
}
