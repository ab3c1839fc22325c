package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertDeclined;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertUnchanged;

import org.junit.jupiter.api.Test;

class LikeOnNonTextTest {

    private static final LikeOnNonText PASS = new LikeOnNonText();

    @Test
    void aDateColumnIsMatchedThroughItsIsoText() {
        assertRewrites(PASS, "SELECT COUNT(*) FROM schools WHERE OpenDate LIKE '1989%' AND City = 'San Francisco'",
                "SELECT COUNT(*) FROM schools WHERE CAST(OpenDate AS text) LIKE '1989%' AND City = 'San Francisco'");
        assertRewrites(PASS, "SELECT cdscode FROM schools T1 WHERE T1.opendate NOT LIKE '19_0-%'",
                "SELECT cdscode FROM schools T1 WHERE CAST(T1.opendate AS text) NOT LIKE '19_0-%'");
        assertRewrites(PASS, "SELECT sum(CASE WHEN schools.opendate LIKE '1980%' THEN 1 ELSE 0 END) FROM schools",
                "SELECT sum(CASE WHEN CAST(schools.opendate AS text) LIKE '1980%' THEN 1 ELSE 0 END) FROM schools");
        assertRewrites(PASS, "SELECT cdscode FROM schools WHERE opendate LIKE '19!_%' ESCAPE '!'",
                "SELECT cdscode FROM schools WHERE CAST(opendate AS text) LIKE '19!_%' ESCAPE '!'");
    }

    @Test
    void aTimestampColumnIsMatchedWhenThePatternReadsOnlyTheDate() {
        assertRewrites(PASS, "SELECT count(id) FROM posts WHERE creationdate LIKE '2010-07-21%'",
                "SELECT count(id) FROM posts WHERE CAST(creationdate AS text) LIKE '2010-07-21%'");
        assertRewrites(PASS, "SELECT count(id) FROM posts WHERE creationdate LIKE '2011%%'",
                "SELECT count(id) FROM posts WHERE CAST(creationdate AS text) LIKE '2011%%'");
    }

    @Test
    void anIntegerColumnIsMatchedThroughItsDigits() {
        assertRewrites(PASS, "SELECT cdscode FROM schools WHERE charter LIKE '1%'",
                "SELECT cdscode FROM schools WHERE CAST(charter AS text) LIKE '1%'");
    }

    @Test
    void textAndCastsStayByteIdentical() {
        assertUnchanged(PASS, "SELECT cdscode FROM schools WHERE county LIKE 'Al%' AND CAST(opendate AS text) LIKE '1980%'");
        assertUnchanged(PASS, "SELECT a FROM unknown_table WHERE b LIKE '1980%'");
    }

    @Test
    void aTimestampPatternBeyondTheDateIsDeclined() {
        assertDeclined(PASS, "SELECT id FROM posts WHERE creationdate LIKE '2014-04-23 20:29:39'", "fractional seconds");
        assertDeclined(PASS, "SELECT id FROM posts WHERE creationdate LIKE '%2010%'", "fractional seconds");
        assertDeclined(PASS, "SELECT id FROM flags WHERE started LIKE '2010%'", "time zone");
    }

    @Test
    void valuesWhoseTextDiffersAreDeclined() {
        assertDeclined(PASS, "SELECT id FROM laboratory WHERE tbil LIKE '1%'", "12 against 12.0");
        assertDeclined(PASS, "SELECT id FROM flags WHERE ratio LIKE '1%'", "12 against 12.0");
        assertDeclined(PASS, "SELECT id FROM flags WHERE active LIKE '1'", "true/false");
        assertDeclined(PASS, "SELECT id FROM posts WHERE score + 1 LIKE '1%'", "only a table column");
    }

    @Test
    void patternsThatMayEscapeDifferentlyAreDeclined() {
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE opendate LIKE '19\\%'", "escapes");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE opendate LIKE county", "escapes");
    }
}
