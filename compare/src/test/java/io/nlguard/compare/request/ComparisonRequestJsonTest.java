package io.nlguard.compare.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

/** The request and its configuration read and write JSON with the design's snake_case names. */
class ComparisonRequestJsonTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void configWritesEveryOptionUnderItsDesignName() throws Exception {
        JsonNode node = json.valueToTree(ComparisonConfig.defaults());
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        assertEquals(new TreeSet<>(List.of("comparison_mode", "numeric_abs_tolerance", "numeric_rel_tolerance",
                "null_equality_mode", "require_column_name_match", "require_column_order_match",
                "max_rows_for_cell_alignment", "query_timeout_ms", "enable_ai_judge", "enable_performance_metrics",
                "include_intermediates", "normalize_to_postgres", "max_result_rows", "instance_check")), names);
        assertTrue(node.get("instance_check").isNull(), "the multi-instance check is off by default");
        assertEquals("order-insensitive", node.get("comparison_mode").asText());
        assertEquals("strict", node.get("null_equality_mode").asText());
        assertEquals(30000, node.get("query_timeout_ms").asInt());
    }

    @Test
    void configRoundTripsEveryOption() throws Exception {
        ComparisonConfig config = ComparisonConfig.builder()
                .comparisonMode(ComparisonMode.ORDER_SENSITIVE)
                .numericAbsTolerance(0.01)
                .numericRelTolerance(0.001)
                .nullEqualityMode(NullEqualityMode.SQL_SEMANTIC)
                .requireColumnNameMatch(true)
                .requireColumnOrderMatch(true)
                .maxRowsForCellAlignment(50)
                .queryTimeoutMs(1234)
                .enableAiJudge(true)
                .enablePerformanceMetrics(true)
                .normalizeToPostgres(true)
                .maxResultRows(77)
                .instanceCheck(new InstanceOptions(7, 3, 40))
                .build();
        String text = json.writeValueAsString(config);
        assertTrue(text.contains("\"comparison_mode\":\"order-sensitive\""), text);
        assertTrue(text.contains("\"null_equality_mode\":\"sql_semantic\""), text);
        assertTrue(text.contains("\"instance_check\":{\"seed\":7,\"instances\":3,\"max_rows_per_table\":40}"), text);
        assertEquals(config, json.readValue(text, ComparisonConfig.class));
    }

    @Test
    void absentKeysTakeTheirDefaults() throws Exception {
        ComparisonConfig config = json.readValue("{\"comparison_mode\":\"exact\",\"numeric_abs_tolerance\":0.5}",
                ComparisonConfig.class);
        assertEquals(ComparisonMode.EXACT, config.comparisonMode());
        assertEquals(0.5, config.numericAbsTolerance());
        assertEquals(ComparisonConfig.DEFAULT_REL_TOLERANCE, config.numericRelTolerance());
        assertEquals(ComparisonConfig.DEFAULT_QUERY_TIMEOUT_MS, config.queryTimeoutMs());
        assertFalse(config.requireColumnNameMatch());
        assertTrue(config.columnOrderRequired(), "exact implies the order");
        assertEquals(ComparisonConfig.defaults(), json.readValue("{}", ComparisonConfig.class));
        assertEquals(InstanceOptions.withSeed(5),
                json.readValue("{\"instance_check\":{\"seed\":5}}", ComparisonConfig.class).instanceCheck());
    }

    @Test
    void unknownKeysAndBadValuesAreRefused() {
        assertThrows(UnrecognizedPropertyException.class,
                () -> json.readValue("{\"comparison_modes\":\"exact\"}", ComparisonConfig.class));
        ValueInstantiationException negative = assertThrows(ValueInstantiationException.class,
                () -> json.readValue("{\"numeric_abs_tolerance\":-1}", ComparisonConfig.class));
        assertTrue(negative.getMessage().contains("numeric_abs_tolerance"), negative.getMessage());
        ValueInstantiationException fuzzy = assertThrows(ValueInstantiationException.class,
                () -> json.readValue("{\"comparison_mode\":\"fuzzy\"}", ComparisonConfig.class));
        assertTrue(fuzzy.getMessage().contains("comparison_mode: 'fuzzy' is not one of exact, order-insensitive,"
                + " order-sensitive"), fuzzy.getMessage());
        assertEquals(ComparisonMode.ORDER_SENSITIVE, ComparisonMode.of("ORDER_SENSITIVE"));
        assertEquals(NullEqualityMode.SQL_SEMANTIC, NullEqualityMode.of(" SQL_semantic "));
        assertThrows(IllegalArgumentException.class, () -> ComparisonConfig.builder().queryTimeoutMs(0).build());
        assertThrows(IllegalArgumentException.class, () -> ComparisonConfig.builder().numericRelTolerance(1).build());
    }

    @Test
    void requestRoundTripsWithItsContext() throws Exception {
        ComparisonRequest request = new ComparisonRequest("how many singers?", "select count(*) from singer",
                "select count(id) from singer", ComparisonConfig.builder().enableAiJudge(true).build(),
                new RequestContext("singer(id, name)", List.of("ids are never null")));
        String text = json.writeValueAsString(request);
        JsonNode node = json.readTree(text);
        assertEquals("how many singers?", node.get("user_query").asText());
        assertEquals("select count(*) from singer", node.get("actual_sql").asText());
        assertEquals("select count(id) from singer", node.get("expected_sql").asText());
        assertTrue(node.get("config").get("enable_ai_judge").asBoolean());
        assertEquals("singer(id, name)", node.get("context").get("schema_metadata").asText());
        assertEquals("ids are never null", node.get("context").get("business_constraints").get(0).asText());
        assertEquals(request, json.readValue(text, ComparisonRequest.class));
    }

    @Test
    void aRequestWithoutConfigOrContextGetsTheDefaults() throws Exception {
        ComparisonRequest request = json.readValue("{\"actual_sql\":\"select 1\",\"expected_sql\":\"select 2\"}",
                ComparisonRequest.class);
        assertEquals(ComparisonConfig.defaults(), request.config());
        assertEquals("", request.userQuery());
        assertNull(request.context());
        assertFalse(json.writeValueAsString(request).contains("context"));
        assertThrows(ValueInstantiationException.class,
                () -> json.readValue("{\"actual_sql\":\"select 1\"}", ComparisonRequest.class));
    }
}
