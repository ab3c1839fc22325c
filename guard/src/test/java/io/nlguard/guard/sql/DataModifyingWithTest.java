package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** PostgreSQL's data-modifying WITH: INSERT, UPDATE or DELETE ... RETURNING as a CTE's body. */
class DataModifyingWithTest {

    private final SqlParser parser = new SqlParser();

    private SqlTree tree(String sql) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, parser.parse(sql), sql);
        assertEquals(1, parsed.statements().size());
        return parsed.first();
    }

    /** The body of the statement's only CTE. */
    private static SqlNode cteBody(SqlTree tree) {
        SqlNode cte = tree.nodesOf(NodeType.CTE).get(0);
        return cte.child(Role.QUERY);
    }

    private static List<String> texts(SqlNode parent) {
        return parent.children().stream().map(SqlNode::text).toList();
    }

    @Test
    void aDeletingCteFeedsAnInsert() {
        String sql = "WITH moved AS (DELETE FROM a WHERE x < 0 RETURNING *) INSERT INTO b SELECT * FROM moved";
        SqlTree tree = tree(sql);
        assertEquals(NodeType.INSERT, tree.kind());
        SqlNode delete = cteBody(tree);
        assertEquals(NodeType.DELETE, delete.type());
        assertEquals("moved", delete.parent().name());
        SqlNode target = delete.child(Role.TARGET);
        assertEquals("Table(a)", target.describe());
        assertEquals("1:28", target.position());
        assertEquals("1:28", delete.position(), "a DML node is cited at its target table, as at the top level");
        assertEquals("x < 0", delete.child(NodeType.WHERE).text());
        SqlNode returning = delete.child(NodeType.RETURNING);
        assertEquals("1:52", returning.position());
        assertEquals(List.of(NodeType.STAR), returning.children().stream().map(SqlNode::type).toList());
        assertEquals("Table(b)", tree.root().child(Role.TARGET).describe());
        assertTrue(tree.writesRows());
        assertFalse(tree.onlyReads());
    }

    @Test
    void anUpdatingCteFeedsASelect() {
        SqlTree tree = tree("WITH u AS (UPDATE t SET x = 1 WHERE id = 2 RETURNING id) SELECT * FROM u");
        assertEquals(NodeType.SELECT, tree.kind());
        SqlNode update = cteBody(tree);
        assertEquals(NodeType.UPDATE, update.type());
        assertEquals("1:19", update.child(Role.TARGET).position());
        assertEquals("x = 1", update.child(NodeType.SET_ITEM).text());
        assertEquals("id = 2", update.child(NodeType.WHERE).text());
        SqlNode returned = update.child(NodeType.RETURNING).children().get(0);
        assertEquals("Column(id)", returned.describe());
        assertEquals("1:54", returned.position());
        assertTrue(tree.writesRows(), "a SELECT whose CTE updates is a write");
        assertFalse(tree.onlyReads());
        assertFalse(tree.changesSchema());
    }

    @Test
    void anInsertingCteFeedsASelect() {
        SqlTree tree = tree("WITH i AS (INSERT INTO t(x) VALUES (1) RETURNING id) SELECT id FROM i");
        assertEquals(NodeType.SELECT, tree.kind());
        SqlNode insert = cteBody(tree);
        assertEquals(NodeType.INSERT, insert.type());
        assertEquals("Table(t)", insert.child(Role.TARGET).describe());
        assertEquals("1:24", insert.child(Role.TARGET).position());
        assertEquals("Values(VALUES (1))", insert.child(NodeType.VALUES).describe());
        assertEquals("1:50", insert.child(NodeType.RETURNING).position());
        assertTrue(tree.writesRows());
        assertFalse(tree.onlyReads());
    }

    @Test
    void returningKeepsAliasesAsASelectListDoes() {
        SqlTree tree = tree("DELETE FROM t WHERE a = 1 RETURNING a AS x, a * 2");
        SqlNode returning = tree.root().child(NodeType.RETURNING);
        assertEquals(List.of("a AS x", "a * 2"), texts(returning));
        assertEquals("Alias(x)", returning.children().get(0).describe());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "WITH a AS (SELECT 1), b AS (DELETE FROM t RETURNING *) SELECT * FROM a, b",
            "WITH d AS (DELETE FROM a RETURNING id) DELETE FROM b WHERE id IN (SELECT id FROM d)",
            "WITH d AS (DELETE FROM a RETURNING *) SELECT * FROM d UNION SELECT * FROM d",
            "WITH x AS (WITH y AS (DELETE FROM a RETURNING *) SELECT * FROM y) SELECT * FROM x",
            "SELECT * FROM (WITH d AS (DELETE FROM a RETURNING *) SELECT * FROM d) s",
            "SELECT 1 FROM t WHERE a IN (WITH d AS (DELETE FROM u RETURNING id) SELECT id FROM d)",
            "WITH t AS MATERIALIZED (INSERT INTO y VALUES (1) ON CONFLICT DO NOTHING RETURNING *) SELECT * FROM t",
            "CREATE TABLE x AS WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d",
            "WITH t AS (INSERT INTO y VALUES (0)) VALUES (false)"})
    void everyShapeOfItParsesAndWrites(String sql) {
        SqlTree tree = tree(sql);
        assertTrue(tree.writesRows(), tree::print);
        assertFalse(tree.onlyReads());
        for (SqlNode node : tree.nodes()) {
            assertTrue(node.line() > 0, () -> node + " has no position");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "WITH w AS (SELECT a FROM t) SELECT * FROM w",
            "WITH v(a, b) AS (VALUES (1, 2)) SELECT * FROM v",
            "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT * FROM r",
            "WITH s AS ((SELECT 1) UNION (SELECT 2)) SELECT * FROM s",
            "WITH s AS NOT MATERIALIZED (SELECT 1) SELECT * FROM s",
            "SELECT * FROM t, LATERAL (WITH s AS (SELECT t.a) SELECT * FROM s) q"})
    void aCteThatOnlyQueriesStaysARead(String sql) {
        SqlTree tree = tree(sql);
        assertFalse(tree.writesRows(), tree::print);
        assertTrue(tree.onlyReads());
    }
}
