package io.nlguard.nl.knowledge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.DayOfWeek;
import java.time.MonthDay;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.guard.names.NameWords;
import org.junit.jupiter.api.Test;

/** The sections metrics, synonyms, time and groupings: what they read to, and each error at its JSON path. */
class KnowledgeSectionsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aMetricReadsWithItsSqlFiltersAndGrain() {
        Knowledge k = read("""
                {"metrics": {"net_revenue": {"description": "paid order amounts", "words": ["net revenue", "revenue"],
                  "sql": "sum(o.amount)", "table": "orders o", "filters": ["o.status = 'paid'"], "grain": "o.region"},
                  "order_count": {"sql": "count(*)", "table": "orders"}}}
                """);
        Metric revenue = k.metrics().get("net_revenue");
        assertEquals(new Metric("net_revenue", "paid order amounts", List.of("net revenue", "revenue"), "sum(o.amount)",
                "orders o", List.of("o.status = 'paid'"), List.of("o.region")), revenue);
        assertEquals("orders", revenue.tableName());
        assertEquals(List.of("revenue"), revenue.askedBy(NameWords.of("total revenues by month")));
        assertEquals(List.of("order count"), k.metrics().get("order_count").words(), "no words: the name's");
        assertEquals(List.of("order count"), k.metrics().get("order_count").askedBy(NameWords.of("the order counts")));
    }

    @Test
    void metricErrorsAreNamedByTheirJsonPath() {
        assertProblem("{\"metrics\": {\"m\": {\"table\": \"t\"}}}", "$.metrics.m: \"sql\" is missing");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"count(*)\"}}}", "$.metrics.m: \"table\" is missing");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"sum(amount\", \"table\": \"t\"}}}",
                "$.metrics.m.sql: is not an SQL expression");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"amount FROM t\", \"table\": \"t\"}}}",
                "$.metrics.m.sql: is not an SQL expression");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"1\", \"table\": \"t\", \"filters\": [\"a = 1\", \"b = = 2\"]}}}",
                "$.metrics.m.filters[1]: is not an SQL condition");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"1\", \"table\": \"t\", \"filters\": \"a = 1\"}}}",
                "$.metrics.m.filters: expected an array, found a string");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"1\", \"table\": \"t\", \"unit\": \"EUR\"}}}",
                "$.metrics.m.unit: unknown key \"unit\"; the known keys are description, words, sql, table, filters, grain");
        assertProblem("{\"metrics\": {\"m\": {\"sql\": \"1\", \"table\": \"t\", \"grain\": 3}}}",
                "$.metrics.m.grain: expected an array, found a number");
    }

    @Test
    void synonymsReadAndLookUpByWords() {
        Synonyms s = read("""
                {"synonyms": {"tables": {"clients": "customers"}, "columns": {"turnover": "orders.amount"},
                  "values": {"NYC": {"column": "customers.city", "value": "New York"}}}}
                """).synonyms();
        assertTrue(s.namesTable(List.of("client"), "Customers"));
        assertTrue(s.namesColumn(List.of("turnover"), "orders", "amount"));
        assertEquals(Optional.of(new Synonyms.ValueSynonym("customers.city", "New York")), s.value(List.of("nyc")));
        assertEquals("customers", s.value(List.of("nyc")).orElseThrow().table());
        assertEquals(Optional.empty(), s.value(List.of("oslo")));
        assertEquals(List.of("customers", "orders amount", "customers city"),
                s.namesIn(NameWords.of("turnover of our clients in nyc")), "what retrieval looks for besides");
    }

    @Test
    void synonymErrorsAreNamedByTheirJsonPath() {
        assertProblem("{\"synonyms\": {\"columns\": {\"turnover\": \"amount\"}}}",
                "$.synonyms.columns.turnover: expected table.column, found \"amount\"");
        assertProblem("{\"synonyms\": {\"values\": {\"NYC\": {\"column\": \"customers.city\"}}}}",
                "$.synonyms.values.NYC: \"value\" is missing");
        assertProblem("{\"synonyms\": {\"tables\": {\"clients\": [\"customers\"]}}}",
                "$.synonyms.tables.clients: expected a string, found an array");
        assertProblem("{\"synonyms\": {\"table\": {}}}",
                "$.synonyms.table: unknown key \"table\"; the known keys are tables, columns, values");
    }

    @Test
    void timeRulesReadAndGiveTheMeaningOfAPhrase() {
        TimeRules time = read("""
                {"time": {"fiscal_year_start": "04-01", "week_start": "Monday",
                  "rules": {"last quarter": "{column} >= date_trunc('quarter', now()) - interval '3 months' AND {column} < date_trunc('quarter', now())"}}}
                """).time();
        assertEquals(Optional.of(MonthDay.of(4, 1)), time.fiscalYearStart());
        assertEquals(Optional.of(DayOfWeek.MONDAY), time.weekStart());
        assertTrue(time.meaningOf("Last  Quarter").orElseThrow().startsWith("{column} >= date_trunc"));
        assertEquals(Optional.empty(), time.meaningOf("recently"), "no rule: vague");
        assertEquals(List.of("last quarter"), time.phrasesIn(NameWords.of("revenue of the last quarter")));
    }

    @Test
    void timeErrorsAreNamedByTheirJsonPath() {
        assertProblem("{\"time\": {\"fiscal_year_start\": \"April\"}}",
                "$.time.fiscal_year_start: expected a month and day as MM-DD (04-01), found \"April\"");
        assertProblem("{\"time\": {\"fiscal_year_start\": \"02-30\"}}", "$.time.fiscal_year_start: expected a month");
        assertProblem("{\"time\": {\"week_start\": \"mon\"}}",
                "$.time.week_start: expected a day of the week (monday ... sunday), found \"mon\"");
        assertProblem("{\"time\": {\"rules\": {\"recently\": \"created_at > now() - interval '7 days'\"}}}",
                "$.time.rules.recently: a time rule needs {column} where the date column goes");
        assertProblem("{\"time\": {\"rules\": {\"last year\": \"{column} >>> 2\"}}}",
                "$.time.rules[\"last year\"]: is not an SQL condition");
    }

    @Test
    void groupingsReadOneColumnOrSeveral() {
        Knowledge k = read("""
                {"metrics": {"revenue": {"sql": "sum(amount)", "table": "orders"}},
                 "groupings": {"orders": "orders.region", "revenue": ["orders.country", "orders.region"]}}
                """);
        assertEquals(List.of("orders.region"), k.groupings().of("Orders"));
        assertEquals(List.of("orders.country", "orders.region"), k.groupings().grainOf(k.metrics().get("revenue")));
        assertProblem("{\"groupings\": {\"orders\": []}}", "$.groupings.orders: needs at least one column");
        assertProblem("{\"groupings\": {\"orders\": {}}}", "$.groupings.orders: expected an array, found an object");
    }

    private static Knowledge read(String json) {
        try {
            return KnowledgeReader.read(JsonPlace.root(JSON.readTree(json)));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    private static void assertProblem(String json, String expected) {
        JsonPlace.Problem problem = assertThrows(JsonPlace.Problem.class, () -> read(json));
        assertTrue(problem.getMessage().startsWith(expected), problem.getMessage());
    }
}
