package io.nlguard.compare.structure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** UNION, INTERSECT and EXCEPT: operators compared as a clause, branches compared as queries of their own. */
class SetOperationTest {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @Test
    void unionAndIntersectDifferOnlyInTheSetOperators() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist UNION SELECT name FROM track",
                "SELECT name FROM artist INTERSECT SELECT name FROM track");

        ClauseComparison operators = result.clauseMatch().get(Clause.SET_OPERATORS);
        assertEquals(List.of("union(q, q)"), operators.onlyInActual());
        assertEquals(List.of("intersect(q, q)"), operators.onlyInExpected());
        ClauseIsolationTest.assertOnlyClauseDiffers(result, Clause.SET_OPERATORS);
    }

    @Test
    void branchesAreComparedClauseByClauseUnderTheSetPath() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist WHERE country = 'FR' UNION SELECT name FROM track",
                "SELECT name FROM artist WHERE country = 'DE' UNION SELECT name FROM track");

        ClauseComparison selection = result.clauseMatch().get(Clause.SELECTION);
        assertEquals(List.of("set>country = 'FR'"), selection.onlyInActual());
        assertEquals(List.of("set>country = 'DE'"), selection.onlyInExpected());
        assertTrue(result.clauseMatch().get(Clause.SET_OPERATORS).match());
        assertTrue(result.clauseMatch().get(Clause.PROJECTION).match());
    }

    @Test
    void aChainOfOneOperatorIsOneOperationWhateverItsBranchOrder() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist UNION ALL SELECT name FROM track UNION ALL SELECT title FROM album",
                "SELECT title FROM album UNION ALL (SELECT name FROM track UNION ALL SELECT name FROM artist)");

        assertTrue(result.normalizedSqlMatch(), result.normalizedSqlActual() + " vs " + result.normalizedSqlExpected());
        assertEquals("select name from artist union all select name from track union all select title from album",
                result.normalizedSqlActual());
        ClauseComparison operators = result.clauseMatch().get(Clause.SET_OPERATORS);
        assertTrue(operators.match());
        assertEquals(1.0, operators.similarity());
    }

    @Test
    void nestingOfDifferentOperatorsIsPartOfTheStructure() {
        StructuralComparison result = COMPARATOR.compare(
                "(SELECT name FROM artist UNION SELECT name FROM track) EXCEPT SELECT title FROM album",
                "SELECT name FROM artist UNION (SELECT name FROM track EXCEPT SELECT title FROM album)");

        assertFalse(result.normalizedSqlMatch());
        ClauseComparison operators = result.clauseMatch().get(Clause.SET_OPERATORS);
        assertFalse(operators.match());
        // the nested operation carries the path of the branch it is
        assertEquals(List.of("except(union, q)", "set>union(q, q)"), operators.onlyInActual());
        assertEquals(List.of("union(except, q)", "set>except(q, q)"), operators.onlyInExpected());
    }

    @Test
    void theSubtractedSideOfExceptKeepsItsPlace() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist EXCEPT SELECT name FROM track",
                "SELECT name FROM track EXCEPT SELECT name FROM artist");

        assertFalse(result.normalizedSqlMatch());
        assertTrue(result.clauseMatch().get(Clause.SET_OPERATORS).match(), "same operator, same shape");
        ClauseComparison join = result.clauseMatch().get(Clause.JOIN);
        assertEquals(List.of("set>artist", "set except>track"), join.onlyInActual());
        assertEquals(List.of("set>track", "set except>artist"), join.onlyInExpected());
    }

    @Test
    void orderAndLimitOfTheWholeOperationBelongToTheTopLevel() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT name FROM artist UNION SELECT name FROM track ORDER BY 1 LIMIT 5",
                "SELECT name FROM artist UNION SELECT name FROM track ORDER BY 1 LIMIT 10");

        ClauseComparison limit = result.clauseMatch().get(Clause.LIMIT_OFFSET);
        assertEquals(List.of("limit 5"), limit.onlyInActual());
        assertEquals(List.of("limit 10"), limit.onlyInExpected());
        assertTrue(result.clauseMatch().get(Clause.ORDER_BY).match());
    }
}
