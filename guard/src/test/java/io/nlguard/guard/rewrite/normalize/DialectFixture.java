package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.schema.TestCatalogs.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.rewrite.Declined;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.schema.Catalog;

/**
 * A BIRD-like catalog for the dialect-function passes, typed as the PostgreSQL copies of the BIRD schemas
 * are: dates as {@code date}, datetimes as {@code timestamp}, and many dates stored as {@code text}; SQLite
 * integers as {@code int8} and reals as {@code float8}.
 */
final class DialectFixture {

    static final Catalog BIRD = Catalog.of(List.of("public"), List.of(
            table("patient", List.of("id"), List.of(),
                    "id int8", "birthday date", "first_date date", "description text", "sex text"),
            table("examination", List.of(), List.of(),
                    "id int8", "examination_date date", "diagnosis text", "kct text"),
            table("event", List.of("event_id"), List.of(),
                    "event_id text", "event_date text", "type text"),
            table("badges", List.of("id"), List.of(),
                    "id int8", "userid int8", "date timestamp", "name text"),
            table("results", List.of("resultid"), List.of(),
                    "resultid int8", "raceid int8", "time text", "points float8", "milliseconds int8", "finished bool"),
            table("yearmonth", List.of(), List.of(),
                    "customerid int8", "date text", "consumption float8"),
            table("seasons", List.of("year"), List.of(), "year int8")));

    private DialectFixture() {
    }

    static RewriteResult rewrite(RewritePass pass, String sql) {
        return RewriteFixture.rewrite(pass, sql, BIRD);
    }

    /** Asserts that {@code pass} turns {@code sql} into exactly {@code expected}, each change its own. */
    static RewriteResult assertRewrites(RewritePass pass, String sql, String expected) {
        return RewriteFixture.assertRewrites(pass, sql, expected, BIRD);
    }

    /** Asserts that {@code pass} leaves {@code sql} byte for byte, and declines nothing. */
    static void assertUnchanged(RewritePass pass, String sql) {
        RewriteFixture.assertUntouched(pass, sql, BIRD);
    }

    /** Asserts that {@code pass} leaves {@code sql} alone and declines it with a reason containing {@code why}. */
    static Declined assertDeclines(RewritePass pass, String sql, String why) {
        RewriteResult result = rewrite(pass, sql);
        assertEquals(sql, result.sql());
        assertEquals(1, result.declined().size(), () -> result.declined().toString());
        Declined declined = result.declined().get(0);
        assertEquals(pass.id(), declined.pass());
        assertTrue(declined.reason().contains(why), declined.reason());
        return declined;
    }
}
