package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;

import org.junit.jupiter.api.Test;

class DateArithmeticTest {

    private static final DateArithmetic PASS = new DateArithmetic();

    @Test
    void dateAddOfADateStaysADate() {
        assertRewrites(PASS, "SELECT DATE_ADD(birthday, INTERVAL 18 YEAR) FROM patient",
                "SELECT CAST(birthday + INTERVAL '18 year' AS date) FROM patient");
        assertRewrites(PASS, "SELECT DATE_SUB(birthday, INTERVAL '2' QUARTER) FROM patient",
                "SELECT CAST(birthday - INTERVAL '6 month' AS date) FROM patient");
        assertRewrites(PASS, "SELECT ADDDATE(birthday, 3) FROM patient", "SELECT (birthday + (3)) FROM patient");
    }

    @Test
    void dateAddOfATimestampOrOfHoursIsATimestamp() {
        assertRewrites(PASS, "SELECT DATE_ADD(date, INTERVAL -1 DAY) FROM badges", "SELECT (date + INTERVAL '-1 day') FROM badges");
        assertRewrites(PASS, "SELECT DATE_ADD(birthday, INTERVAL id HOUR) FROM patient",
                "SELECT (birthday + ((id) * INTERVAL '1 hour')) FROM patient");
    }

    @Test
    void bareMysqlIntervalsAreQuoted() {
        assertRewrites(PASS, "SELECT id FROM badges WHERE date > now() - INTERVAL 1 YEAR",
                "SELECT id FROM badges WHERE date > now() - INTERVAL '1 year'");
        assertRewrites(PASS, "SELECT date + INTERVAL (userid + 1) DAY FROM badges",
                "SELECT date + (((userid + 1)) * INTERVAL '1 day') FROM badges");
    }

    @Test
    void theDayOfADateDifferenceIsTheDifference() {
        assertRewrites(PASS, "SELECT EXTRACT(DAY FROM (e.examination_date - p.birthday)) FROM patient AS p, examination AS e",
                "SELECT (e.examination_date - p.birthday) FROM patient AS p, examination AS e");
        assertRewrites(PASS, "SELECT EXTRACT(DAY FROM birthday - '2000-01-01') FROM patient",
                "SELECT (birthday - '2000-01-01') FROM patient");
        assertDeclines(PASS, "SELECT EXTRACT(YEAR FROM e.examination_date - p.birthday) FROM patient AS p, examination AS e",
                "only DAY maps to it exactly");
    }

    @Test
    void julianDayCountsFromNoon() {
        assertRewrites(PASS, "SELECT (julianday('now') - julianday(birthday)) / 365 FROM patient",
                "SELECT ((EXTRACT(JULIAN FROM (CURRENT_TIMESTAMP AT TIME ZONE 'UTC')) - 0.5)"
                        + " - (EXTRACT(JULIAN FROM birthday) - 0.5)) / 365 FROM patient");
        assertRewrites(PASS, "SELECT id FROM event ORDER BY JULIANDAY(event_date)",
                "SELECT id FROM event ORDER BY (EXTRACT(JULIAN FROM CAST(event_date AS timestamp)) - 0.5)");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT date + INTERVAL '1 year', date - INTERVAL '2' DAY, EXTRACT(DAY FROM date - date),"
                + " EXTRACT(JULIAN FROM date), birthday + 3 FROM badges, patient");
    }

    @Test
    void uncertainArithmeticIsDeclined() {
        assertDeclines(PASS, "SELECT DATE_ADD(event_date, INTERVAL 1 DAY) FROM event", "text gives text");
        assertDeclines(PASS, "SELECT DATE_ADD(birthday, INTERVAL 1.5 DAY) FROM patient", "no exact PostgreSQL form");
        assertDeclines(PASS, "SELECT DATE_ADD(birthday, INTERVAL '1-2' YEAR_MONTH) FROM patient", "no exact PostgreSQL form");
        assertDeclines(PASS, "SELECT julianday(birthday, '+1 day') FROM patient", "modifiers");
        assertDeclines(PASS, "SELECT julianday(milliseconds) FROM results", "Julian day number");
    }
}
