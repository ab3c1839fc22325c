package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Calcite plan gate: texts that differ but plan alike, plans that differ, and SQL Calcite cannot plan. */
class PlanGateTest {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @Test
    void aDuplicatedConjunctPlansLikeTheSingleOne() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT title FROM album WHERE year > 1 AND year > 1", "SELECT title FROM album WHERE year > 1");

        assertNotEquals(result.normalizedSqlExpected(), result.normalizedSqlActual());
        assertPlanEqual(result);
        // the clauses still show the textual difference
        assertFalse(result.clauseMatch().get(Clause.SELECTION).match());
        assertEquals(List.of("year > 1"), result.clauseMatch().get(Clause.SELECTION).onlyInActual());
    }

    @Test
    void aDerivedTablePlansLikeItsFlattenedForm() {
        assertPlanEqual(COMPARATOR.compare(
                "SELECT s.title FROM (SELECT title, year FROM album) AS s WHERE s.year > 2000",
                "SELECT title FROM album WHERE year > 2000"));
    }

    @Test
    void aFilterInOnPlansLikeTheSameFilterInWhere() {
        assertPlanEqual(COMPARATOR.compare(
                "SELECT album.title FROM album JOIN artist ON album.artist_id = artist.id WHERE artist.country = 'FR'",
                "SELECT album.title FROM album JOIN artist ON album.artist_id = artist.id AND artist.country = 'FR'"));
    }

    @Test
    void aCommaJoinWithWherePlansLikeAnExplicitJoinInEitherOrder() {
        assertPlanEqual(COMPARATOR.compare(
                "SELECT album.title FROM album, artist WHERE album.artist_id = artist.id",
                "SELECT album.title FROM artist JOIN album ON album.artist_id = artist.id"));
    }

    @Test
    void differentPlansDecideAMismatch() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT title FROM album WHERE year > 2000", "SELECT title FROM album WHERE year > 2001");

        assertFalse(result.normalizedSqlMatch());
        assertEquals(MatchGate.PLAN, result.matchGate());
        assertEquals(PlanComparison.Status.DIFFERENT, result.planComparison().status());
        assertTrue(result.planComparison().planActual().contains("2000"), result.planComparison().planActual());
        assertTrue(result.planComparison().planExpected().contains("2001"), result.planComparison().planExpected());
    }

    @Test
    void aSubqueryIsDecorrelatedBeforeComparing() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist WHERE id IN (SELECT artist_id FROM album)",
                "SELECT name FROM artist WHERE id IN (SELECT artist_id FROM album WHERE 1 = 1)");

        assertPlanEqual(result);
        assertFalse(result.planComparison().planActual().contains("IN"), "the IN subquery became a join: "
                + result.planComparison().planActual());
        assertTrue(result.planComparison().planActual().contains("LogicalJoin"), result.planComparison().planActual());
    }

    @Test
    void sqlCalciteCannotReadLeavesTheTextToDecideAndSaysWhy() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT DISTINCT ON (country) name FROM artist ORDER BY country",
                "SELECT DISTINCT ON (country) name FROM artist ORDER BY country, name");

        assertFalse(result.normalizedSqlMatch());
        assertEquals(MatchGate.TEXT, result.matchGate());
        PlanComparison plan = result.planComparison();
        assertEquals(PlanComparison.Status.UNAVAILABLE, plan.status());
        assertTrue(plan.reason().contains("actual_sql") && plan.reason().contains("expected_sql"), plan.reason());
        assertTrue(plan.reason().contains("DISTINCT ON"), plan.reason());
        assertNull(plan.planActual());
    }

    @Test
    void sqlThatDoesNotValidateAgainstTheCatalogHasNoPlan() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT title FROM album WHERE yeer > 2000", "SELECT title FROM album WHERE year > 2000");

        assertEquals(PlanComparison.Status.UNAVAILABLE, result.planComparison().status());
        String reason = result.planComparison().reason();
        assertTrue(reason.startsWith("actual_sql does not validate against the catalog"), reason);
        assertTrue(reason.contains("yeer"), reason);
        assertFalse(reason.contains("expected_sql"), reason);
        assertEquals(MatchGate.TEXT, result.matchGate());
    }

    @Test
    void withoutACatalogThereIsNoPlan() {
        StructuralComparison result = new StructuralComparator().compare(
                "SELECT title FROM album WHERE year > 1 AND year > 1", "SELECT title FROM album WHERE year > 1");

        assertFalse(result.normalizedSqlMatch());
        assertEquals(MatchGate.TEXT, result.matchGate());
        assertEquals(PlanComparison.Status.UNAVAILABLE, result.planComparison().status());
        assertTrue(result.planComparison().reason().contains("no catalog"), result.planComparison().reason());
    }

    @Test
    void anUnavailableCatalogHasNoPlanEither() {
        StructuralComparison result = new StructuralComparator(Catalog.unavailable()).compare(
                "SELECT title FROM album WHERE year > 1 AND year > 1", "SELECT title FROM album WHERE year > 1");

        assertEquals(PlanComparison.Status.UNAVAILABLE, result.planComparison().status());
        assertTrue(result.planComparison().reason().contains("unavailable"), result.planComparison().reason());
    }

    @Test
    void equalTextsNeedNoPlan() {
        StructuralComparison result = COMPARATOR.compare("SELECT title FROM album", "select TITLE from ALBUM");

        assertTrue(result.normalizedSqlMatch());
        assertEquals(MatchGate.TEXT, result.matchGate());
        assertEquals(PlanComparison.Status.NOT_NEEDED, result.planComparison().status());
    }

    @Test
    void outputNamesDoNotEnterThePlan() {
        StructuralComparison result = COMPARATOR.compare("SELECT count(*) AS n FROM album", "SELECT count(*) AS total FROM album");

        assertFalse(result.clauseMatch().get(Clause.PROJECTION).match(), "the text keeps the alias");
        assertPlanEqual(result);
    }

    private static void assertPlanEqual(StructuralComparison result) {
        PlanComparison plan = result.planComparison();
        assertEquals(PlanComparison.Status.EQUAL, plan.status(), () -> plan.reason() + "\n" + plan.planActual()
                + "\n---\n" + plan.planExpected());
        assertTrue(result.normalizedSqlMatch());
        assertEquals(MatchGate.PLAN, result.matchGate());
        assertNotNull(plan.planActual());
        assertEquals(plan.planExpected(), plan.planActual());
    }
}
