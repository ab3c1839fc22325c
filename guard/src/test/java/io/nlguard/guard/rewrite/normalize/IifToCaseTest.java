package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.RewriteResult;

class IifToCaseTest {

    private static final IifToCase PASS = new IifToCase();

    @Test
    void iifBecomesCase() {
        RewriteResult result = assertRewrites(PASS,
                "SELECT CAST(SUM(IIF(sex = 'F', 1, 0)) AS REAL) * 100 / COUNT(id) FROM patient",
                "SELECT CAST(SUM(CASE WHEN sex = 'F' THEN 1 ELSE 0 END) AS REAL) * 100 / COUNT(id) FROM patient");
        assertEquals("IIF is SQLite and SQL Server; PostgreSQL spells it CASE", result.applied().get(0).reason());
    }

    @Test
    void withoutAnElseTheResultIsNull() {
        assertRewrites(PASS, "SELECT iif(sex = 'F', id) FROM patient", "SELECT CASE WHEN sex = 'F' THEN id END FROM patient");
    }

    @Test
    void nestedCallsAreRewrittenRoundByRound() {
        assertRewrites(PASS, "SELECT IIF(sex = 'F', IIF(id > 10, 'old', 'new'), /* m */ 'm') FROM patient",
                "SELECT CASE WHEN sex = 'F' THEN CASE WHEN id > 10 THEN 'old' ELSE 'new' END ELSE /* m */ 'm' END FROM patient");
    }

    @Test
    void aNumericConditionIsTrueWhenNotZero() {
        assertRewrites(PASS, "SELECT IIF(id, 1, 0) FROM patient", "SELECT CASE WHEN id <> 0 THEN 1 ELSE 0 END FROM patient");
        assertRewrites(PASS, "SELECT IIF(id % 2, 1, 0) FROM patient", "SELECT CASE WHEN (id % 2) <> 0 THEN 1 ELSE 0 END FROM patient");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT CASE WHEN sex = 'F' THEN 1 ELSE 0 END FROM patient");
    }

    @Test
    void uncertainCallsAreDeclined() {
        assertDeclines(PASS, "SELECT IIF(sex, 1, 0) FROM patient", "text condition");
        assertDeclines(PASS, "SELECT IIF(sex = 'F', 1, id = 2, 2, 0) FROM patient", "5 arguments");
    }
}
