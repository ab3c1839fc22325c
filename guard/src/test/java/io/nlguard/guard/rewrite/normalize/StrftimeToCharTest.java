package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewriteResult;

class StrftimeToCharTest {

    private static final StrftimeToChar PASS = new StrftimeToChar();

    @Test
    void aDateColumnIsFormattedAsItIsAndTheResultStaysText() {
        RewriteResult result = assertRewrites(PASS,
                "SELECT COUNT(*) FROM patient WHERE STRFTIME('%Y', birthday) = '1990'",
                "SELECT COUNT(*) FROM patient WHERE to_char(birthday, 'YYYY') = '1990'");
        Change change = result.applied().get(0);
        assertEquals("STRFTIME('%Y', birthday)", change.before());
        assertEquals("STRFTIME is SQLite; PostgreSQL formats dates with to_char", change.reason());
    }

    @Test
    void aTextDateIsCastToTimestamp() {
        assertRewrites(PASS,
                "SELECT event_id FROM event WHERE strftime('%Y-%m', event_date) BETWEEN '2019-11' AND '2020-03'",
                "SELECT event_id FROM event WHERE to_char(CAST(event_date AS timestamp), 'YYYY-MM') BETWEEN '2019-11' AND '2020-03'");
    }

    @Test
    void directivesMapToPatternsAndLiteralLettersAreQuoted() {
        assertRewrites(PASS, "SELECT strftime('%Y-%m-%dT%H:%M:%S day %j', date) FROM badges",
                "SELECT to_char(date, 'YYYY-MM-DD\"T\"HH24:MI:SS \"day\" DDD') FROM badges");
        assertRewrites(PASS, "SELECT strftime('%d%j %S%S 100%%', date) FROM badges",
                "SELECT to_char(date, 'DD\"\"DDD SS\"\"SS 100%') FROM badges");
    }

    @Test
    void aDoubleQuotedFormatThatNamesNoColumnIsTheFormat() {
        assertRewrites(PASS, "SELECT strftime(\"%Y\", date) FROM badges", "SELECT to_char(date, 'YYYY') FROM badges");
    }

    @Test
    void sqliteNowIsUtc() {
        assertRewrites(PASS, "SELECT strftime('%m-%d', 'now')", "SELECT to_char((CURRENT_TIMESTAMP AT TIME ZONE 'UTC'), 'MM-DD')");
        assertRewrites(PASS, "SELECT STRFTIME('%Y', CURRENT_TIMESTAMP)",
                "SELECT to_char((CURRENT_TIMESTAMP AT TIME ZONE 'UTC'), 'YYYY')");
        assertRewrites(PASS, "SELECT STRFTIME('%Y', date('NOW'))",
                "SELECT to_char(CAST(CURRENT_TIMESTAMP AT TIME ZONE 'UTC' AS date), 'YYYY')");
        assertRewrites(PASS, "SELECT STRFTIME('%Y', '1991-10-21 10:00:00')",
                "SELECT to_char(CAST('1991-10-21 10:00:00' AS timestamp), 'YYYY')");
        assertRewrites(PASS, "SELECT strftime('%s', '01:30')", "SELECT CAST(CAST(floor(EXTRACT(EPOCH FROM CAST('2000-01-01 01:30' AS timestamp))) AS bigint) AS text)");
    }

    @Test
    void inArithmeticSqliteComputesWithTheNumber() {
        assertRewrites(PASS,
                "SELECT STRFTIME('%Y', CURRENT_TIMESTAMP) - STRFTIME('%Y', birthday) FROM patient",
                "SELECT CAST(to_char((CURRENT_TIMESTAMP AT TIME ZONE 'UTC'), 'YYYY') AS integer)"
                        + " - CAST(to_char(birthday, 'YYYY') AS integer) FROM patient");
        assertRewrites(PASS, "SELECT AVG(strftime('%m', event_date)) FROM event",
                "SELECT AVG(CAST(to_char(CAST(event_date AS timestamp), 'MM') AS integer)) FROM event");
        assertRewrites(PASS, "SELECT MAX(strftime('%Y', birthday)) - MIN(strftime('%Y', birthday)) FROM patient",
                "SELECT MAX(CAST(to_char(birthday, 'YYYY') AS integer)) - MIN(CAST(to_char(birthday, 'YYYY') AS integer)) FROM patient");
        assertRewrites(PASS, "SELECT strftime('%Y%m%d%H%M', date) + 0 FROM badges",
                "SELECT CAST(to_char(date, 'YYYYMMDDHH24MI') AS bigint) + 0 FROM badges");
    }

    @Test
    void comparedWithANumericColumnItIsANumberToo() {
        assertRewrites(PASS, "SELECT * FROM seasons AS s JOIN badges AS b ON strftime('%Y', b.date) = s.year",
                "SELECT * FROM seasons AS s JOIN badges AS b ON CAST(to_char(b.date, 'YYYY') AS integer) = s.year");
    }

    @Test
    void julianDaysAndUnixTimeAreNumbers() {
        assertRewrites(PASS,
                "SELECT strftime('%J', b.date) - strftime('%J', p.birthday) FROM badges AS b, patient AS p",
                "SELECT (EXTRACT(JULIAN FROM b.date) - 0.5) - (EXTRACT(JULIAN FROM p.birthday) - 0.5) FROM badges AS b, patient AS p");
        assertRewrites(PASS, "SELECT strftime('%s', date) - strftime('%s', '2010-01-01') FROM badges",
                "SELECT CAST(floor(EXTRACT(EPOCH FROM date)) AS bigint) - CAST(floor(EXTRACT(EPOCH FROM CAST('2010-01-01' AS timestamp))) AS bigint) FROM badges");
        assertRewrites(PASS, "SELECT strftime('%s', date) FROM badges",
                "SELECT CAST(CAST(floor(EXTRACT(EPOCH FROM date)) AS bigint) AS text) FROM badges");
        assertRewrites(PASS, "SELECT CAST(strftime('%J', date) AS REAL) FROM badges",
                "SELECT CAST((EXTRACT(JULIAN FROM date) - 0.5) AS REAL) FROM badges");
    }

    @Test
    void comparedWithANumberLiteralTheResultStaysText() {
        // SQLite compares text with a number as never equal: PostgreSQL reports the mismatch instead
        assertRewrites(PASS, "SELECT id FROM patient WHERE STRFTIME('%Y', birthday) = 1990",
                "SELECT id FROM patient WHERE to_char(birthday, 'YYYY') = 1990");
    }

    @Test
    void mysqlDateFormat() {
        assertRewrites(PASS, "SELECT DATE_FORMAT(date, '%Y-%m-%d %H:%i:%s %M %e') FROM badges",
                "SELECT to_char(date, 'YYYY-MM-DD HH24:MI:SS FMMonth FMDD') FROM badges");
        assertRewrites(PASS, "SELECT DATE_FORMAT(event_date, '%Y') FROM event",
                "SELECT to_char(CAST(event_date AS timestamp), 'YYYY') FROM event");
        assertDeclines(PASS, "SELECT DATE_FORMAT(date, '%Y') - 1 FROM badges", "MySQL computes with the formatted text");
        assertDeclines(PASS, "SELECT DATE_FORMAT(date, '%D') FROM badges", "'%D' has no exact to_char equivalent");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT to_char(birthday, 'YYYY') FROM patient WHERE EXTRACT(YEAR FROM birthday) = 1990");
    }

    @Test
    void whatHasNoExactEquivalentIsDeclined() {
        assertDeclines(PASS, "SELECT strftime('%w', date) FROM badges", "'%w' has no exact to_char equivalent");
        assertDeclines(PASS, "SELECT strftime('%f', date) FROM badges", "'%f' has no exact to_char equivalent");
        assertDeclines(PASS, "SELECT strftime('%J', date) FROM badges", "'%J' has no exact to_char equivalent");
        assertDeclines(PASS, "SELECT strftime('%Y', date, 'start of month') FROM badges", "modifiers");
        assertDeclines(PASS, "SELECT strftime('%Y') FROM badges", "without a time value");
        assertDeclines(PASS, "SELECT strftime('%Y', milliseconds) FROM results", "Julian day number");
        assertDeclines(PASS, "SELECT strftime('%Y', '1991') FROM results", "'1991' is not a date");
        assertDeclines(PASS, "SELECT strftime('%Y', date('now', '-1 year'))", "date(...) with these arguments");
        assertDeclines(PASS, "SELECT strftime(name, date) FROM badges", "not a quoted literal");
        assertDeclines(PASS, "SELECT strftime('%Y-%m', date) - 1 FROM badges", "no cast reproduces");
    }
}
