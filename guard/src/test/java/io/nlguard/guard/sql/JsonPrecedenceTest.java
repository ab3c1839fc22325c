package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class JsonPrecedenceTest {

    private static SqlNode condition(String sql) {
        ParsedSql parsed = (ParsedSql) new SqlParser().parse(sql);
        return parsed.first().nodesOf(NodeType.WHERE).get(0).children().get(0);
    }

    @Test
    void aJsonOperatorBindsTighterThanComparisonAndOr() {
        SqlNode or = condition("SELECT * FROM t WHERE attrs->>'color' = '' OR '1'='1'");
        assertEquals(NodeType.OR, or.type());
        SqlNode left = or.children().get(0);
        assertEquals(NodeType.EQ, left.type());
        assertEquals(NodeType.OTHER, left.children().get(0).type());
        assertEquals(NodeType.EQ, or.children().get(1).type());
        assertEquals("'1'='1'", or.children().get(1).text());
    }

    @Test
    void aComparisonAloneAndAnAndChainAreRotatedToo() {
        SqlNode eq = condition("SELECT * FROM t WHERE attrs->>'b' = 'x'");
        assertEquals(NodeType.EQ, eq.type());
        assertEquals(List.of(NodeType.OTHER, NodeType.LITERAL), eq.children().stream().map(SqlNode::type).toList());
        SqlNode path = condition("SELECT * FROM t WHERE attrs->'a'->>'b' = 'x' OR 1=1");
        assertEquals(NodeType.OR, path.type());
        assertEquals(NodeType.EQ, path.children().get(0).type());
        SqlNode and = condition("SELECT * FROM t WHERE a.doc->>'k' = 'v' AND b = 1");
        assertEquals(NodeType.AND, and.type());
        assertEquals(NodeType.COLUMN, and.children().get(0).children().get(0).children().get(0).type());
    }
}
