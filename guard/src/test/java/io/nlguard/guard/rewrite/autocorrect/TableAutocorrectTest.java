package io.nlguard.guard.rewrite.autocorrect;

import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertSilent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.schema.Catalog;

class TableAutocorrectTest {

    private static final TableAutocorrect PASS = new TableAutocorrect();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT COUNT(T1.id) FROM "Match" AS T1 WHERE T1.season = '2015/2016'        | SELECT COUNT(T1.id) FROM match AS T1 WHERE T1.season = '2015/2016'
            SELECT count(*) FROM public."Match"                                         | SELECT count(*) FROM public.match
            SELECT avg(cost) FROM expenses                                              | SELECT avg(cost) FROM expense
            SELECT school FROM School_s JOIN frpm ON frpm.cdscode = School_s.cdscode     | SELECT school FROM schools JOIN frpm ON frpm.cdscode = schools.cdscode
            SELECT "Match".id, "Match".* FROM "Match" WHERE "Match".season = '2010'      | SELECT match.id, match.* FROM match WHERE match.season = '2010'
            SELECT id FROM patient WHERE id IN (SELECT id FROM laboratoy)               | SELECT id FROM patient WHERE id IN (SELECT id FROM laboratory)
            """)
    void aSureMatchReplacesTheTableName(String sql, String expected) {
        assertRewrites(PASS, sql, expected);
    }

    @Test
    void theChangeSaysWhy() {
        Change change = assertRewrites(PASS, "SELECT * FROM \"Match\"", "SELECT * FROM match").applied().get(0);
        assertEquals("\"Match\"", change.before());
        assertEquals(1.0, change.confidence());
        assertTrue(change.reason().contains("a quoted name must match case exactly, and the table is match"), change.reason());
    }

    @Test
    void anUnsureMatchIsDeclinedWithTheCandidates() {
        assertDeclines(PASS, "SELECT * FROM post", "no table or view post in the search path [public]; not sure which was meant: posts (0.");
    }

    @Test
    void aNameNothingResemblesIsDeclined() {
        assertDeclines(PASS, "SELECT * FROM carcinogenic", "no table or view carcinogenic in the search path [public]; nor one with a similar name");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT * FROM match AS m JOIN schools ON true",
            "WITH matchs AS (SELECT * FROM match) SELECT * FROM matchs",
            "SELECT relname FROM pg_class",
            "SELECT * FROM information_schema.tables"})
    void leavesKnownTablesCtesAndSystemRelationsAlone(String sql) {
        assertSilent(PASS, sql);
    }

    @Test
    void nothingHappensWithoutACatalog() {
        String sql = "SELECT * FROM \"Match\"";
        assertEquals(sql, RewriteFixture.rewrite(List.of(PASS), sql, Catalog.empty()).sql());
        assertEquals(sql, RewriteFixture.rewrite(List.of(PASS), sql, Catalog.unavailable()).sql());
    }
}
