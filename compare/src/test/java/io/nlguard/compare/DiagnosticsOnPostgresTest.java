package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.compare.diagnose.ClauseAttribution;
import io.nlguard.compare.diagnose.ColumnMismatch;
import io.nlguard.compare.diagnose.DiagnosticCategory;
import io.nlguard.compare.diagnose.DiagnosticScores;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Layer 4 through the whole pipeline: each kind of mistake is attributed to the clause that made it. */
@RealPostgres
class DiagnosticsOnPostgresTest {

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, String actual, String expected) throws SQLException {
        return Shop.compare(db, Shop.request(actual, expected));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "filter             | selection predicate | select name from customer where city <> 'Rome' | select name from customer where city = 'Oslo'",
            "join               | join                | select c.name from customer c, orders o | select c.name from customer c join orders o on o.customer_id = c.id",
            "projection         | projection          | select id, city from customer | select id, name from customer",
            "aggregate_function | projection          | select status, avg(amount) as total from orders group by status | select status, sum(amount) as total from orders group by status",
            "grouping           | aggregation grain   | select count(*) as n from orders group by customer_id | select count(*) as n from orders group by status",
            "limit_topk         | top-k               | select name from customer order by id limit 3 | select name from customer order by id limit 2"})
    void theMistakeIsAttributedToItsClause(String category, String sourceClause, String actual, String expected,
                                           TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, actual, expected);
        DiagnosticScores scores = report.diagnosticScores();
        ClauseAttribution primary = report.evidence().attributions().get(0);

        assertEquals(category, primary.category().label(), report.evidence().attributions().toString());
        assertEquals(sourceClause, scores.likelySourceClause());
        assertEquals(primary.confidence(), scores.confidence());
        assertTrue(scores.confidence() > 0 && scores.confidence() <= 1);
        assertEquals(primary.errorScore(), scores.score(primary.category()));
        for (DiagnosticCategory other : DiagnosticCategory.values()) {
            assertTrue(scores.score(other) <= primary.errorScore(), other + " outscores the primary");
        }
        // what the design asks of every diagnostic: what differed, the clause, confidence, supporting evidence
        assertFalse(primary.whatDiffered().isEmpty());
        assertTrue(primary.signals().stream().anyMatch(s -> s.value() > 0));
        assertNotNull(report.evidence().supportingEvidence().cardinalityDelta());
        assertNotNull(report.evidence().supportingEvidence().sharedAttributeOverlap());
        assertTrue(report.explanations().stream().anyMatch(e -> e.startsWith("Most likely cause: the " + sourceClause)),
                report.explanations().toString());
    }

    @Test
    void aWrongAggregateShowsTheFunctionsAndTheColumn(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select status, avg(amount) as total from orders group by status",
                "select status, sum(amount) as total from orders group by status");

        ClauseAttribution primary = report.evidence().attributions().get(0);
        assertTrue(primary.whatDiffered().get(0).contains("avg(amount) as total instead of sum(amount) as total"),
                primary.whatDiffered().toString());
        assertEquals(0.0, report.diagnosticScores().projectionErrorScore(), "a swapped aggregate is not a projection error");
        ColumnMismatch total = report.mismatchMap().get("total");
        assertEquals(ColumnMismatch.Status.MISMATCH, total.status());
        assertEquals(1.0, total.mismatchRate());
        assertEquals(ColumnMismatch.Severity.HIGH, total.severity());
        assertEquals(ColumnMismatch.Status.MATCH, report.mismatchMap().get("status").status());
    }

    @Test
    void twoClausesWrongAtOnceIsAnAmbiguousCase(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where city = 'Oslo' order by id limit 1",
                "select name from customer where city <> 'Rome' order by id limit 3");

        assertEquals(Boolean.TRUE, report.diagnosticScores().ambiguousCase());
        assertTrue(report.evidence().attributions().size() >= 2);
        assertTrue(report.explanations().stream().anyMatch(e -> e.startsWith("Also plausible with similar weight")),
                report.explanations().toString());
        assertTrue(report.evidence().supportingEvidence().predicateDiffSummary().contains("city = 'Oslo'"),
                report.evidence().supportingEvidence().predicateDiffSummary());
    }

    @Test
    void missingAndExtraColumnsAreInTheMismatchMap(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select id, name, city from customer", "select id, name from customer");

        assertEquals(ColumnMismatch.Status.EXTRA, report.mismatchMap().get("city").status());
        assertEquals(ColumnMismatch.Status.MATCH, report.mismatchMap().get("name").status());
        assertEquals("projection", report.diagnosticScores().likelySourceClause());
        assertTrue(report.diagnosticScores().projectionErrorScore() > 0);
    }

    @Test
    void aPassHasNothingToAttribute(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where id < 3",
                "select name from customer where id <= 2");

        assertTrue(report.passed());
        assertTrue(report.evidence().attributions().isEmpty());
        for (DiagnosticCategory category : DiagnosticCategory.values()) {
            assertEquals(0.0, report.diagnosticScores().score(category), category.label());
        }
        assertEquals(Boolean.FALSE, report.diagnosticScores().orderingErrorFlag());
        assertEquals(null, report.diagnosticScores().likelySourceClause());
    }
}
