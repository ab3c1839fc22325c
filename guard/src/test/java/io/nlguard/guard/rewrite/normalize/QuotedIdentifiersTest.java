package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.schema.Catalog;

class QuotedIdentifiersTest {

    private static final QuotedIdentifiers PASS = new QuotedIdentifiers();

    // catalog names

    @Test
    void backtickedCatalogNamesTakeTheStoredSpellingQuotedOnlyWhereNeeded() {
        assertRewrites(PASS,
                "SELECT T2.`School Name` FROM satscores AS T1 INNER JOIN frpm AS T2 ON T1.cds = T2.CDSCode"
                        + " WHERE T2.`Free Meal Count (K-12)` > 0 ORDER BY T1.`AvgScrMath` DESC LIMIT 1",
                "SELECT T2.\"School Name\" FROM satscores AS T1 INNER JOIN frpm AS T2 ON T1.cds = T2.CDSCode"
                        + " WHERE T2.\"Free Meal Count (K-12)\" > 0 ORDER BY T1.avgscrmath DESC LIMIT 1");
    }

    @Test
    void backtickedTablesAndUnqualifiedColumns() {
        assertRewrites(PASS, "SELECT `CDSCode`, `County Name` FROM `frpm`", "SELECT cdscode, \"County Name\" FROM frpm");
    }

    @Test
    void doubleQuotedNamesInAnotherCaseThanStoredAreRespelled() {
        assertRewrites(PASS, "SELECT \"CDSCode\", \"frpm count (k-12)\" FROM \"Frpm\" WHERE \"Enrollment (k-12)\" > 500",
                "SELECT cdscode, \"FRPM Count (K-12)\" FROM frpm WHERE \"Enrollment (K-12)\" > 500");
        assertRewrites(PASS, "SELECT COUNT(T1.id) FROM \"Match\" AS T1 WHERE T1.season = '2015/2016'",
                "SELECT COUNT(T1.id) FROM match AS T1 WHERE T1.season = '2015/2016'");
    }

    @Test
    void aQualifierThatNamesATableTakesItsStoredName() {
        assertRewrites(PASS, "SELECT `Frpm`.`CDSCode` FROM frpm", "SELECT frpm.cdscode FROM frpm");
    }

    @Test
    void aReservedWordStaysQuotedInLowerCase() {
        assertRewrites(PASS, "SELECT `Order`, T.`date` FROM schools, match AS T",
                "SELECT \"order\", T.date FROM schools, match AS T");
    }

    @Test
    void usingColumnsAndStarQualifiers() {
        assertRewrites(PASS, "SELECT `T1`.* FROM frpm AS T1 JOIN schools USING (`CDSCode`)",
                "SELECT T1.* FROM frpm AS T1 JOIN schools USING (cdscode)");
    }

    @Test
    void onlyTheNamesChangeAndCommentsAndLayoutSurvive() {
        RewriteResult result = assertRewrites(PASS,
                "-- schools\nSELECT T1.`School Name` /* the name */\n  FROM frpm AS T1\n WHERE T1.`County Name` = 'Fresno'",
                "-- schools\nSELECT T1.\"School Name\" /* the name */\n  FROM frpm AS T1\n WHERE T1.\"County Name\" = 'Fresno'");
        Change first = result.applied().get(0);
        assertEquals("`School Name`", first.before());
        assertEquals(2, first.line());
        assertEquals(11, first.column());
        assertTrue(first.reason().startsWith("backticks quote names in MySQL and SQLite"), first.reason());
    }

    @Test
    void correlatedAndNestedReferences() {
        assertRewrites(PASS,
                "SELECT T1.sname FROM satscores AS T1 WHERE T1.`NumTstTakr` > (SELECT AVG(`NumTstTakr`) FROM satscores"
                        + " WHERE cds = T1.`CDS`)",
                "SELECT T1.sname FROM satscores AS T1 WHERE T1.numtsttakr > (SELECT AVG(numtsttakr) FROM satscores"
                        + " WHERE cds = T1.cds)");
    }

    // names the statement defines

    @Test
    void anAliasWrittenBareElsewhereLosesItsBackticks() {
        assertRewrites(PASS, "SELECT T1.cds FROM satscores AS `T1` WHERE `t1`.sname = 'x'",
                "SELECT T1.cds FROM satscores AS T1 WHERE t1.sname = 'x'");
    }

    @Test
    void anAliasAlwaysQuotedKeepsItsCase() {
        assertRewrites(PASS, "SELECT `T1`.cds FROM satscores AS `T1`", "SELECT \"T1\".cds FROM satscores AS \"T1\"");
        assertRewrites(PASS, "SELECT COUNT(*) AS `Total Count` FROM frpm ORDER BY `Total Count` DESC",
                "SELECT COUNT(*) AS \"Total Count\" FROM frpm ORDER BY \"Total Count\" DESC");
    }

    @Test
    void aDoubleQuotedAliasUsedBareIsMadeBareToo() {
        assertRewrites(PASS, "SELECT T1.cds FROM satscores AS \"T1\"", "SELECT T1.cds FROM satscores AS T1");
    }

    @Test
    void cteNamesAndColumnLists() {
        assertRewrites(PASS, "WITH `Top Scores`(`Cds`, score) AS (SELECT cds, avgscrmath FROM satscores)"
                        + " SELECT `top scores`.`Cds` FROM `Top Scores`",
                "WITH \"Top Scores\"(cds, score) AS (SELECT cds, avgscrmath FROM satscores)"
                        + " SELECT \"Top Scores\".cds FROM \"Top Scores\"");
    }

    @Test
    void aDerivedTablePassesCatalogNamesThroughUnderTheirStoredSpelling() {
        assertRewrites(PASS, "SELECT s.`free meal count (k-12)`, s.`CDSCode` FROM (SELECT * FROM frpm) AS s",
                "SELECT s.\"Free Meal Count (K-12)\", s.cdscode FROM (SELECT * FROM frpm) AS s");
    }

    @Test
    void derivedTableAliasWithColumnNames() {
        assertRewrites(PASS, "SELECT `X`.`N` FROM (SELECT sname FROM satscores) AS `X`(`N`)",
                "SELECT \"X\".\"N\" FROM (SELECT sname FROM satscores) AS \"X\"(\"N\")");
    }

    @Test
    void aStringUsedAsAnAliasBecomesAQuotedName() {
        assertRewrites(PASS, "SELECT COUNT(*) AS 'Percentage', COUNT(cds) 'n' FROM satscores",
                "SELECT COUNT(*) AS \"Percentage\", COUNT(cds) n FROM satscores");
    }

    // left alone

    @Test
    void postgresqlSpellingsStayByteIdentical() {
        assertUnchanged(PASS, "SELECT T2.\"School Name\", T1.CDSCode FROM schools AS T1 JOIN frpm AS T2 ON T1.cdscode = T2.CDSCode");
        assertUnchanged(PASS, "SELECT COUNT(*) AS \"Total\" FROM frpm ORDER BY \"Total\"");
        assertUnchanged(PASS, "SELECT T1.cds AS total FROM satscores AS t1 ORDER BY TOTAL");
        assertUnchanged(PASS, "SELECT \"order\" FROM schools");
    }

    @Test
    void aDoubleQuotedNameThatNamesNothingIsLeftToTheStringPass() {
        assertUnchanged(PASS, "SELECT displayname FROM users WHERE displayname = \"Ricci\"");
    }

    @Test
    void aQuotedNameWithADotIsOneNameAndLeftToTheStringPass() {
        assertUnchanged(PASS, "SELECT T1.sname FROM satscores AS T1 WHERE T1.cds = \"T1.cds\"");
    }

    @Test
    void unknownBacktickedNamesOnlyChangeQuotes() {
        assertRewrites(PASS, "SELECT `Free Meal Cnt`, `Nonexistent` FROM frpm",
                "SELECT \"Free Meal Cnt\", \"Nonexistent\" FROM frpm");
    }

    @Test
    void typeWordsThatPostgresTakesForNamesAreWrittenBare() {
        // uuid and number are types to the guard's parser too, which reads them as names where they stand for one
        Catalog catalog = Catalog.of(List.of("public"), List.of(DialectCatalog.table("cards", "uuid text", "number int4")));
        RewriteFixture.assertRewrites(PASS, "SELECT `uuid`, `Number` FROM cards WHERE `number` = 4 ORDER BY `UUID`",
                "SELECT uuid, number FROM cards WHERE number = 4 ORDER BY uuid", catalog);
    }

    @Test
    void declinesWhenTwoCatalogSpellingsDifferOnlyByCase() {
        Catalog catalog = Catalog.of(List.of("public"), List.of(
                DialectCatalog.table("a", "Free Meal|int4"), DialectCatalog.table("b", "FREE MEAL|int4")));
        String sql = "SELECT x.`free meal` FROM (SELECT a.\"Free Meal\" FROM a JOIN b ON a.\"Free Meal\" = b.\"FREE MEAL\") AS x";
        RewriteResult result = RewriteFixture.rewrite(List.of(PASS), sql, catalog);
        assertEquals(sql, result.sql());
        assertTrue(result.declined().get(0).reason().contains("more than one case"), result.declined().toString());
    }

    @Test
    void declinesNamesThatValidPostgresqlReadsAsDifferentThings() {
        assertDeclines(PASS, "SELECT s.\"X\", s.\"x\" FROM (SELECT cds AS \"X\", sname AS \"x\" FROM satscores) AS s",
                "as written");
        assertDeclines(PASS, "SELECT cds AS \"X\", sname AS \"x\" FROM satscores", "different names");
        // PostgreSQL orders by the column sname; renaming the alias would order by cds
        assertDeclines(PASS, "SELECT cds AS \"Sname\" FROM satscores ORDER BY \"sname\"", "as written");
    }

    @Test
    void declinesAQuotedNameWhoseTextItCannotFind() {
        assertDeclines(PASS, "SELECT T1.`School Name`[1] FROM frpm AS T1", "not known");
    }
}
