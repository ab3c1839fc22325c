package io.nlguard.compare.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Layer 1 end to end on a real server. */
@RealPostgres
class ValidatorOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table singer(id int primary key, name text, age int)");
            s.execute("insert into singer values (1, 'Ann', 30), (2, 'Bo', null), (3, 'Cy', 50)");
        }
    }

    @Test
    void bothQueriesParseRunAndAreCanonicalized(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonRequest request = ComparisonRequest.of("names of singers over 20",
                    "SELECT s.name FROM singer s WHERE s.age > 20 AND s.id > 0",
                    "select x.name from singer as x where x.id > 0 and x.age > 20");
            ValidationResult result = new Validator().validate(request, PostgresSandbox.of(c, request.config()));
            assertTrue(result.valid());
            assertEquals(result.normalizedSqlActual(), result.normalizedSqlExpected());
            assertEquals("select name from singer where age > 20 and id > 0", result.normalizedSqlActual());
            assertEquals(NodeType.SELECT, result.astActual().kind());
            assertEquals(2, result.actualResultTable().rowCount());
            assertEquals("text", result.actualSchema().get(0).typeName());
            assertNotNull(result.executionTimeActualMs());
            assertNull(result.planActual(), "performance metrics are off by default");
        }
    }

    @Test
    void aQueryThatDoesNotParseIsReportedWithItsPositionAndNotRun(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonRequest request = ComparisonRequest.of("", "select name from singer where", "select name from singer");
            ValidationResult result = new Validator().validate(request, PostgresSandbox.of(c, request.config()));
            assertFalse(result.parseSuccessActual());
            assertTrue(result.parseSuccessExpected());
            assertEquals("syntax", result.parseErrorActual().kind());
            assertEquals(1, result.parseErrorActual().line());
            assertTrue(result.parseErrorActual().column() > 0);
            assertFalse(result.executionSuccessActual());
            assertEquals(ErrorCause.REFUSED, result.executionErrorActual().cause());
            assertTrue(result.executionSuccessExpected());
            assertNull(result.astActual());
        }
    }

    @Test
    void anExecutionErrorIsCategorized(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonRequest request = ComparisonRequest.of("", "select nme from singer", "select name from singer");
            ValidationResult result = new Validator().validate(request, PostgresSandbox.of(c, request.config()));
            assertTrue(result.parseSuccessActual());
            assertFalse(result.executionSuccessActual());
            assertEquals(ErrorCategory.MISSING_COLUMN, result.executionErrorActual().category());
            assertFalse(result.valid());
        }
    }

    @Test
    void thePostgresNormalizationMakesAnotherDialectsQueryRun(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            String mysql = "select name, ifnull(age, 0) from singer order by id limit 1, 2";
            ComparisonConfig on = ComparisonConfig.builder().normalizeToPostgres(true).build();
            Validator validator = new Validator(new SqlParser(), new CatalogLoader().load(c));

            QueryValidation raw = validator.validate(mysql, ComparisonConfig.defaults(), PostgresSandbox.of(c, on));
            assertFalse(raw.executionSuccess(), "PostgreSQL has neither IFNULL nor LIMIT offset, count");

            QueryValidation normalized = validator.validate(mysql, on, PostgresSandbox.of(c, on));
            assertTrue(normalized.executionSuccess(), String.valueOf(normalized.execution().error()));
            assertEquals(List.of(List.of("Bo", BigDecimal.ZERO), List.of("Cy", BigDecimal.valueOf(50))),
                    normalized.resultTable().rows());
            assertTrue(normalized.executedSql().toLowerCase().contains("coalesce"), normalized.executedSql());
            assertEquals(2, normalized.postgresNormalization().size(), normalized.postgresNormalization().toString());
            assertTrue(normalized.normalizedSql().contains("coalesce(age, 0)"), normalized.normalizedSql());
        }
    }

    @Test
    void performanceMetricsAddThePlans(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonRequest request = new ComparisonRequest("", "select * from singer order by age",
                    "select * from singer", ComparisonConfig.builder().enablePerformanceMetrics(true).build(), null);
            ValidationResult result = new Validator().validate(request, PostgresSandbox.of(c, request.config()));
            assertTrue(result.planActual().nodeTypes().containsKey("Sort"));
            assertFalse(result.planExpected().nodeTypes().containsKey("Sort"));
            assertTrue(result.planActual().totalCost() >= result.planExpected().totalCost());
        }
    }

    @Test
    void theJsonUsesTheGlossaryNamesAndLeavesTheIntermediatesOut(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            ComparisonRequest request = ComparisonRequest.of("", "select name from singer", "select nam from singer");
            JsonNode node = JSON.valueToTree(new Validator().validate(request, PostgresSandbox.of(c, request.config())));
            assertEquals(new TreeSet<>(List.of("parse_success_actual", "parse_success_expected",
                    "normalized_sql_actual", "normalized_sql_expected", "executed_sql_actual", "executed_sql_expected",
                    "postgres_normalization_actual", "postgres_normalization_expected",
                    "execution_success_actual", "execution_success_expected", "execution_error_actual",
                    "execution_error_expected", "execution_time_actual_ms", "execution_time_expected_ms")), names(node));
            assertTrue(node.get("execution_error_actual").isNull(), "no error: written as null, not left out");
            JsonNode error = node.get("execution_error_expected");
            assertEquals("missing_column", error.get("category").asText());
            assertEquals("42703", error.get("sqlstate").asText());
            assertEquals("database_error", error.get("cause").asText());
            assertTrue(error.get("raw_message").asText().contains("nam"));
        }
    }

    @Test
    void theIntermediatesAreWrittenWhenTheConfigurationAsksForThem(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            ComparisonRequest request = new ComparisonRequest("", "select name from singer where id = 1",
                    "select nam from singer", ComparisonConfig.builder().includeIntermediates(true).build(), null);
            JsonNode node = JSON.valueToTree(new Validator().validate(request, PostgresSandbox.of(c, request.config())));

            assertTrue(names(node).containsAll(List.of("ast_actual", "ast_expected", "actual_schema", "expected_schema",
                    "actual_result_table", "expected_result_table")), names(node).toString());
            assertTrue(node.get("ast_actual").asText().startsWith("#0 "), node.get("ast_actual").asText());
            assertTrue(node.get("ast_actual").asText().contains("Column(name)"), node.get("ast_actual").asText());
            assertEquals("name", node.get("actual_schema").get(0).get("name").asText());
            assertEquals("text", node.get("actual_schema").get(0).get("type").asText());
            assertEquals("Ann", node.at("/actual_result_table/rows/0/0").asText());
            assertTrue(node.get("expected_schema").isNull(), "the expected query did not run");
            assertTrue(node.get("expected_result_table").isNull());
        }
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
