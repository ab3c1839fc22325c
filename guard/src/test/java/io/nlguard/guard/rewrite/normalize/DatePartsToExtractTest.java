package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;

import org.junit.jupiter.api.Test;

class DatePartsToExtractTest {

    private static final DatePartsToExtract PASS = new DatePartsToExtract();

    @Test
    void yearMonthDayBecomeExtract() {
        assertRewrites(PASS, "SELECT id FROM patient WHERE YEAR(birthday) BETWEEN 1980 AND 1989 AND MONTH(birthday) = 5",
                "SELECT id FROM patient WHERE EXTRACT(YEAR FROM birthday) BETWEEN 1980 AND 1989 AND EXTRACT(MONTH FROM birthday) = 5");
        assertRewrites(PASS, "SELECT YEAR(CURRENT_TIMESTAMP) - YEAR(birthday) FROM patient",
                "SELECT EXTRACT(YEAR FROM CURRENT_TIMESTAMP) - EXTRACT(YEAR FROM birthday) FROM patient");
    }

    @Test
    void textIsCastAndDatesAreCastForTimeFields() {
        assertRewrites(PASS, "SELECT DAY(event_date) FROM event", "SELECT EXTRACT(DAY FROM CAST(event_date AS timestamp)) FROM event");
        assertRewrites(PASS, "SELECT HOUR(birthday), MINUTE(date) FROM patient, badges",
                "SELECT EXTRACT(HOUR FROM CAST(birthday AS timestamp)), EXTRACT(MINUTE FROM date) FROM patient, badges");
        assertRewrites(PASS, "SELECT YEAR('2012-03-04')", "SELECT EXTRACT(YEAR FROM CAST('2012-03-04' AS timestamp))");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT EXTRACT(YEAR FROM birthday), date_part('month', birthday) FROM patient");
    }

    @Test
    void numbersAndOddLiteralsAreDeclined() {
        assertDeclines(PASS, "SELECT YEAR(milliseconds) FROM results", "MySQL reads a number as YYYYMMDD");
        assertDeclines(PASS, "SELECT YEAR('now')", "'now' is not a date");
    }
}
