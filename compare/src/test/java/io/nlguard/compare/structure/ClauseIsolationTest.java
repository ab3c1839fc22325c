package io.nlguard.compare.structure;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A pair of queries that differ in one clause only is caught in that clause, and in no other. */
class ClauseIsolationTest {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    static Stream<Arguments> pairsDifferingInOneClause() {
        return Stream.of(
                Arguments.of(Clause.PROJECTION,
                        "SELECT name FROM artist WHERE country = 'FR'",
                        "SELECT country FROM artist WHERE country = 'FR'"),
                Arguments.of(Clause.SELECTION,
                        "SELECT name FROM artist WHERE country = 'FR'",
                        "SELECT name FROM artist WHERE country = 'DE'"),
                Arguments.of(Clause.HAVING,
                        "SELECT country, count(*) FROM artist GROUP BY country HAVING count(*) > 1",
                        "SELECT country, count(*) FROM artist GROUP BY country HAVING count(*) > 2"),
                Arguments.of(Clause.JOIN,
                        "SELECT album.title FROM album JOIN artist ON album.artist_id = artist.id",
                        "SELECT album.title FROM album LEFT JOIN artist ON album.artist_id = artist.id"),
                Arguments.of(Clause.GROUP_BY,
                        "SELECT count(*) FROM album GROUP BY artist_id",
                        "SELECT count(*) FROM album GROUP BY artist_id, year"),
                Arguments.of(Clause.ORDER_BY,
                        "SELECT title FROM album ORDER BY year",
                        "SELECT title FROM album ORDER BY year DESC"),
                Arguments.of(Clause.LIMIT_OFFSET,
                        "SELECT title FROM album ORDER BY year LIMIT 10",
                        "SELECT title FROM album ORDER BY year LIMIT 10 OFFSET 10"),
                Arguments.of(Clause.DISTINCT,
                        "SELECT DISTINCT country FROM artist",
                        "SELECT country FROM artist"),
                Arguments.of(Clause.WINDOW,
                        "SELECT title, rank() OVER (PARTITION BY artist_id ORDER BY year) FROM album",
                        "SELECT title, rank() OVER (PARTITION BY artist_id ORDER BY price) FROM album"),
                Arguments.of(Clause.SET_OPERATORS,
                        "SELECT name FROM artist UNION SELECT name FROM track",
                        "SELECT name FROM artist UNION ALL SELECT name FROM track"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairsDifferingInOneClause")
    void differenceIsReportedInItsClauseOnly(Clause differing, String actual, String expected) {
        StructuralComparison result = COMPARATOR.compare(actual, expected);

        assertFalse(result.normalizedSqlMatch(), () -> result.normalizedSqlActual() + " vs " + result.normalizedSqlExpected());
        assertOnlyClauseDiffers(result, differing);
        for (Clause clause : Clause.values()) {
            if (clause != differing) {
                assertEquals(1.0, result.clauseMatch().get(clause).similarity(), 1e-9, clause::label);
            }
        }
        ClauseComparison caught = result.clauseMatch().get(differing);
        assertTrue(caught.similarity() < 1.0, caught::toString);
        assertTrue(result.clauseWeightedDistance() > 0.0);
        assertTrue(result.astFlattenedF1().f1() < 1.0);
    }

    @Test
    void presenceIsReportedPerQuery() {
        StructuralComparison result = COMPARATOR.compare("SELECT DISTINCT country FROM artist",
                "SELECT country FROM artist ORDER BY country");

        ClauseComparison distinct = result.clauseMatch().get(Clause.DISTINCT);
        assertTrue(distinct.presentInActual());
        assertFalse(distinct.presentInExpected());
        assertEquals(List.of("distinct"), distinct.onlyInActual());
        ClauseComparison order = result.clauseMatch().get(Clause.ORDER_BY);
        assertFalse(order.presentInActual());
        assertTrue(order.presentInExpected());
        assertEquals(List.of("country"), order.onlyInExpected());
        ClauseComparison having = result.clauseMatch().get(Clause.HAVING);
        assertFalse(having.presentInActual() || having.presentInExpected());
        assertTrue(having.match());
    }

    @Test
    void aDifferenceInsideASubqueryIsReportedInTheSubquerysClauseWithItsPath() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT title FROM album WHERE artist_id IN (SELECT id FROM artist WHERE country = 'FR')",
                "SELECT title FROM album WHERE artist_id IN (SELECT id FROM artist WHERE country = 'DE')");

        ClauseComparison selection = result.clauseMatch().get(Clause.SELECTION);
        assertFalse(selection.match());
        // the enclosing conjunct 'artist_id in (subquery)' is the same on both sides
        assertEquals(List.of("where>country = 'FR'"), selection.onlyInActual());
        assertEquals(List.of("where>country = 'DE'"), selection.onlyInExpected());
        assertEquals(0.5, selection.similarity(), 1e-9);
        assertOnlyClauseDiffers(result, Clause.SELECTION);
    }

    @Test
    void aProjectionInsideADerivedTableIsComparedAsProjection() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT s.title FROM (SELECT title, year FROM album) s",
                "SELECT s.title FROM (SELECT title, price FROM album) s");

        ClauseComparison projection = result.clauseMatch().get(Clause.PROJECTION);
        assertEquals(List.of("from>year"), projection.onlyInActual());
        assertEquals(List.of("from>price"), projection.onlyInExpected());
        assertTrue(result.clauseMatch().get(Clause.JOIN).match(), "the derived table itself is '(subquery) as subquery' on both sides");
    }

    @Test
    void reorderingTheSelectListIsAProjectionDifferenceWithPartialSimilarity() {
        StructuralComparison result = COMPARATOR.compare("SELECT name, country FROM artist",
                "SELECT country, name FROM artist");

        ClauseComparison projection = result.clauseMatch().get(Clause.PROJECTION);
        assertFalse(projection.match());
        assertTrue(projection.onlyInActual().isEmpty() && projection.onlyInExpected().isEmpty());
        // the same multiset (1.0), half the order (LCS 1 of 2): (1.0 + 0.5) / 2
        assertEquals(0.75, projection.similarity(), 1e-9);
    }

    /** Every clause matches but {@code differing}, which does not. */
    static void assertOnlyClauseDiffers(StructuralComparison result, Clause differing) {
        for (Clause clause : Clause.values()) {
            ClauseComparison comparison = result.clauseMatch().get(clause);
            assertEquals(clause != differing, comparison.match(), () -> clause.label() + ": " + comparison);
        }
    }
}
