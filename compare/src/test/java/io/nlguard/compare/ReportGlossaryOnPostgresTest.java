package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.score.Verdict;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * The report's JSON against the design's Metrics Glossary: every metric the design requires (Validation's
 * external outputs, the Structural, Result and Diagnostic Attribution metrics, the Final Output fields and
 * the output contract's top level; not the optional performance and AI judge metrics, nor the internal
 * intermediates) is written where the report puts it, with the glossary's JSON type, and null only where
 * the design lets it be. The vocabularies are the design's words, not the code's enums.
 */
@RealPostgres
class ReportGlossaryOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> VERDICTS = List.of("pass", "fail");
    private static final List<String> SEVERITIES = List.of("pass", "minor issue", "moderate issue", "major issue",
            "critical failure");
    private static final List<String> STRENGTHS = List.of("low", "medium", "high");
    private static final List<String> MODES = List.of("exact", "order-insensitive", "order-sensitive");
    private static final List<String> TAXONOMY = List.of("missing_table", "missing_column", "type_mismatch",
            "division_by_zero", "invalid_aggregation", "ambiguous_reference", "permission_error", "unknown_error");

    /** A glossary type as JSON: its name for messages and the test a value must pass. */
    private record Type(String name, Predicate<JsonNode> accepts) {
        static final Type BOOL = new Type("bool", JsonNode::isBoolean);
        static final Type STRING = new Type("string", JsonNode::isTextual);
        static final Type OBJECT = new Type("object", JsonNode::isObject);
        static final Type LIST = new Type("list", JsonNode::isArray);
        static final Type FLOAT = new Type("float >= 0", node -> node.isNumber() && node.asDouble() >= 0);
        static final Type SHARE = new Type("float in [0, 1]", node -> node.isNumber() && node.asDouble() >= 0
                && node.asDouble() <= 1);

        static Type label(List<String> vocabulary) {
            return new Type("label " + vocabulary, node -> node.isTextual() && vocabulary.contains(node.asText()));
        }
    }

    /** A required metric: its glossary name, where the report writes it, and its type. */
    private record Metric(String name, String pointer, Type type) {
    }

    private static final List<Metric> REQUIRED = List.of(
            // Validation: the external outputs (the ast, result tables and schemas are internal intermediates)
            new Metric("parse_success_actual", "/validity/parse_success_actual", Type.BOOL),
            new Metric("parse_success_expected", "/validity/parse_success_expected", Type.BOOL),
            new Metric("normalized_sql_actual", "/validity/normalized_sql_actual", Type.STRING),
            new Metric("normalized_sql_expected", "/validity/normalized_sql_expected", Type.STRING),
            new Metric("execution_success_actual", "/validity/execution_success_actual", Type.BOOL),
            new Metric("execution_success_expected", "/validity/execution_success_expected", Type.BOOL),
            new Metric("execution_error_actual", "/validity/execution_error_actual", Type.OBJECT),
            new Metric("execution_error_expected", "/validity/execution_error_expected", Type.OBJECT),
            new Metric("execution_time_actual_ms", "/validity/execution_time_actual_ms", Type.FLOAT),
            new Metric("execution_time_expected_ms", "/validity/execution_time_expected_ms", Type.FLOAT),
            // Structural comparison
            new Metric("normalized_sql_match", "/evidence/structure/normalized_sql_match", Type.BOOL),
            new Metric("clause_match", "/evidence/structure/clause_match", Type.OBJECT),
            new Metric("clause_weighted_distance", "/evidence/structure/clause_weighted_distance", Type.FLOAT),
            // Result comparison
            new Metric("result_equality_family", "/evidence/result/result_equality_family", Type.OBJECT),
            new Metric("comparison_mode", "/evidence/result/result_equality_family/comparison_mode", Type.label(MODES)),
            new Metric("mode_pass", "/evidence/result/result_equality_family/mode_pass", Type.BOOL),
            new Metric("schema_match", "/evidence/result/schema_match", Type.OBJECT),
            new Metric("row_overlap", "/evidence/result/row_overlap", Type.SHARE),
            new Metric("cell_overlap", "/evidence/result/cell_overlap", Type.SHARE),
            new Metric("cardinality_match", "/evidence/result/cardinality_match", Type.OBJECT),
            new Metric("numeric_tolerance_match", "/evidence/result/numeric_tolerance_match", Type.OBJECT),
            new Metric("null_handling_match", "/evidence/result/null_handling_match", Type.BOOL),
            // Diagnostic attribution: the scores in diagnostic_scores, the map is the contract's mismatch_map
            new Metric("projection_error_score", "/diagnostic_scores/projection_error_score", Type.SHARE),
            new Metric("filter_error_score", "/diagnostic_scores/filter_error_score", Type.SHARE),
            new Metric("join_error_score", "/diagnostic_scores/join_error_score", Type.SHARE),
            new Metric("grouping_error_score", "/diagnostic_scores/grouping_error_score", Type.SHARE),
            new Metric("aggregate_function_error_score", "/diagnostic_scores/aggregate_function_error_score", Type.SHARE),
            new Metric("ordering_error_flag", "/diagnostic_scores/ordering_error_flag", Type.BOOL),
            new Metric("limit_topk_error_score", "/diagnostic_scores/limit_topk_error_score", Type.SHARE),
            new Metric("cardinality_explosion_flag", "/diagnostic_scores/cardinality_explosion_flag", Type.BOOL),
            new Metric("per_column_mismatch_map", "/mismatch_map", Type.OBJECT),
            new Metric("confidence", "/diagnostic_scores/confidence", Type.SHARE),
            new Metric("evidence_strength", "/diagnostic_scores/evidence_strength", Type.label(STRENGTHS)),
            new Metric("ambiguous_case", "/diagnostic_scores/ambiguous_case", Type.BOOL),
            // Final output fields
            new Metric("deterministic_verdict", "/deterministic_verdict", Type.label(VERDICTS)),
            new Metric("ai_advisory_verdict", "/ai_advisory_verdict", Type.label(VERDICTS)),
            new Metric("verdict_consistency_flag", "/verdict_consistency_flag", Type.BOOL),
            new Metric("blocked_reason", "/blocked_reason", Type.STRING),
            // the output contract's top level
            new Metric("overall_score", "/overall_score", Type.SHARE),
            new Metric("structure_score", "/structure_score", Type.SHARE),
            new Metric("result_score", "/result_score", Type.SHARE),
            new Metric("diagnostic_scores", "/diagnostic_scores", Type.OBJECT),
            new Metric("severity", "/severity", Type.label(SEVERITIES)),
            new Metric("explanations", "/explanations", Type.LIST),
            new Metric("error_types", "/error_types", Type.LIST),
            new Metric("warnings", "/warnings", Type.LIST),
            new Metric("validity", "/validity", Type.OBJECT),
            new Metric("evidence", "/evidence", Type.OBJECT),
            new Metric("run_metadata", "/run_metadata", Type.OBJECT));

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static JsonNode report(TestDatabase db, String actual, String expected) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c, new CatalogLoader().load(c))
                    .withAdvisoryJudge(FixedJudge.saying(Verdict.PASS, "close enough"))
                    .compare(Shop.request(actual, expected, ComparisonConfig.builder().enableAiJudge(true).build()));
            return JSON.valueToTree(report);
        }
    }

    /** What is wrong with the report's required metrics, one line each; those in {@code mayBeNull} may be null. */
    private static List<String> problems(JsonNode report, Set<String> mayBeNull) {
        List<String> problems = new ArrayList<>();
        for (Metric metric : REQUIRED) {
            JsonNode value = report.at(metric.pointer());
            if (value.isMissingNode()) {
                problems.add(metric.name() + " is not written at " + metric.pointer());
            } else if (value.isNull()) {
                if (!mayBeNull.contains(metric.name())) {
                    problems.add(metric.name() + " is null at " + metric.pointer());
                }
            } else if (!metric.type().accepts().test(value)) {
                problems.add(metric.name() + " at " + metric.pointer() + " is " + value + ", not a " + metric.type().name());
            }
        }
        return problems;
    }

    @Test
    void aComparedPairCarriesEveryRequiredMetricWithItsGlossaryType(TestDatabase db) throws SQLException {
        JsonNode report = report(db, "select c.name from customer c, orders o",
                "select c.name from customer c join orders o on o.customer_id = c.id");

        // both ran and the results differ: only the error fields and blocked_reason have nothing to say
        assertEquals(List.of(), problems(report, Set.of("execution_error_actual", "execution_error_expected",
                "blocked_reason")));
        assertEquals("fail", report.get("deterministic_verdict").asText());
        assertEquals("join", report.at("/diagnostic_scores/likely_source_clause").asText());
    }

    @Test
    void anExecutionFailureWritesTheErrorAndTheBlockedLayerAsNull(TestDatabase db) throws SQLException {
        JsonNode report = report(db, "select nme from customer", "select name from customer");

        // Layer 3 is blocked (rule 2): its metrics, and what is read from them, have nothing to say
        List<String> problems = problems(report, Set.of("execution_error_expected", "ordering_error_flag",
                "cardinality_explosion_flag", "per_column_mismatch_map", "result_score")).stream()
                .filter(problem -> !problem.contains("/evidence/result/")).toList();
        assertEquals(List.of(), problems);
        assertTrue(report.at("/evidence/result").isNull(), "the blocked layer is written as null, not left out");
        assertEquals("execution_failure", report.get("blocked_reason").asText());
        JsonNode error = report.at("/validity/execution_error_actual");
        assertEquals(Set.of("category", "raw_message", "sqlstate", "cause"), names(error));
        assertTrue(TAXONOMY.contains(error.get("category").asText()), error.toString());
        assertEquals("missing_column", error.get("category").asText());
        assertTrue(error.get("raw_message").asText().contains("nme"), error.toString());
        assertEquals("missing_column", report.at("/error_types/0").asText());
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
