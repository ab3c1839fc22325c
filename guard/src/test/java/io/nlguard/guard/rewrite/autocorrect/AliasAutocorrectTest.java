package io.nlguard.guard.rewrite.autocorrect;

import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertRewrites;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertSilent;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rewrite.Change;

class AliasAutocorrectTest {

    private static final AliasAutocorrect PASS = new AliasAutocorrect();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT COUNT(DISTINCT T1.cdscode) FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode WHERE T1.avgscrmath < 400 | SELECT COUNT(DISTINCT T2.cdscode) FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode WHERE T1.avgscrmath < 400
            SELECT T2.element FROM atom AS T1 JOIN connected AS T2 ON T1.atom_id = T2.atom_id GROUP BY T2.element                      | SELECT T1.element FROM atom AS T1 JOIN connected AS T2 ON T1.atom_id = T2.atom_id GROUP BY T1.element
            SELECT T1.atom_id, T2.atom_id2 FROM connected AS T1 JOIN atom AS T2 ON T1.atom_id = T2.atom_id                              | SELECT T1.atom_id, T1.atom_id2 FROM connected AS T1 JOIN atom AS T2 ON T1.atom_id = T2.atom_id
            SELECT s.school FROM satscores AS s JOIN schools AS "Sc" ON s.cds = "Sc".cdscode                                            | SELECT "Sc".school FROM satscores AS s JOIN schools AS "Sc" ON s.cds = "Sc".cdscode
            SELECT satscores.city FROM satscores JOIN schools ON satscores.cds = schools.cdscode                                      | SELECT schools.city FROM satscores JOIN schools ON satscores.cds = schools.cdscode
            SELECT schools.city FROM schools AS T1 WHERE T1.zip = '9'                                                                  | SELECT T1.city FROM schools AS T1 WHERE T1.zip = '9'
            SELECT x FROM (SELECT schools.city AS x FROM schools AS s) AS d                                                            | SELECT x FROM (SELECT s.city AS x FROM schools AS s) AS d
            """)
    void theQualifierBecomesTheOneTableInScopeThatHasTheColumn(String sql, String expected) {
        assertRewrites(PASS, sql, expected);
    }

    @Test
    void theChangeSaysWhy() {
        Change change = assertRewrites(PASS, "SELECT T1.zip FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode",
                "SELECT T2.zip FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode").applied().get(0);
        assertEquals("T1", change.before());
        assertEquals("satscores (T1) has no column zip; schools (T2) has it", change.reason());
        Change alias = assertRewrites(PASS, "SELECT schools.city FROM schools AS T1", "SELECT T1.city FROM schools AS T1")
                .applied().get(0);
        assertTrue(alias.reason().contains("schools is aliased as T1, and PostgreSQL then knows it only by the alias"), alias.reason());
    }

    @Test
    void severalTablesThatHaveItAreNotGuessedBetween() {
        assertDeclines(PASS, "SELECT T3.creationdate FROM users AS T1 JOIN comments AS T2 ON T1.id = T2.id JOIN posts AS T3 ON T3.id = T2.postid",
                "several tables in scope have it (users (T1), comments (T2))");
    }

    @Test
    void aJoinConditionIsNotTurnedIntoAComparisonOfATableWithItself() {
        assertDeclines(PASS, "SELECT avg(T2.cost) FROM budget AS T1 JOIN expense AS T2 ON T1.budget_id = T2.budget_id",
                "would then compare T1 with itself");
    }

    @Test
    void aSureNearMatchOnTheQualifiersTableMakesItAGuess() {
        assertDeclines(PASS, "SELECT COUNT(T2.id) FROM users AS T1 JOIN posts AS T2 ON T1.id = T2.owneruserid WHERE T2.creationdate > '2010'",
                "users (T1) has creationdate and posts (T2) has creaiondate: not sure which was meant");
    }

    @Test
    void aTableAliasedTwiceIsNotGuessedBetween() {
        assertDeclines(PASS, "SELECT atom.element FROM atom AS a1 JOIN atom AS a2 ON a1.molecule_id = a2.molecule_id",
                "table atom appears as atom (a1), atom (a2)");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT T1.cds, T2.cdscode FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode",
            "SELECT T1.\"first date\" FROM patient AS T1",
            "SELECT T1.nothing FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode",
            "SELECT r.year FROM match AS ra"})
    void leavesValidSqlAndOtherPassesCasesAlone(String sql) {
        assertUnchanged(PASS, sql);
    }

    @Test
    void validQueriesSayNothing() {
        assertSilent(PASS, "SELECT T2.zip FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode");
    }
}
