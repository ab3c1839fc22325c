package io.nlguard.guard.rewrite.autocorrect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.Declined;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.rewrite.RewriteStage;

/** The autocorrect passes together, in the order {@link RewritePasses#all()} runs them. */
class AutocorrectPassesTest {

    @Test
    void aTableFixMakesItsColumnsCheckableForTheLaterPasses() {
        String sql = "SELECT T1.school, T2.\"free meal count (k-12)\" FROM School AS T1 JOIN frpm AS T2 ON T1.cdscode = T2.cdscode"
                + " WHERE T2.city = 'Fresno'";
        RewriteResult result = RewriteFixture.rewrite(RewritePasses.all(), sql, AutocorrectFixture.CATALOG);
        assertEquals("SELECT T1.school, T2.\"Free Meal Count (K-12)\" FROM schools AS T1 JOIN frpm AS T2 ON T1.cdscode = T2.cdscode"
                + " WHERE T1.city = 'Fresno'", result.sql());
        // the quoted name in the wrong case is SQLite's case-insensitive match: normalization fixes it first
        assertEquals(List.of("normalize.identifiers", "autocorrect.table", "autocorrect.alias"),
                result.applied().stream().map(Change::pass).toList());
    }

    @Test
    void hintsComeWithTheFixes() {
        String sql = "SELECT count(*) FROM patient WHERE \"first date\" > '1990' AND laboratory.igg < 900 AND division = 1";
        RewriteResult result = RewriteFixture.rewrite(RewritePasses.all(), sql, AutocorrectFixture.CATALOG);
        assertEquals("SELECT count(*) FROM patient WHERE \"First Date\" > '1990' AND laboratory.igg < 900 AND division = 1", result.sql());
        List<String> passes = result.declined().stream().map(Declined::pass).toList();
        assertEquals(List.of("autocorrect.foreign-key-hint", "autocorrect.phantom-column"), passes, result.declined().toString());
    }

    @Test
    void aDeclineAfterAFixOnTheSameLineIsReportedOnceAtItsNewColumn() {
        String sql = "SELECT enrollment_ages_5_17, enrollment FROM frpm";
        RewriteResult result = RewriteFixture.rewrite(RewritePasses.all(), sql, AutocorrectFixture.CATALOG);
        assertEquals("SELECT \"Enrollment (Ages 5-17)\", enrollment FROM frpm", result.sql());
        assertEquals(1, result.declined().size(), result.declined().toString());
        assertEquals(34, result.declined().get(0).column());
    }

    @Test
    void withTheStageOffTheyOnlySuggest() {
        String sql = "SELECT creationdate FROM posts";
        RewriteResult result = RewriteFixture.rewrite(RewritePasses.all(), sql, AutocorrectFixture.CATALOG, Set.of(RewriteStage.NORMALIZE));
        assertEquals(sql, result.sql());
        assertFalse(result.changed());
        assertEquals("creaiondate", result.suggested().get(0).after());
    }

    @Test
    void theirIdsAreDistinctAndTheyRunAfterNormalization() {
        List<String> ids = RewritePasses.all().stream().map(p -> p.id()).toList();
        assertEquals(ids.size(), Set.copyOf(ids).size());
        int first = ids.indexOf("autocorrect.table");
        assertTrue(RewritePasses.all().subList(first, ids.size()).stream().allMatch(p -> p.stage() == RewriteStage.AUTOCORRECT));
        assertTrue(RewritePasses.all().subList(0, first).stream().allMatch(p -> p.stage() == RewriteStage.NORMALIZE));
    }
}
