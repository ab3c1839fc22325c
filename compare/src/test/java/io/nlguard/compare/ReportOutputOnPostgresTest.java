package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.score.Verdict;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The output contract in JSON under the glossary's names, and the plain-language text report. */
@RealPostgres
class ReportOutputOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, String actual, String expected, ComparisonConfig config)
            throws SQLException {
        try (Connection c = db.connect()) {
            return new SqlComparator(c, new CatalogLoader().load(c))
                    .withAdvisoryJudge(FixedJudge.saying(Verdict.PASS, "close enough"))
                    .compare(Shop.request(actual, expected, config));
        }
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void theTopLevelFieldsAreTheDesignsInOrderEvenWhenBlocked(TestDatabase db) throws Exception {
        JsonNode report = JSON.valueToTree(compare(db, "select nme from customer", "select name from customer",
                ComparisonConfig.defaults()));

        assertEquals(List.of("deterministic_verdict", "ai_advisory_verdict", "verdict_consistency_flag", "overall_score",
                "structure_score", "result_score", "diagnostic_scores", "performance_scores", "severity", "explanations",
                "mismatch_map", "error_types", "blocked_reason", "warnings", "validity", "evidence", "run_metadata"),
                names(report));
        assertEquals("fail", report.get("deterministic_verdict").asText());
        assertEquals("critical failure", report.get("severity").asText());
        assertEquals("execution_failure", report.get("blocked_reason").asText());
        assertTrue(report.get("result_score").isNull());
        assertTrue(report.get("mismatch_map").isNull());
        assertEquals("missing_column", report.get("error_types").get(0).asText());
        assertEquals("missing_column", report.get("validity").get("execution_error_actual").get("category").asText());
    }

    @Test
    void diagnosticAndPerformanceScoresUseTheGlossaryNames(TestDatabase db) throws Exception {
        ComparisonReport report = compare(db, "select c.name from customer c, orders o",
                "select c.name from customer c join orders o on o.customer_id = c.id",
                ComparisonConfig.builder().enablePerformanceMetrics(true).enableAiJudge(true).build());
        JsonNode json = JSON.valueToTree(report);

        assertEquals(List.of("projection_error_score", "filter_error_score", "join_error_score", "grouping_error_score",
                "aggregate_function_error_score", "ordering_error_flag", "limit_topk_error_score",
                "cardinality_explosion_flag", "likely_source_clause", "primary_category", "confidence",
                "evidence_strength", "evidence_count", "ambiguous_case"), names(json.get("diagnostic_scores")));
        assertTrue(json.get("diagnostic_scores").get("cardinality_explosion_flag").asBoolean());
        assertTrue(names(json.get("performance_scores")).containsAll(List.of("execution_time_ratio",
                "resource_cost_score", "plan_complexity_score")));
        assertEquals("pass", json.get("ai_advisory_verdict").asText());
        assertEquals(false, json.get("verdict_consistency_flag").asBoolean());
        assertEquals("close enough", json.get("evidence").get("ai_judgment").get("short_rationale").asText());
        JsonNode attribution = json.get("evidence").get("attributions").get(0);
        assertTrue(names(attribution).containsAll(List.of("likely_source_clause", "confidence", "evidence_strength",
                "what_differed", "signals")), names(attribution).toString());
        assertEquals("match", json.get("mismatch_map").get("name").get("status").asText());
        assertTrue(names(json.get("evidence").get("result")).contains("result_equality_family"));
        assertEquals(List.of("exact", "order-sensitive"),
                names(json.at("/evidence/result/result_equality_family/mode_details")),
                "the other modes in the design's order, the same in every run");
        assertTrue(names(json.get("evidence").get("structure")).contains("clause_match"));
        JsonNode metadata = json.get("run_metadata");
        assertTrue(metadata.get("database").asText().startsWith("PostgreSQL "), metadata.get("database").asText());
        assertTrue(metadata.get("config_hash").asText().matches("sha256:[0-9a-f]{16}"));
        assertTrue(metadata.get("timings_ms").has("validation") && metadata.get("timings_ms").has("total"));
        assertEquals(ComparisonReport.CONTRACT_VERSION, metadata.get("contract_version").asText());
    }

    @Test
    void theConfigHashFollowsTheOptions(TestDatabase db) throws Exception {
        String sql = "select name from customer";
        String plain = compare(db, sql, sql, ComparisonConfig.defaults()).runMetadata().configHash();
        String again = compare(db, sql, sql, ComparisonConfig.defaults()).runMetadata().configHash();
        String ordered = compare(db, sql, sql, ComparisonConfig.builder().comparisonMode(ComparisonMode.EXACT).build())
                .runMetadata().configHash();
        assertEquals(plain, again);
        assertNotEquals(plain, ordered);
    }

    @Test
    void theTextReportSaysVerdictSeverityWhyWhereAndWhat(TestDatabase db) throws SQLException {
        String text = TextReport.render(compare(db, "select c.name from customer c, orders o",
                "select c.name from customer c join orders o on o.customer_id = c.id", ComparisonConfig.defaults()));

        List<String> lines = text.lines().toList();
        assertTrue(lines.get(0).matches("Verdict: FAIL \\((major issue|critical failure)\\), overall score 0\\.\\d\\d"),
                lines.get(0));
        assertTrue(text.contains("Why:\n  - Fail: the results differ under order-insensitive comparison."), text);
        assertTrue(text.contains("The actual query returns 24 rows where 6 are expected: a cardinality explosion"), text);
        assertTrue(text.contains("Where: the join clause, confidence "), text);
        assertTrue(text.contains("What differs: join: expected has [on customer.id = orders.customer_id]"), text);
    }

    @Test
    void theTextReportOfABlockedComparisonNamesTheBlockAndTheError(TestDatabase db) throws SQLException {
        String text = TextReport.render(compare(db, "select name from customer where", "select name from customer",
                ComparisonConfig.builder().enableAiJudge(true).build()));

        assertTrue(text.startsWith("Verdict: FAIL (critical failure), overall score 0.00\nBlocked: parse failure\n"), text);
        assertTrue(text.contains("  - actual_sql does not parse: "), text);
        assertTrue(text.contains("AI advisory: pass (disagrees with the deterministic verdict; advisory only;"
                + " model fixed-judge, prompt test-1): close enough"), text);
    }
}
