package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertUnchanged;

import org.junit.jupiter.api.Test;

class LimitCommaOffsetTest {

    private static final LimitCommaOffset PASS = new LimitCommaOffset();

    @Test
    void offsetCommaCountBecomesCountOffset() {
        assertRewrites(PASS,
                "SELECT T2.mailstreet FROM satscores AS T1 INNER JOIN schools AS T2 ON T1.cds = T2.cdscode ORDER BY T1.avgscrmath DESC LIMIT 6, 1",
                "SELECT T2.mailstreet FROM satscores AS T1 INNER JOIN schools AS T2 ON T1.cds = T2.cdscode ORDER BY T1.avgscrmath DESC LIMIT 1 OFFSET 6");
    }

    @Test
    void keepsTheKeywordsCaseAndWorksInSubqueriesAndSetOperations() {
        assertRewrites(PASS, "select school from schools order by opendate limit 5 , 1",
                "select school from schools order by opendate limit 1 offset 5");
        assertRewrites(PASS, "SELECT phone FROM schools WHERE cdscode = (SELECT cds FROM satscores ORDER BY avgscrmath DESC LIMIT 332, 1)",
                "SELECT phone FROM schools WHERE cdscode = (SELECT cds FROM satscores ORDER BY avgscrmath DESC LIMIT 1 OFFSET 332)");
        assertRewrites(PASS, "SELECT school FROM schools UNION SELECT sname FROM satscores LIMIT 0, 10",
                "SELECT school FROM schools UNION SELECT sname FROM satscores LIMIT 10 OFFSET 0");
    }

    @Test
    void postgresqlLimitsStayAsTheyAre() {
        assertUnchanged(PASS, "SELECT school FROM schools LIMIT 1 OFFSET 6");
        assertUnchanged(PASS, "SELECT school FROM schools LIMIT 5");
        assertUnchanged(PASS, "SELECT school FROM schools OFFSET 5");
    }

    @Test
    void declinesLimitWithAnOffsetAndAnOffsetClause() {
        assertDeclines(PASS, "SELECT school FROM schools LIMIT 5, 1 OFFSET 2", "OFFSET clause as well");
    }
}
