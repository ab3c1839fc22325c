package io.nlguard.compare.structure;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Layer 1 owns parse failures; Layer 2 reports them as a blocked comparison and never throws. */
class UnparseableInputTest {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @Test
    void aSyntaxErrorBlocksTheComparisonWithTheReason() {
        StructuralComparison result = assertDoesNotThrow(() -> COMPARATOR.compare("SELECT title FROM album WHERE",
                "SELECT title FROM album"));

        assertFalse(result.compared());
        assertFalse(result.normalizedSqlMatch());
        assertEquals(MatchGate.NONE, result.matchGate());
        assertEquals(StructuralComparison.PARSE_FAILURE, result.blockedReason());
        assertTrue(result.blockedDetailActual().contains("does not parse"), result.blockedDetailActual());
        assertNull(result.blockedDetailExpected());
        assertEquals("select title from album where", result.normalizedSqlActual(),
                "the side that did not parse keeps Layer 1's token-level spelling");
        assertEquals("select title from album", result.normalizedSqlExpected(), "the side that parsed is still canonicalized");
        assertNull(result.clauseMatch());
        assertNull(result.clauseWeightedDistance());
        assertNull(result.astFlattenedF1());
        assertEquals(PlanComparison.Status.UNAVAILABLE, result.planComparison().status());
    }

    @Test
    void eachSideReportsItsOwnProblem() {
        StructuralComparison result = COMPARATOR.compare("DELETE FROM album",
                "SELECT title FROM album; SELECT name FROM artist");

        assertEquals("is a DELETE statement, not a query", result.blockedDetailActual());
        assertEquals("holds 2 statements; only a single query can be compared", result.blockedDetailExpected());
    }

    @Test
    void missingOrBlankSqlIsReportedToo() {
        StructuralComparison result = COMPARATOR.compare(null, "   ");

        assertEquals("no SQL given", result.blockedDetailActual());
        assertEquals("no SQL given", result.blockedDetailExpected());
    }

    @Test
    void anUnclosedQuoteIsALexicalErrorNotAnException() {
        StructuralComparison result = assertDoesNotThrow(() -> COMPARATOR.compare("SELECT 'abc FROM album",
                "SELECT title FROM album"));

        assertEquals(StructuralComparison.PARSE_FAILURE, result.blockedReason());
        assertTrue(result.blockedDetailActual() != null && !result.blockedDetailActual().isBlank());
    }
}
