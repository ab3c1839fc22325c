package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

class SqlParserTest {

    private final SqlParser parser = new SqlParser();

    private SqlTree tree(String sql) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, parser.parse(sql));
        assertEquals(1, parsed.statements().size());
        return parsed.first();
    }

    private static SqlNode find(SqlTree tree, NodeType type, String name) {
        return tree.nodes().stream().filter(n -> n.type() == type && name.equals(n.name())).findFirst().orElseThrow();
    }

    @Test
    void nodesCarryThePapersVocabularyAndSourcePositions() {
        SqlTree tree = tree("SELECT T1.name, count(*)\nFROM singer AS T1 WHERE T1.age > 30 ORDER BY T1.name DESC LIMIT 3");
        assertEquals(NodeType.SELECT, tree.kind());
        SqlNode column = tree.nodesOf(NodeType.COLUMN).get(0);
        assertEquals("Column(T1.name)", column.describe());
        assertEquals("1:8", column.position());
        assertEquals("name", column.child(Role.THIS).name());
        assertEquals("T1", column.child(Role.QUALIFIER).name());
        assertEquals("1:11", column.child(Role.THIS).position());
        SqlNode table = find(tree, NodeType.TABLE, "singer");
        assertEquals("2:6", table.position());
        assertEquals("T1", table.child(NodeType.TABLE_ALIAS).name());
        SqlNode gt = tree.nodesOf(NodeType.GT).get(0);
        assertEquals("T1.age > 30", gt.text());
        assertEquals("30", gt.child(Role.EXPRESSION).name());
        assertEquals("DESC", tree.nodesOf(NodeType.ORDERED).get(0).name());
        assertEquals(NodeType.AGGREGATE, find(tree, NodeType.AGGREGATE, "count").type());
        assertEquals(List.of(NodeType.SELECT, NodeType.COLUMN, NodeType.IDENTIFIER), List.of(
                tree.node(0).type(), tree.node(1).type(), tree.node(2).type()), "ids are pre-order indexes");
    }

    @Test
    void aBareDateUnitWordIsAColumnAsPostgresReadsIt() {
        // JSqlParser takes a bare year/month/day for a date unit; Spider and BIRD have columns of those names
        SqlTree tree = tree("SELECT Year FROM concert WHERE year = 2014 GROUP BY Year");
        List<SqlNode> columns = tree.nodesOf(NodeType.COLUMN);
        assertEquals(List.of("Year", "year", "Year"), columns.stream().map(SqlNode::name).toList());
        assertEquals("1:32", columns.get(1).position());
        assertEquals("year", columns.get(1).text());
        assertEquals("year", columns.get(1).child(Role.THIS).name());
    }

    @Test
    void everyNodeHasAPositionAndADepth() {
        SqlTree tree = tree("WITH w AS (SELECT a FROM t) SELECT x.a, CASE WHEN a IS NOT NULL THEN 1 END "
                + "FROM w x WHERE a NOT IN (SELECT b FROM u) UNION ALL SELECT 1, 2");
        for (SqlNode node : tree.nodes()) {
            assertTrue(node.line() > 0, () -> node + " has no position");
            assertEquals(node.parent() == null ? 0 : node.parent().depth() + 1, node.depth());
        }
        assertEquals(NodeType.UNION, tree.kind());
        assertTrue(tree.print().contains("CTE(w)"));
    }

    @Test
    void negatedPredicatesAreWrappedInNotAsSqlglotDoes() {
        SqlTree tree = tree("SELECT * FROM t WHERE a NOT LIKE 'x%' AND b NOT BETWEEN 1 AND 2 AND c IS NOT NULL");
        assertEquals(3, tree.nodesOf(NodeType.NOT).size());
        for (SqlNode not : tree.nodesOf(NodeType.NOT)) {
            assertEquals(1, not.children().size());
        }
    }

    @Test
    void quotedIdentifiersAreUnquotedAndMarked() {
        SqlTree tree = tree("SELECT \"Name\", `other` FROM \"MixedCase\"");
        SqlNode quoted = tree.nodesOf(NodeType.COLUMN).get(0);
        assertEquals("Name", quoted.name());
        assertTrue(quoted.quoted());
        assertEquals("MixedCase", tree.nodesOf(NodeType.TABLE).get(0).name());
    }

    @Test
    void aScriptParsesIntoOneTreePerStatement() {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, parser.parse("SELECT 1; DROP TABLE x; UPDATE t SET a = 1"));
        assertEquals(List.of(NodeType.SELECT, NodeType.DROP, NodeType.UPDATE),
                parsed.statements().stream().map(SqlTree::kind).toList());
        assertEquals("DROP TABLE", parsed.statements().get(1).root().name());
    }

    @Test
    void tableReadsItsTableAsAFromItem() {
        SqlTree tree = tree("TABLE singer");
        assertEquals("Other(TABLE)", tree.root().describe());
        SqlNode table = tree.root().child(NodeType.FROM).children().get(0);
        assertEquals("Table(singer)", table.describe());
        assertEquals("1:7", table.position());
    }

    @Test
    void rowsFromHoldsEachOfItsCalls() {
        SqlTree tree = tree("SELECT * FROM ROWS FROM (generate_series(1, 2), unnest(ARRAY['a'])) AS r(n, s)");
        SqlNode rows = find(tree, NodeType.OTHER, "ROWS FROM");
        assertEquals(List.of("generate_series", "unnest"), rows.children().stream()
                .filter(child -> child.role() == Role.ITEM).map(SqlNode::name).toList());
        assertEquals("r", rows.child(NodeType.TABLE_ALIAS).name());
    }

    @Test
    void syntaxErrorsSayWhereAndWhatWasExpected() {
        ParseFailure failure = assertInstanceOf(ParseFailure.class, parser.parse("SELECT a FROM t WHERE (a = 1"));
        assertEquals(ParseFailure.Kind.SYNTAX, failure.kind());
        assertEquals("1:28", failure.position());
        assertEquals(List.of(")"), failure.expected());
        assertTrue(failure.message().contains("near end of input"), failure.message());
    }

    @Test
    void unterminatedStringIsALexicalErrorWithAPosition() {
        ParseFailure failure = assertInstanceOf(ParseFailure.class, parser.parse("SELECT 'abc FROM t"));
        assertTrue(failure.line() > 0);
        assertTrue(failure.message().contains("quoted"), failure.message());
    }

    @Test
    void textOverTheSizeLimitIsNotParsed() {
        SqlParser small = new SqlParser(new ParseLimits(20, Duration.ofSeconds(1)));
        ParseFailure failure = assertInstanceOf(ParseFailure.class, small.parse("SELECT a, b, c, d FROM some_table"));
        assertEquals(ParseFailure.Kind.TOO_LONG, failure.kind());
        assertTrue(failure.message().contains("nlguard.parse.max-length=20"));
    }

    @Test
    void aParseThatOverrunsItsTimeBoundIsStopped() {
        // half a megabyte of OR branches takes the parser about two seconds; the bound is 50 ms
        StringBuilder sql = new StringBuilder("SELECT * FROM t WHERE a = 0");
        for (int i = 0; i < 20_000; i++) {
            sql.append(" OR (a = ").append(i).append(" AND b > ").append(i).append(')');
        }
        SqlParser bounded = new SqlParser(new ParseLimits(1_000_000, Duration.ofMillis(50)));
        ParseFailure failure = assertInstanceOf(ParseFailure.class, bounded.parse(sql.toString()));
        assertEquals(ParseFailure.Kind.TIMEOUT, failure.kind());
        assertTrue(failure.message().contains("nlguard.parse.timeout=50ms"), failure.message());
    }
}
