package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PostgreSQL's SELECT ... INTO, which creates a table: it parses, and the tree says so. */
class SelectIntoTest {

    private final SqlParser parser = new SqlParser();

    private SqlTree tree(String sql) {
        return assertInstanceOf(ParsedSql.class, parser.parse(sql), sql).first();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * INTO TEMP x FROM t                           | x         | 1:20
            SELECT a INTO new_table FROM t                        | new_table | 1:15
            SELECT a INTO TEMPORARY TABLE n FROM t                | n         | 1:31
            SELECT a INTO UNLOGGED n FROM t                       | n         | 1:24
            SELECT a INTO GLOBAL TEMPORARY TABLE n FROM t         | n         | 1:38
            SELECT * INTO TABLE archive FROM t WHERE a > 1        | archive   | 1:21
            SELECT * INTO temp FROM t                             | temp      | 1:15
            WITH w AS (SELECT 1 AS a) SELECT a INTO TEMP u FROM w | u         | 1:46
            SELECT a\\nINTO TEMP\\n  x FROM t                     | x         | 3:3
            """)
    void theCreatedTableIsTheIntoClausesTarget(String sql, String table, String position) {
        SqlTree tree = tree(sql.replace("\\n", "\n"));
        assertEquals(NodeType.SELECT, tree.kind());
        SqlNode into = tree.nodesOf(NodeType.INTO).get(0);
        assertEquals(Role.CLAUSE, into.role());
        SqlNode target = into.child(Role.TARGET);
        assertEquals("Table(" + table + ")", target.describe());
        assertEquals(position, target.position());
        assertTrue(tree.changesSchema(), "SELECT INTO creates a table");
        assertFalse(tree.onlyReads());
        assertFalse(tree.writesRows());
    }

    @Test
    void theQueryAroundItIsUntouched() {
        SqlTree tree = tree("SELECT a, b INTO TEMPORARY TABLE snapshot FROM t WHERE a > 1");
        SqlNode select = tree.root();
        assertEquals("Table(t)", select.child(NodeType.FROM).children().get(0).describe());
        assertEquals("1:48", select.child(NodeType.FROM).position());
        assertEquals("a > 1", select.child(NodeType.WHERE).text());
    }

    @Test
    void insertIntoATableNamedTempIsNoSelectInto() {
        SqlTree tree = tree("INSERT INTO temp SELECT * FROM t");
        assertEquals("Table(temp)", tree.root().child(Role.TARGET).describe());
        assertTrue(tree.nodesOf(NodeType.INTO).isEmpty());
        assertFalse(tree.changesSchema());
    }

    @Test
    void aPlainSelectHasNoIntoClause() {
        SqlTree tree = tree("SELECT a FROM t WHERE note = 'into temp x'");
        assertNull(tree.root().child(NodeType.INTO));
        assertTrue(tree.onlyReads());
    }

    @Test
    void optionsThatNameNoTableStayASyntaxError() {
        ParseFailure failure = assertInstanceOf(ParseFailure.class, parser.parse("SELECT a INTO TEMP TABLE FROM t"));
        assertEquals(ParseFailure.Kind.SYNTAX, failure.kind());
    }
}
