package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectFixture.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;

class CastTypesTest {

    private static final CastTypes PASS = new CastTypes();

    @Test
    void sqliteRealIsDoublePrecisionAndOnlyTheTypeChanges() {
        Change change = assertRewrites(PASS,
                "SELECT CAST(SUM(CASE WHEN sex = 'F' THEN 1 ELSE 0 END) AS REAL) * 100 / COUNT(*) FROM patient",
                "SELECT CAST(SUM(CASE WHEN sex = 'F' THEN 1 ELSE 0 END) AS double precision) * 100 / COUNT(*) FROM patient")
                .applied().get(0);
        assertEquals("REAL", change.before());
        assertEquals("REAL is an 8-byte float in SQLite and a 4-byte one in PostgreSQL", change.reason());
        assertRewrites(PASS, "SELECT cast( (points) as  real ) FROM results",
                "SELECT cast( (points) as  double precision ) FROM results");
    }

    @Test
    void nestedCastsAreEachRewritten() {
        assertRewrites(PASS, "SELECT CAST(CAST(points AS DOUBLE) AS REAL) FROM results",
                "SELECT CAST(CAST(points AS double precision) AS double precision) FROM results");
    }

    @Test
    void mysqlTypes() {
        assertRewrites(PASS, "SELECT CAST(time AS SIGNED), CAST(time AS UNSIGNED INTEGER), CAST(time AS DATETIME),"
                        + " CAST(points AS CHAR) FROM results",
                "SELECT CAST(time AS bigint), CAST(time AS bigint), CAST(time AS timestamp), CAST(points AS text) FROM results");
        assertRewrites(PASS, "SELECT time::signed FROM results", "SELECT time::bigint FROM results");
    }

    @Test
    void postgresqlSqlStaysByteIdentical() {
        assertUnchanged(PASS, "SELECT CAST(points AS double precision), CAST(time AS INTEGER), CAST(points AS float),"
                + " points::real, time::char, CAST(time AS char(3)), CAST(time AS numeric(10, 2)) FROM results");
    }

    @Test
    void aCommentWhereTheTypeIsWrittenIsNotTouched() {
        DialectFixture.assertDeclines(PASS, "SELECT CAST(points AS /* four bytes? */ REAL) FROM results",
                "the type's position in the text is not known exactly");
    }
}
