package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DollarTagsTest {

    @Test
    void aTaggedQuoteIsSpelledWithTheEmptyTagAtTheSameLength() {
        String sql = "SELECT 1 WHERE 'a'=$x$a$x$ AND b = 1";
        String untagged = DollarTags.untag(sql, SqlLexer.lex(sql));
        assertEquals("SELECT 1 WHERE 'a'=$$a$$   AND b = 1", untagged);
        assertEquals(sql.length(), untagged.length());
    }

    @Test
    void otherDollarsAreLeftAlone() {
        assertEquals("SELECT $1, $$a$$, '$x$'", untag("SELECT $1, $$a$$, '$x$'"));
        // the empty tag would end a body holding $$ early
        assertEquals("SELECT $t$a$$b$t$", untag("SELECT $t$a$$b$t$"));
    }

    @Test
    void theParsedTreeKeepsTheStatementsOwnText() {
        ParsedSql parsed = (ParsedSql) new SqlParser().parse("SELECT * FROM t WHERE 'a'=$x$a$x$");
        SqlNode equals = parsed.first().nodesOf(NodeType.EQ).get(0);
        assertEquals(2, equals.children().size());
        assertEquals("$x$a$", equals.children().get(1).text());
        assertEquals("a", equals.children().get(1).name());
    }

    private static String untag(String sql) {
        return DollarTags.untag(sql, SqlLexer.lex(sql));
    }
}
