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

    /** Asserts that {@code pass} turns {@code sql} into exactly {@code expected}. */
    public static RewriteResult assertRewrites(RewritePass pass, String sql, String expected) {
        RewriteResult result = rewrite(List.of(pass), sql, CATALOG);
        assertEquals(expected, result.sql(), () -> "declined: " + result.declined());
        assertTrue(result.applied().stream().allMatch(c -> c.pass().equals(pass.id())), result.applied().toString());
        return result;
    }

    /** Asserts that {@code pass} leaves {@code sql} exactly as it is. */
    public static RewriteResult assertUnchanged(RewritePass pass, String sql) {
        RewriteResult result = rewrite(List.of(pass), sql, CATALOG);
        assertEquals(sql, result.sql());
        assertEquals(List.of(), result.applied());
        return result;
    }
}
