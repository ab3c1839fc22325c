package io.nlguard.guard.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TestCatalogs;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/** Runs rewrite passes on SQL against a catalog and checks what they did. Shared by the pass tests. */
public final class RewriteFixture {

    public static final Catalog CATALOG = TestCatalogs.CONCERT_SINGER;
    private static final SqlParser PARSER = new SqlParser();

    private RewriteFixture() {
    }

    /** {@code passes} with every stage applied, on {@code sql} against {@code catalog}. */
    public static RewriteResult rewrite(List<RewritePass> passes, String sql, Catalog catalog) {
        return rewrite(passes, sql, catalog, EnumSet.allOf(RewriteStage.class));
    }

    public static RewriteResult rewrite(List<RewritePass> passes, String sql, Catalog catalog, Set<RewriteStage> stages) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, PARSER.parse(sql), sql);
        return new Rewriter(PARSER, passes, stages).rewrite(parsed, catalog);
    }

    public static RewriteResult rewrite(RewritePass pass, String sql, Catalog catalog) {
        return rewrite(List.of(pass), sql, catalog);
    }

    /** Asserts that {@code pass} turns {@code sql} into exactly {@code expected}. */
    public static RewriteResult assertRewrites(RewritePass pass, String sql, String expected) {
        return assertRewrites(pass, sql, expected, CATALOG);
    }

    /** Asserts that {@code pass} turns {@code sql} into exactly {@code expected}, every change its own. */
    public static RewriteResult assertRewrites(RewritePass pass, String sql, String expected, Catalog catalog) {
        RewriteResult result = rewrite(pass, sql, catalog);
        assertEquals(expected, result.sql(), () -> "declined: " + result.declined());
        assertTrue(result.applied().stream().allMatch(c -> c.pass().equals(pass.id())), result.applied().toString());
        return result;
    }

    /** Asserts that {@code pass} leaves {@code sql} exactly as it is. */
    public static RewriteResult assertUnchanged(RewritePass pass, String sql) {
        return assertUnchanged(pass, sql, CATALOG);
    }

    public static RewriteResult assertUnchanged(RewritePass pass, String sql, Catalog catalog) {
        RewriteResult result = rewrite(pass, sql, catalog);
        assertEquals(sql, result.sql(), () -> "applied: " + result.applied());
        assertEquals(List.of(), result.applied());
        return result;
    }

    /** Asserts that {@code pass} leaves {@code sql} exactly as it is and has nothing to say about it. */
    public static void assertUntouched(RewritePass pass, String sql, Catalog catalog) {
        RewriteResult result = assertUnchanged(pass, sql, catalog);
        assertEquals(List.of(), result.declined());
    }
}
