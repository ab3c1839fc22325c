package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.schema.TestCatalogs.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.schema.Catalog;

/**
 * A BIRD-like catalog with the PostgreSQL types the corpus schemas get (text, int8, float8, date,
 * timestamp; Spider's numeric), and assertions for the affinity passes against it.
 */
final class AffinityCatalog {

    static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(
            table("schools", List.of("cdscode"), List.of(),
                    "cdscode text", "doc text", "charter int8", "opendate date", "county text", "city text"),
            table("satscores", List.of("cds"), List.of(),
                    "cds text", "numge1500 int8", "avgscrwrite int8", "sname text"),
            table("cards", List.of("id"), List.of(),
                    "id int8", "uuid text", "number text", "frameversion text", "convertedmanacost float8"),
            table("posts", List.of("id"), List.of(), "id int8", "creationdate timestamp", "score int8"),
            table("laboratory", List.of("id"), List.of(), "id int8", "dna text", "tbil float8", "lap_time text"),
            table("customers", List.of("customerid"), List.of(), "customerid int8", "currency text", "segment text"),
            table("concert", List.of("concert_id"), List.of(), "concert_id numeric", "stadium_id text", "year text"),
            table("stadium", List.of("stadium_id"), List.of(), "stadium_id numeric", "capacity numeric", "name text"),
            table("flags", List.of("id"), List.of(), "id int8", "active bool", "ratio numeric",
                    "started timestamptz")));

    private AffinityCatalog() {
    }

    static RewriteResult rewrite(RewritePass pass, String sql) {
        return RewriteFixture.rewrite(pass, sql, CATALOG);
    }

    static void assertRewrites(RewritePass pass, String sql, String expected) {
        RewriteFixture.assertRewrites(pass, sql, expected, CATALOG);
    }

    static void assertUnchanged(RewritePass pass, String sql) {
        RewriteFixture.assertUntouched(pass, sql, CATALOG);
    }

    /** Asserts that the pass leaves {@code sql} as it is and declines with a reason containing {@code why}. */
    static void assertDeclined(RewritePass pass, String sql, String why) {
        RewriteResult result = rewrite(pass, sql);
        assertEquals(sql, result.sql());
        assertTrue(result.declined().stream().anyMatch(d -> d.pass().equals(pass.id()) && d.reason().contains(why)),
                () -> "declined: " + result.declined());
    }
}
