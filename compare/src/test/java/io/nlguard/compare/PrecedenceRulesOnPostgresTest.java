package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.nlguard.compare.diagnose.DiagnosticCategory;
import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.judge.AdvisoryJudge;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The six Failure-State Precedence Rules, each triggered end to end on a real server. */
@RealPostgres
class PrecedenceRulesOnPostgresTest {

    private static final ComparisonConfig WITH_PERFORMANCE = ComparisonConfig.builder().enablePerformanceMetrics(true).build();
    private static final AdvisoryJudge ALWAYS_PASS = FixedJudge.saying(Verdict.PASS, "looks right to me");
    private static final ComparisonConfig WITH_JUDGE = ComparisonConfig.builder().enableAiJudge(true).build();

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, String actual, String expected, ComparisonConfig config,
                                            AdvisoryJudge judge) throws SQLException {
        try (Connection c = db.connect()) {
            return new SqlComparator(c, new CatalogLoader().load(c)).withAdvisoryJudge(judge)
                    .compare(Shop.request(actual, expected, config));
        }
    }

    @Test
    void rule1ParseFailureFailsCriticallyAndBlocksStructureAndResults(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where", "select name from customer",
                WITH_PERFORMANCE, null);

        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Severity.CRITICAL_FAILURE, report.severity());
        assertEquals("parse_failure", report.blockedReason());
        assertEquals(1, report.evidence().precedenceRule());
        assertEquals(0.0, report.overallScore());
        assertNull(report.structureScore());
        assertNull(report.resultScore());
        assertFalse(report.evidence().structure().compared(), "the structural comparison is blocked");
        assertNull(report.evidence().result(), "the result comparison is blocked");
        assertNull(report.mismatchMap());
        assertNull(report.diagnosticScores().projectionErrorScore(), "no diagnosis without structure or results");
        assertNull(report.diagnosticScores().orderingErrorFlag());
        assertTrue(report.errorTypes().isEmpty(), "a query that did not parse never ran: " + report.errorTypes());
        assertTrue(report.explanations().stream().anyMatch(e -> e.startsWith("actual_sql does not parse")),
                report.explanations().toString());
        assertTrue(report.validity().parseSuccessExpected());
        assertTrue(report.validity().executionSuccessExpected(), "the expected query still ran");
        assertPerformanceBlocked(report);
    }

    @Test
    void rule2ExecutionFailureFailsCriticallyAndBlocksOnlyTheResults(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer", "select nme from customer",
                WITH_PERFORMANCE, null);

        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Severity.CRITICAL_FAILURE, report.severity());
        assertEquals("execution_failure", report.blockedReason());
        assertEquals(2, report.evidence().precedenceRule());
        assertEquals(0.0, report.overallScore(), "the validity gate sets overall_score to 0.0");
        assertNull(report.resultScore());
        assertNull(report.evidence().result());
        assertNull(report.mismatchMap());
        assertEquals(List.of(ErrorCategory.MISSING_COLUMN), report.errorTypes());
        // partial diagnostics: the structure still compares and points at the SELECT list, with low evidence
        assertTrue(report.evidence().structure().compared());
        assertNotNull(report.structureScore());
        assertEquals(DiagnosticCategory.PROJECTION, report.diagnosticScores().primaryCategory());
        assertEquals(EvidenceStrength.LOW, report.diagnosticScores().evidenceStrength());
        assertNull(report.diagnosticScores().cardinalityExplosionFlag(), "a result flag needs results");
        assertPerformanceBlocked(report);
    }

    @Test
    void rule3AFalseModePassFailsWhateverTheAiSays(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where city = 'Rome'",
                "select name from customer where city = 'Oslo'", WITH_JUDGE, ALWAYS_PASS);

        assertFalse(report.evidence().result().modePass());
        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(3, report.evidence().precedenceRule());
        assertNull(report.blockedReason());
        assertTrue(report.overallScore() > 0, "past the validity gate the score is the weighted blend");
        assertEquals(Verdict.PASS, report.aiAdvisoryVerdict());
    }

    @Test
    void rule4StructureNeverTurnsAFailIntoAPass(TestDatabase db) throws SQLException {
        // the same text twice: the structure is identical, but a volatile function gives other rows each run
        ComparisonReport report = compare(db, "select clock_timestamp() as t", "select clock_timestamp() as t",
                ComparisonConfig.defaults(), null);

        assertTrue(report.evidence().structure().normalizedSqlMatch());
        assertEquals(1.0, report.structureScore());
        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertTrue(report.warnings().stream().anyMatch(w -> w.contains("may not be deterministic")), report.warnings().toString());
    }

    @Test
    void rule4StructureNeverTurnsAPassIntoAFail(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select name from customer where city in ('Oslo')",
                "select c.name from customer c where c.id in (1, 3)", ComparisonConfig.defaults(), null);

        assertFalse(report.evidence().structure().normalizedSqlMatch());
        assertTrue(report.structureScore() < 1.0);
        assertEquals(Verdict.PASS, report.deterministicVerdict());
        assertEquals(Severity.PASS, report.severity());
        assertTrue(report.explanations().stream().anyMatch(e -> e.contains("makes no difference")),
                report.explanations().toString());
    }

    @Test
    void rule5TheAiCannotOverturnAFail(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select nme from customer", "select name from customer", WITH_JUDGE,
                ALWAYS_PASS);

        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Severity.CRITICAL_FAILURE, report.severity());
        assertEquals(Verdict.PASS, report.aiAdvisoryVerdict());
        assertEquals(Boolean.FALSE, report.verdictConsistencyFlag());
        assertTrue(report.warnings().stream().anyMatch(w -> w.contains("disagrees")), report.warnings().toString());
    }

    @Test
    void rule6PerformanceMetricsArePresentOnlyWhenBothRan(TestDatabase db) throws SQLException {
        ComparisonReport ran = compare(db, "select name from customer order by name", "select name from customer",
                WITH_PERFORMANCE, null);
        assertNotNull(ran.performanceScores().executionTimeRatio());
        assertNotNull(ran.performanceScores().resourceCostScore());
        assertNotNull(ran.performanceScores().planComplexityScore());
        assertTrue(ran.performanceScores().planComplexityScore() > ran.performanceScores().planComplexityExpected(),
                "the actual plan sorts");
        assertNull(ran.performanceScores().blockedReason());

        ComparisonReport failed = compare(db, "select name from customers", "select name from customer",
                WITH_PERFORMANCE, null);
        assertPerformanceBlocked(failed);

        ComparisonReport off = compare(db, "select name from customer", "select name from customer",
                ComparisonConfig.defaults(), null);
        assertNull(off.performanceScores(), "performance metrics are off by default");
    }

    private static void assertPerformanceBlocked(ComparisonReport report) {
        assertNotNull(report.performanceScores());
        assertNull(report.performanceScores().executionTimeRatio());
        assertNull(report.performanceScores().resourceCostScore());
        assertNull(report.performanceScores().planComplexityScore());
        assertEquals("execution_failure", report.performanceScores().blockedReason());
    }
}
