package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Each comparison mode through the whole pipeline, and each severity level reached by a query that earns it. */
@RealPostgres
class ComparisonModesOnPostgresTest {

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, String actual, String expected, ComparisonMode mode)
            throws SQLException {
        return Shop.compare(db, Shop.request(actual, expected, ComparisonConfig.builder().comparisonMode(mode).build()));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            // the same rows in another order: only the ordered modes see it
            "order-insensitive | select name from customer order by id desc | select name from customer order by id | pass",
            "order-sensitive   | select name from customer order by id desc | select name from customer order by id | fail",
            "exact             | select name from customer order by id desc | select name from customer order by id | fail",
            // the same rows in the same order under another column name: only exact requires names
            "order-insensitive | select name as who from customer order by id | select name from customer order by id | pass",
            "order-sensitive   | select name as who from customer order by id | select name from customer order by id | pass",
            "exact             | select name as who from customer order by id | select name from customer order by id | fail",
            "exact             | select c.name from customer c order by c.id  | select name from customer order by id | pass"})
    void eachModeDecidesTheVerdict(String mode, String actual, String expected, String verdict, TestDatabase db)
            throws SQLException {
        ComparisonReport report = compare(db, actual, expected, ComparisonMode.of(mode));

        assertEquals(Verdict.of(verdict), report.deterministicVerdict(), report.explanations().toString());
        assertEquals(ComparisonMode.of(mode), report.evidence().result().resultEqualityFamily().comparisonMode());
        assertEquals(report.passed() ? Severity.PASS : Severity.MINOR_ISSUE, report.severity(),
                "an ordering-only or schema-only difference is a minor issue");
    }

    @Test
    void anOrderingOnlyMismatchIsFlaggedAndAttributedToOrdering(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer order by id desc",
                "select name from customer order by id", ComparisonMode.ORDER_SENSITIVE);

        assertEquals(Boolean.TRUE, report.diagnosticScores().orderingErrorFlag());
        assertEquals("ordering", report.diagnosticScores().likelySourceClause());
        assertEquals(Boolean.FALSE, report.diagnosticScores().cardinalityExplosionFlag());
        assertEquals(1.0, report.resultScore(), "every row is right: only the order is not");
    }

    @Test
    void anUnorderedQueryWhereOrderIsRequiredIsAnOrderingError(TestDatabase db) throws SQLException {
        // without ORDER BY the order is unspecified; the heap gives rows in insertion order, reversed here
        ComparisonReport report = compare(db, "select name from customer",
                "select name from customer order by id desc", ComparisonMode.ORDER_SENSITIVE);

        assertEquals(Boolean.TRUE, report.diagnosticScores().orderingErrorFlag());
        assertEquals("ordering", report.diagnosticScores().likelySourceClause());
    }

    @Test
    void aMissingJoinConditionIsACardinalityExplosionAndAtLeastAMajorIssue(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select c.name from customer c, orders o",
                "select c.name from customer c join orders o on o.customer_id = c.id", ComparisonMode.ORDER_INSENSITIVE);

        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Boolean.TRUE, report.diagnosticScores().cardinalityExplosionFlag());
        assertEquals("join", report.diagnosticScores().likelySourceClause());
        assertEquals(24 - 6, report.evidence().supportingEvidence().cardinalityDelta());
        assertTrue(report.severity().compareTo(Severity.MAJOR_ISSUE) >= 0, report.severity().label());
    }

    @Test
    void oneRowOffInAHundredIsAModerateIssue(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select g as n from generate_series(1, 100) g where g <> 50",
                "select g as n from generate_series(1, 100) g", ComparisonMode.ORDER_INSENSITIVE);

        assertEquals(Severity.MODERATE_ISSUE, report.severity());
        assertTrue(report.overallScore() >= 0.75, String.valueOf(report.overallScore()));
        assertEquals(Boolean.FALSE, report.diagnosticScores().cardinalityExplosionFlag(), "99 rows for 100 is no explosion");
    }

    @Test
    void aWrongFilterIsAMajorIssue(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where city <> 'Rome'",
                "select name from customer where city = 'Oslo'", ComparisonMode.ORDER_INSENSITIVE);

        assertEquals(Severity.MAJOR_ISSUE, report.severity());
        assertTrue(report.overallScore() >= 0.40 && report.overallScore() < 0.75, String.valueOf(report.overallScore()));
    }

    @Test
    void anAnswerWithNothingInCommonIsACriticalFailure(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select 'x' as v", "select status from orders",
                ComparisonMode.ORDER_INSENSITIVE);

        assertEquals(Severity.CRITICAL_FAILURE, report.severity());
        assertTrue(report.overallScore() < 0.40, String.valueOf(report.overallScore()));
        assertEquals(0.0, report.evidence().result().rowOverlap());
        assertEquals(3, report.evidence().precedenceRule(), "critical by its scores, not by a failure to run");
    }
}
