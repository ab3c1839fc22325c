package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * The two open seams: the AI judge (a plain lambda stands in for the judge adapter: it is the seam
 * that is tested, not a model) and the multi-instance check.
 */
@RealPostgres
class SeamsOnPostgresTest {

    private static final ComparisonConfig JUDGED = ComparisonConfig.builder().enableAiJudge(true).build();
    private static final String RIGHT = "select name from customer where city = 'Oslo'";
    private static final String WRONG = "select name from customer where city = 'Rome'";

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    @Test
    void aDisagreeingJudgeAnnotatesButCannotFlipAPass(TestDatabase db) throws SQLException {
        List<ComparisonReport> seen = new ArrayList<>();
        AdvisoryJudge contrarian = report -> {
            seen.add(report);
            return new AdvisoryJudgment(report.passed() ? Verdict.FAIL : Verdict.PASS, "the judge disagrees",
                    List.of("row_overlap"), "fail: disagrees", 0.9, Map.of("model_identifier", "fake"));
        };
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c).withAdvisoryJudge(contrarian)
                    .compare(Shop.request(RIGHT, RIGHT, JUDGED));

            assertEquals(Verdict.PASS, report.deterministicVerdict());
            assertEquals(Severity.PASS, report.severity());
            assertEquals(Verdict.FAIL, report.aiAdvisoryVerdict());
            assertEquals(Boolean.FALSE, report.verdictConsistencyFlag());
            assertTrue(report.warnings().stream().anyMatch(w -> w.contains("disagrees with the deterministic verdict")));
            assertEquals("the judge disagrees", report.evidence().aiJudgment().shortRationale());
            assertEquals(1, seen.size());
            assertNull(seen.get(0).aiAdvisoryVerdict(), "the judge sees the deterministic report only");
            assertEquals(Verdict.PASS, seen.get(0).deterministicVerdict());
            assertTrue(report.runMetadata().timingsMs().containsKey("ai_judge"));
        }
    }

    @Test
    void anAgreeingJudgeSetsTheConsistencyFlag(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c)
                    .withAdvisoryJudge(r -> AdvisoryJudgment.of(Verdict.FAIL, "wrong city"))
                    .compare(Shop.request(WRONG, RIGHT, JUDGED));

            assertEquals(Verdict.FAIL, report.deterministicVerdict());
            assertEquals(Boolean.TRUE, report.verdictConsistencyFlag());
            assertTrue(report.warnings().stream().noneMatch(w -> w.contains("disagrees")));
        }
    }

    @Test
    void theJudgeIsNotAskedUnlessEnabledAndItsFailureIsOnlyAWarning(TestDatabase db) throws SQLException {
        List<ComparisonReport> seen = new ArrayList<>();
        try (Connection c = db.connect()) {
            ComparisonReport off = new SqlComparator(c).withAdvisoryJudge(r -> {
                seen.add(r);
                return AdvisoryJudgment.of(Verdict.PASS, "");
            }).compare(Shop.request(WRONG, RIGHT));
            assertTrue(seen.isEmpty(), "enable_ai_judge is off by default");
            assertNull(off.aiAdvisoryVerdict());
            assertNull(off.verdictConsistencyFlag());

            ComparisonReport broken = new SqlComparator(c).withAdvisoryJudge(r -> {
                throw new IllegalStateException("model not reachable");
            }).compare(Shop.request(WRONG, RIGHT, JUDGED));
            assertEquals(Verdict.FAIL, broken.deterministicVerdict());
            assertNull(broken.aiAdvisoryVerdict());
            assertTrue(broken.warnings().stream().anyMatch(w -> w.contains("model not reachable")));

            ComparisonReport none = new SqlComparator(c).compare(Shop.request(WRONG, RIGHT, JUDGED));
            assertTrue(none.warnings().stream().anyMatch(w -> w.contains("no AI judge is configured")));
        }
    }

    private record FoundDifference(boolean differsOnSomeInstance, int instances) implements InstanceEvidence {
        @Override
        public String summary() {
            return "On " + instances + " generated instances the queries differ.";
        }
    }

    @Test
    void aPassThatDiffersOnAnotherInstanceStaysAPassWithAWarningAndAModerateSeverity(TestDatabase db) throws SQLException {
        List<ComparisonRequest> checked = new ArrayList<>();
        FoundDifference evidence = new FoundDifference(true, 3);
        try (Connection c = db.connect()) {
            // equal on this data (Oslo's customers are 1 and 3) but not in general
            ComparisonReport report = new SqlComparator(c).withInstanceCheck(request -> {
                checked.add(request);
                return evidence;
            }).compare(Shop.request("select name from customer where id in (1, 3)", RIGHT));

            assertEquals(1, checked.size());
            assertEquals(Verdict.PASS, report.deterministicVerdict());
            assertEquals(Severity.MODERATE_ISSUE, report.severity());
            assertSame(evidence, report.evidence().instanceCheck());
            assertTrue(report.warnings().stream().anyMatch(w -> w.contains("differ on another database instance")));
            assertTrue(report.explanations().contains("On 3 generated instances the queries differ."));
            JsonNode json = new ObjectMapper().valueToTree(report).get("evidence").get("instance_check");
            assertTrue(json.get("differs_on_some_instance").asBoolean(), json.toString());
            assertEquals(3, json.get("instances").asInt(), "the rest of the evidence is reported as it serializes");
        }
    }

    @Test
    void theInstanceCheckIsSkippedWhenAQueryDidNotRun(TestDatabase db) throws SQLException {
        List<ComparisonRequest> checked = new ArrayList<>();
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c).withInstanceCheck(request -> {
                checked.add(request);
                return new FoundDifference(false, 1);
            }).compare(Shop.request("select nme from customer", RIGHT));

            assertTrue(checked.isEmpty());
            assertNull(report.evidence().instanceCheck());

            InstanceEvidence same = () -> false;
            ComparisonReport passed = new SqlComparator(c).withInstanceCheck(request -> same).compare(Shop.request(RIGHT, RIGHT));
            assertEquals(Severity.PASS, passed.severity(), "no difference elsewhere: the pass is untouched");
            assertTrue(new ObjectMapper().valueToTree(passed).get("evidence").get("instance_check").has("differs_on_some_instance"));
        }
    }
}
