package io.nlguard.guard.rewrite.normalize;

import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertDeclines;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertRewrites;
import static io.nlguard.guard.rewrite.normalize.DialectAsserts.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewriteResult;

class DoubleQuotedStringsTest {

    private static final DoubleQuotedStrings PASS = new DoubleQuotedStrings();

    @Test
    void aDoubleQuotedValueComparedWithAColumnBecomesAString() {
        RewriteResult result = assertRewrites(PASS, "SELECT COUNT(*) FROM users WHERE displayname = \"csgillespie\"",
                "SELECT COUNT(*) FROM users WHERE displayname = 'csgillespie'");
        Change change = result.applied().get(0);
        assertEquals("\"csgillespie\"", change.before());
        assertEquals("double quotes make a string only in MySQL and SQLite; PostgreSQL reads \"csgillespie\" as a column name",
                change.reason());
        assertRewrites(PASS, "SELECT school FROM schools WHERE \"Fresno\" = county", "SELECT school FROM schools WHERE 'Fresno' = county");
    }

    @Test
    void embeddedSingleQuotesAreDoubled() {
        assertRewrites(PASS, "SELECT id FROM users WHERE displayname = \"Ancestor's Chosen\"",
                "SELECT id FROM users WHERE displayname = 'Ancestor''s Chosen'");
    }

    @Test
    void valuePositions() {
        assertRewrites(PASS, "SELECT id FROM users WHERE displayname IN (\"Harlan\", \"Jarrod Dixon\") AND location LIKE \"%York%\"",
                "SELECT id FROM users WHERE displayname IN ('Harlan', 'Jarrod Dixon') AND location LIKE '%York%'");
        assertRewrites(PASS, "SELECT school FROM schools WHERE opendate BETWEEN \"2000-01-01\" AND \"2000-12-31\"",
                "SELECT school FROM schools WHERE opendate BETWEEN '2000-01-01' AND '2000-12-31'");
        assertRewrites(PASS, "SELECT CASE WHEN id > 1 THEN \"yes\" ELSE \"no\" END, CASE location WHEN \"NY\" THEN 1 END FROM users",
                "SELECT CASE WHEN id > 1 THEN 'yes' ELSE 'no' END, CASE location WHEN 'NY' THEN 1 END FROM users");
        assertRewrites(PASS, "SELECT school FROM schools WHERE strftime(\"%Y\", opendate) = \"2012\"",
                "SELECT school FROM schools WHERE strftime('%Y', opendate) = '2012'");
    }

    @Test
    void aValueWithADotIsOneString() {
        assertRewrites(PASS, "SELECT id FROM users WHERE location = \"1:29.488\"", "SELECT id FROM users WHERE location = '1:29.488'");
    }

    @Test
    void aQuotedNameWithADotIsOneNameToSqliteSoAString() {
        assertRewrites(PASS, "SELECT T1.sname FROM satscores AS T1 WHERE T1.cds = \"T1.cds\"",
                "SELECT T1.sname FROM satscores AS T1 WHERE T1.cds = 'T1.cds'");
    }

    @Test
    void afterTheIdentifierPassOnlyRealStringsAreLeft() {
        RewriteResult result = RewriteFixture.rewrite(List.of(new QuotedIdentifiers(), PASS),
                "SELECT \"DisplayName\" FROM \"Users\" WHERE \"Location\" = \"New York\" AND `ID` IN (\"1\", \"2\")",
                DialectCatalog.SCHOOLS);
        assertEquals("SELECT displayname FROM users WHERE location = 'New York' AND id IN ('1', '2')", result.sql());
    }

    @Test
    void aValueNamedLikeATableIsAStringInSqlite() {
        assertRewrites(PASS, "SELECT id FROM users WHERE location = \"Users\"", "SELECT id FROM users WHERE location = 'Users'");
    }

    @Test
    void insideSubqueries() {
        assertRewrites(PASS, "SELECT sname FROM satscores WHERE cds IN (SELECT cdscode FROM schools WHERE county = \"Alameda\")",
                "SELECT sname FROM satscores WHERE cds IN (SELECT cdscode FROM schools WHERE county = 'Alameda')");
    }

    @Test
    void namesOfColumnsInScopeStayNames() {
        assertUnchanged(PASS, "SELECT cdscode FROM frpm WHERE \"CDSCode\" = '1'");
        assertUnchanged(PASS, "SELECT cdscode FROM frpm WHERE \"School Name\" = \"County Name\"");
        assertUnchanged(PASS, "SELECT T1.sname FROM satscores AS T1 WHERE EXISTS (SELECT 1 FROM schools WHERE school = \"sname\")");
        assertUnchanged(PASS, "SELECT \"School Name\" FROM frpm WHERE \"County Name\" = 'Alameda'");
    }

    @Test
    void declinesWhereItCouldBeAMisspelledColumn() {
        assertDeclines(PASS, "SELECT \"Ricci\" FROM users", "could be a misspelled column");
        assertDeclines(PASS, "SELECT id FROM users ORDER BY \"Reputation\"", "could be a misspelled column");
        assertDeclines(PASS, "SELECT id FROM users WHERE \"abc\" = \"def\"", "could be a misspelled column");
    }

    @Test
    void declinesTheNameOfAnOutputColumnOrOfAColumnOutOfScope() {
        assertDeclines(PASS, "SELECT displayname AS dn FROM users WHERE location = \"DN\"", "output column");
        assertDeclines(PASS, "SELECT school FROM schools WHERE county = \"sname\" AND cdscode IN (SELECT cds FROM satscores)",
                "column of the tables the statement reads");
    }

    @Test
    void declinesWhenASourceOfUnknownColumnsCouldHaveTheName() {
        assertDeclines(PASS, "SELECT * FROM nosuchtable WHERE a = \"x\"", "columns are not known");
    }
}
