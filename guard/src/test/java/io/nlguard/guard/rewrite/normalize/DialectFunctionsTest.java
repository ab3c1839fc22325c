package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;

import org.junit.jupiter.api.Test;

class DialectFunctionsTest {

    private static final DialectFunctions PASS = new DialectFunctions();

    @Test
    void groupConcatBecomesStringAgg() {
        assertRewrites(PASS, "SELECT GROUP_CONCAT(id) FROM patient", "SELECT string_agg(CAST(id AS text), ',') FROM patient");
        assertRewrites(PASS, "SELECT group_concat(sex, '; ') FROM patient", "SELECT string_agg(sex, '; ') FROM patient");
        assertRewrites(PASS, "SELECT GROUP_CONCAT(DISTINCT sex SEPARATOR ' | ') FROM patient",
                "SELECT string_agg(DISTINCT sex, ' | ') FROM patient");
        assertDeclines(PASS, "SELECT GROUP_CONCAT(sex ORDER BY id) FROM patient", "ORDER BY");
        assertDeclines(PASS, "SELECT GROUP_CONCAT(points) FROM results", "text form differs");
    }

    @Test
    void instrIsStrpos() {
        assertRewrites(PASS, "SELECT SUBSTR(time, 1, INSTR(time, ':') - 1) FROM results",
                "SELECT SUBSTR(time, 1, strpos(time, ':') - 1) FROM results");
        assertRewrites(PASS, "SELECT INSTR(milliseconds, '9') FROM results",
                "SELECT strpos(CAST(milliseconds AS text), '9') FROM results");
    }

    @Test
    void mysqlAndSqlServerUtilities() {
        assertRewrites(PASS, "SELECT LEN(sex), CURDATE(), RAND() FROM patient",
                "SELECT length(rtrim(sex)), CURRENT_DATE, random() FROM patient");
        assertDeclines(PASS, "SELECT RAND(7)", "RAND(seed)");
    }

    @Test
    void textFunctionsOfDatesAndWholeNumbersCastThemToText() {
        assertRewrites(PASS, "SELECT SUBSTR(birthday, 1, 4), LENGTH(userid), substring(date, 6, 2) FROM patient, badges",
                "SELECT SUBSTR(CAST(birthday AS text), 1, 4), LENGTH(CAST(userid AS text)), substring(CAST(date AS text), 6, 2)"
                        + " FROM patient, badges");
        assertRewrites(PASS, "SELECT SUBSTR(CURRENT_TIMESTAMP, 1, 4) - SUBSTR(birthday, 1, 4) FROM patient",
                "SELECT SUBSTR(to_char((CURRENT_TIMESTAMP AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24:MI:SS'), 1, 4)"
                        + " - SUBSTR(CAST(birthday AS text), 1, 4) FROM patient");
        assertDeclines(PASS, "SELECT SUBSTR(points, 1, 2) FROM results", "text form differs");
    }

    @Test
    void roundingAFloatCastsItToNumeric() {
        assertRewrites(PASS, "SELECT ROUND(CAST(COUNT(CASE WHEN sex = 'F' THEN id END) AS REAL) * 100 / COUNT(id), 2) FROM patient",
                "SELECT ROUND(CAST(CAST(COUNT(CASE WHEN sex = 'F' THEN id END) AS REAL) * 100 / COUNT(id) AS numeric), 2) FROM patient");
        assertRewrites(PASS, "SELECT round(avg(points), 1) FROM results", "SELECT round(CAST(avg(points) AS numeric), 1) FROM results");
        assertUnchanged(PASS, "SELECT round(milliseconds / 1000, 1), round(points), ROUND(CAST(points AS numeric), 2),"
                + " round((SELECT max(points) FROM results) * 0 + milliseconds, 1) FROM results");
    }

    @Test
    void aNegativeStartCountsFromTheEnd() {
        assertRewrites(PASS, "SELECT SUBSTR(event_id, -2) FROM event", "SELECT right(event_id, 2) FROM event");
        assertRewrites(PASS, "SELECT substr(event_id, -5, 2) FROM event",
                "SELECT substr(event_id, length(event_id) - 5 + 1, 2) FROM event");
        assertDeclines(PASS, "SELECT substr(upper(event_id), -5, 2) FROM event", "not a plain column");
        assertDeclines(PASS, "SELECT substr(event_id, 3, -2) FROM event", "negative length");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT string_agg(sex, ','), strpos(sex, 'F'), length(sex), substr(sex, 1, 2),"
                + " substring(sex FROM 1 FOR 2), right(sex, 2), CURRENT_DATE, random(), now() FROM patient");
    }
}
