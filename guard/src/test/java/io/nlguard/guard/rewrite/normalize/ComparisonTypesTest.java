package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertDeclined;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.AffinityCatalog.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewriteResult;

class ComparisonTypesTest {

    private static final ComparisonTypes PASS = new ComparisonTypes();
    private static final String AS_NUMBER = "CAST(CASE WHEN %1$s !~ '" + Affinity.NUMBER_TEXT + "' THEN 'NaN' ELSE %1$s END AS numeric)";

    private static String asNumber(String column) {
        return String.format(AS_NUMBER, column);
    }

    @Test
    void aNumberComparedWithATextColumnIsQuotedAsSqliteComparesText() {
        assertRewrites(PASS, "SELECT COUNT(cdscode) FROM schools WHERE DOC = 52 AND City = 'Hickman'",
                "SELECT COUNT(cdscode) FROM schools WHERE DOC = '52' AND City = 'Hickman'");
        assertRewrites(PASS, "SELECT id FROM cards WHERE 2015 = frameVersion", "SELECT id FROM cards WHERE '2015' = frameVersion");
        assertRewrites(PASS, "SELECT id FROM cards T1 WHERE T1.frameversion <> 2015 OR T1.number >= 4 OR T1.number < 10",
                "SELECT id FROM cards T1 WHERE T1.frameversion <> '2015' OR T1.number >= '4' OR T1.number < '10'");
    }

    @Test
    void theQuotedTextIsTheOneSqliteMakesOfTheNumber() {
        assertRewrites(PASS, "SELECT id FROM cards T1 WHERE T1.number = -1", "SELECT id FROM cards T1 WHERE T1.number = '-1'");
        assertRewrites(PASS, "SELECT id FROM cards T1 WHERE T1.number = 007", "SELECT id FROM cards T1 WHERE T1.number = '7'");
        assertRewrites(PASS, "SELECT id FROM laboratory WHERE dna < 2.50", "SELECT id FROM laboratory WHERE dna < '2.5'");
        assertRewrites(PASS, "SELECT id FROM laboratory WHERE dna < 1e3", "SELECT id FROM laboratory WHERE dna < '1000.0'");
        assertRewrites(PASS, "SELECT id FROM laboratory WHERE dna > (.5)", "SELECT id FROM laboratory WHERE dna > '0.5'");
    }

    @Test
    void listsAndRangesOnATextColumnGetTheirNumbersQuoted() {
        assertRewrites(PASS, "SELECT id FROM cards WHERE frameversion IN (2003, '2015', -1)",
                "SELECT id FROM cards WHERE frameversion IN ('2003', '2015', '-1')");
        assertRewrites(PASS, "SELECT id FROM cards WHERE frameversion NOT IN (2003)",
                "SELECT id FROM cards WHERE frameversion NOT IN ('2003')");
        assertRewrites(PASS, "SELECT cdscode FROM schools WHERE doc BETWEEN 50 AND 60",
                "SELECT cdscode FROM schools WHERE doc BETWEEN '50' AND '60'");
    }

    @Test
    void aCastToTextHasTextAffinity() {
        assertRewrites(PASS, "SELECT cdscode FROM schools WHERE CAST(charter AS TEXT) = 1",
                "SELECT cdscode FROM schools WHERE CAST(charter AS TEXT) = '1'");
    }

    @Test
    void aTextColumnComparedWithANumberColumnIsReadAsANumber() {
        String sql = "SELECT T2.name FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.capacity > 100";
        RewriteResult result = AffinityCatalog.rewrite(PASS, sql);
        assertEquals("SELECT T2.name FROM concert AS T1 JOIN stadium AS T2 ON " + asNumber("T1.stadium_id")
                + " = T2.stadium_id WHERE T2.capacity > 100", result.sql());
        Change change = result.applied().get(0);
        assertEquals("T1.stadium_id", change.before());
        assertEquals(1, change.line());
        assertEquals(57, change.column());
    }

    @Test
    void subqueriesOverANumberColumnReadTheTextColumnAsANumber() {
        assertRewrites(PASS, "SELECT name FROM stadium WHERE stadium_id NOT IN (SELECT stadium_id FROM concert)",
                "SELECT name FROM stadium WHERE stadium_id NOT IN (SELECT " + asNumber("stadium_id") + " FROM concert)");
        assertRewrites(PASS, "SELECT count(*) FROM concert T1 WHERE T1.year IN (SELECT capacity FROM stadium)",
                "SELECT count(*) FROM concert T1 WHERE " + asNumber("T1.year") + " IN (SELECT capacity FROM stadium)");
        assertRewrites(PASS,
                "select count(*) from concert where stadium_id = (select stadium_id from stadium order by capacity desc limit 1)",
                "select count(*) from concert where " + asNumber("stadium_id")
                        + " = (select stadium_id from stadium order by capacity desc limit 1)");
        assertRewrites(PASS, "SELECT name FROM stadium WHERE capacity > (SELECT max(c.year) FROM concert c) OR capacity < (SELECT c.year FROM concert c LIMIT 1)",
                "SELECT name FROM stadium WHERE capacity > (SELECT max(c.year) FROM concert c) OR capacity < (SELECT "
                        + asNumber("c.year") + " FROM concert c LIMIT 1)");
    }

    @Test
    void derivedTablesAndCtesPassTheirColumnsAffinityOn() {
        assertRewrites(PASS, "SELECT s.doc FROM (SELECT doc FROM schools) s WHERE s.doc = 5",
                "SELECT s.doc FROM (SELECT doc FROM schools) s WHERE s.doc = '5'");
        assertRewrites(PASS, "WITH c AS (SELECT stadium_id AS sid FROM concert) SELECT T2.name FROM c JOIN stadium T2 ON c.sid = T2.stadium_id",
                "WITH c AS (SELECT stadium_id AS sid FROM concert) SELECT T2.name FROM c JOIN stadium T2 ON "
                        + asNumber("c.sid") + " = T2.stadium_id");
    }

    @Test
    void commentsAndLayoutAroundTheFixSurvive() {
        assertRewrites(PASS, "-- doc 52\nSELECT cdscode\n  FROM schools /* all */\n WHERE doc=52 -- the district",
                "-- doc 52\nSELECT cdscode\n  FROM schools /* all */\n WHERE doc='52' -- the district");
    }

    @Test
    void comparisonsPostgresqlAcceptsStayByteIdentical() {
        assertUnchanged(PASS, "SELECT cdscode FROM schools WHERE doc = '52' AND charter = 1 AND charter = '1'");
        assertUnchanged(PASS, "SELECT T1.id FROM cards T1 JOIN satscores T2 ON T1.id = T2.numge1500 WHERE T1.uuid = T2.cds");
        assertUnchanged(PASS, "SELECT cdscode FROM schools WHERE doc IN ('52', '54') AND charter BETWEEN 0 AND 1");
        assertUnchanged(PASS, "SELECT a FROM unknown_table WHERE b = 1");
        assertUnchanged(PASS, "SELECT cdscode FROM schools WHERE opendate > '1991-01-01'");
    }

    @Test
    void textFromAFunctionAgainstANumberIsDeclined() {
        // SQLite converts neither side: text never equals 4, so the query is always empty
        assertDeclined(PASS, "SELECT id FROM laboratory WHERE substr(dna, 7, 1) = 4", "converts neither side");
        // a unary plus takes a column's affinity away in SQLite
        assertDeclined(PASS, "SELECT id FROM cards WHERE +frameversion = 2015", "converts neither side");
    }

    @Test
    void aDateAgainstANumberIsDeclined() {
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE opendate BETWEEN 1980 AND 1990", "does not depend on the date");
        assertDeclined(PASS, "SELECT id FROM posts WHERE creationdate = 2011", "does not depend on the date");
    }

    @Test
    void numbersWhoseSqliteTextIsNotCertainAreDeclined() {
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE doc = 1e20", "not certain");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE doc = 0.1234567890123456", "not certain");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE doc = charter + 1", "not certain");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE doc IN (52, charter)", "not certain");
    }

    @Test
    void operandsOfUnknownAffinityAreDeclined() {
        assertDeclined(PASS, "SELECT s.d FROM (SELECT substr(doc, 1, 2) AS d FROM schools) s WHERE s.d = 5", "converts neither side");
        assertDeclined(PASS, "SELECT s.a FROM (SELECT doc AS a FROM schools UNION SELECT city FROM schools) s WHERE s.a = 5",
                "is not known");
        assertDeclined(PASS, "SELECT id FROM cards WHERE id IN (SELECT substr(c.uuid, 1, 2) FROM cards c)",
                "only a text column's conversion");
        assertDeclined(PASS, "SELECT name FROM stadium WHERE stadium_id IN (SELECT DISTINCT c.stadium_id FROM concert c ORDER BY c.stadium_id)",
                "only a plain text column");
        assertDeclined(PASS, "SELECT cdscode FROM schools WHERE charter IN (doc, 2)", "not known to be a text column");
    }
}
