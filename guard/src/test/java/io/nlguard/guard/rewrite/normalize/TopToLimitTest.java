package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.RewriteResult;

class TopToLimitTest {

    private static final TopToLimit PASS = new TopToLimit();

    @Test
    void topBecomesLimitAfterOrderBy() {
        RewriteResult result = assertRewrites(PASS, "SELECT TOP 5 school FROM schools ORDER BY opendate DESC",
                "SELECT school FROM schools ORDER BY opendate DESC LIMIT 5");
        assertEquals("TOP is SQL Server; PostgreSQL ends the query with LIMIT", result.applied().get(0).reason());
    }

    @Test
    void distinctParenthesesAndCommentsSurvive() {
        assertRewrites(PASS, "SELECT DISTINCT TOP 3 county /* c */ FROM schools", "SELECT DISTINCT county /* c */ FROM schools LIMIT 3");
        assertRewrites(PASS, "SELECT TOP (2) school\nFROM schools -- first two\n", "SELECT school\nFROM schools LIMIT 2 -- first two\n");
    }

    @Test
    void aBranchOfAUnionKeepsItsOwnLimit() {
        assertRewrites(PASS, "SELECT TOP 1 school FROM schools UNION SELECT sname FROM satscores",
                "(SELECT school FROM schools LIMIT 1) UNION SELECT sname FROM satscores");
        assertRewrites(PASS, "SELECT school FROM schools UNION SELECT TOP 1 sname FROM satscores",
                "SELECT school FROM schools UNION (SELECT sname FROM satscores LIMIT 1)");
    }

    @Test
    void nestedTopsAreAllRewritten() {
        assertRewrites(PASS, "SELECT TOP 1 sname FROM satscores WHERE cds IN (SELECT TOP 10 cdscode FROM frpm ORDER BY cdscode)",
                "SELECT sname FROM satscores WHERE cds IN (SELECT cdscode FROM frpm ORDER BY cdscode LIMIT 10) LIMIT 1");
    }

    @Test
    void postgresqlLimitStaysAsItIs() {
        assertUnchanged(PASS, "SELECT school FROM schools ORDER BY opendate LIMIT 5");
    }

    @Test
    void declinesWhatLimitCannotSay() {
        assertDeclines(PASS, "SELECT TOP 10 PERCENT school FROM schools", "PERCENT has no LIMIT equivalent");
        assertDeclines(PASS, "SELECT TOP 5 WITH TIES school FROM schools ORDER BY opendate", "WITH TIES has no LIMIT equivalent");
        assertDeclines(PASS, "SELECT TOP 5 school FROM schools LIMIT 3", "also LIMIT");
    }
}
