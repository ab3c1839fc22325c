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
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.schema.Catalog;

class ColumnAutocorrectTest {

    private static final ColumnAutocorrect PASS = new ColumnAutocorrect();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT frpm."free meal count (k-12)" FROM frpm                       | SELECT frpm."Free Meal Count (K-12)" FROM frpm
            SELECT cdscode FROM frpm ORDER BY "enrollment (k-12)" DESC LIMIT 1    | SELECT cdscode FROM frpm ORDER BY "Enrollment (K-12)" DESC LIMIT 1
            SELECT cdscode FROM frpm WHERE charter_funding_type = 'Direct'        | SELECT cdscode FROM frpm WHERE "Charter Funding Type" = 'Direct'
            SELECT enrollment_ages_5_17 FROM frpm                                 | SELECT "Enrollment (Ages 5-17)" FROM frpm
            SELECT f."`free meal count (k-12)`" FROM frpm AS f                    | SELECT f."Free Meal Count (K-12)" FROM frpm AS f
            SELECT FirstName, "Last Name" FROM person                             | SELECT first_name, last_name FROM person
            SELECT count(id) FROM posts WHERE creationdate LIKE '2010-07-21%'     | SELECT count(id) FROM posts WHERE creaiondate LIKE '2010-07-21%'
            SELECT T1.creationdate FROM posts AS T1                               | SELECT T1.creaiondate FROM posts AS T1
            SELECT first_name FROM person ORDER BY "Order"                        | SELECT first_name FROM person ORDER BY "order"
            SELECT "first date" FROM patient WHERE id = 1                         | SELECT "First Date" FROM patient WHERE id = 1
            SELECT status FROM event WHERE event_status = 'Closed'                | SELECT status FROM event WHERE status = 'Closed'
            """)
    void aSureMatchOnTheTableReplacesTheName(String sql, String expected) {
        assertRewrites(PASS, sql, expected);
    }

    @Test
    void aMixedCaseNameOfALiveDatabaseIsWrittenQuotedAsStored() {
        // created as "mtgoCode": folding it to mtgocode would name a column that does not exist
        Catalog live = Catalog.of(List.of("public"), List.of(io.nlguard.guard.schema.TestCatalogs.table("cards",
                List.of("id"), List.of(), "id int4", "mtgoCode text")));
        RewriteResult result = RewriteFixture.rewrite(List.of(PASS), "SELECT mtgocod FROM cards", live);
        assertEquals("SELECT \"mtgoCode\" FROM cards", result.sql(), result.declined().toString());
    }

    @Test
    void onlyTheNameChangesAndTheRestStaysByteForByte() {
        String sql = "-- lab\nSELECT p.\"t-bil\" /* mg/dl */\n  FROM laboratory AS p\n WHERE p.igg > 2";
        RewriteResult result = AutocorrectFixture.run(PASS, sql.replace("p.\"t-bil\"", "p . \"t-bil\""));
        assertEquals("-- lab\nSELECT p . \"T-BIL\" /* mg/dl */\n  FROM laboratory AS p\n WHERE p.igg > 2", result.sql());
        Change change = result.applied().get(0);
        assertEquals("\"t-bil\"", change.before());
        assertEquals(1.0, change.confidence());
        assertEquals(2, change.line());
        assertTrue(change.reason().contains("a quoted name must match case exactly"), change.reason());
    }

    @Test
    void aNearMissSaysHowSureItWas() {
        RewriteResult result = assertRewrites(PASS, "SELECT creationdate FROM posts", "SELECT creaiondate FROM posts");
        Change change = result.applied().get(0);
        assertTrue(change.confidence() > 0.9 && change.confidence() < 0.95, change.describe());
        assertTrue(change.reason().contains("the closest is posts.creaiondate (0.92)"), change.reason());
    }

    @Test
    void everyOccurrenceIsFixedIncludingInSubqueries() {
        assertRewrites(PASS,
                "SELECT school FROM schools WHERE cdscode IN (SELECT cdscode FROM frpm ORDER BY \"frpm count\" DESC, \"free meal count (k-12)\" LIMIT 1)",
                "SELECT school FROM schools WHERE cdscode IN (SELECT cdscode FROM frpm ORDER BY \"frpm count\" DESC, \"Free Meal Count (K-12)\" LIMIT 1)");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT frpm.\"Free Meal Count (K-12)\", \"Enrollment (K-12)\" FROM frpm",
            "SELECT T1.creaiondate, T2.creationdate FROM posts AS T1 JOIN users AS T2 ON T1.owneruserid = T2.id",
            "SELECT FIRST_NAME, Last_Name FROM person",
            "SELECT ctid, xmin FROM person",
            "SELECT last_name FROM person WHERE first_name = \"Prague\"",
            "SELECT first_name FROM person WHERE last_name IN (\"Ricci\", \"Ulrich\")",
            "SELECT OwnerUserId, COUNT(*) AS post_count FROM posts GROUP BY OwnerUserId HAVING post_count > 10",
            "SELECT x.total FROM (SELECT count(*) AS n FROM posts) AS x",
            "SELECT totl FROM (SELECT count(*) AS total FROM posts) AS x JOIN users ON true",
            "SELECT T1.cdscode FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode",
            "SELECT atom_id2 FROM atom",
            "SELECT * FROM nowhere WHERE nmae = 1"})
    void leavesValidSqlStringsAliasesAndOtherPassesCasesAlone(String sql) {
        AutocorrectFixture.assertUnchanged(PASS, sql);
    }

    @Test
    void aNameInsideSeveralLongerOnesIsNotGuessed() {
        assertDeclines(PASS, "SELECT enrollment FROM frpm",
                "not sure which was meant: frpm.Enrollment (K-12) (0.73), frpm.Enrollment (Ages 5-17) (0.");
    }

    @Test
    void aNameNoTableHasIsSaidSoWithTheCandidates() {
        assertDeclines(PASS, "SELECT school_type FROM frpm JOIN event ON true",
                "no table of the schema has school_type");
    }

    @Test
    void aNameTwoTablesInScopeHaveIsNotGuessed() {
        assertDeclines(PASS, "SELECT creationdat FROM users JOIN comments ON users.id = comments.id",
                "not sure which was meant: users.creationdate (0.9");
    }

    @Test
    void aNameThatOnlyDiffersInCaseIsFixedEvenWhenAnotherTableHasIt() {
        assertRewrites(PASS, "SELECT T1.\"First Date\", T2.\"first date\" FROM laboratory AS T1 JOIN patient AS T2 ON T1.id = T2.id",
                "SELECT T1.\"First Date\", T2.\"First Date\" FROM laboratory AS T1 JOIN patient AS T2 ON T1.id = T2.id");
    }

    @Test
    void nothingHappensWithoutACatalog() {
        String sql = "SELECT creationdate FROM posts";
        assertEquals(sql, RewriteFixture.rewrite(List.of(PASS), sql, Catalog.unavailable()).sql());
        assertEquals(sql, RewriteFixture.rewrite(List.of(PASS), sql, Catalog.empty()).sql());
    }

    @Test
    void validQueriesSayNothing() {
        assertSilent(PASS, "SELECT T1.school, T2.\"Free Meal Count (K-12)\" FROM schools AS T1 JOIN frpm AS T2 ON T1.cdscode = T2.cdscode");
    }
}
